import XLSX from '@e965/xlsx';
import type { TCalendar, TReviewEmployee, TReviewPage } from '@quincena/contracts/settlement';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRetroactiveLines, retroWithholding } from '../../../../test/helpers/retroactive-lines.ts';
import { createTestApp, type TestContext } from '../../../../test/helpers/test-app.ts';
import { api, runProcess, settlementCompany } from '../settlement.test-support.ts';

/**
 * Revisar prenómina with retroactive lines (issue 32, decision 0346). January's first fortnight is
 * processed and accumulated, the second processed by the real run; the carrying run's retroactive
 * lines are then written into the second fortnight's result for the first person only (the run that
 * writes them is built elsewhere): 150.000 of salary for the first fortnight, its 6.000 + 6.000 of
 * health and pension, and 3.000 of withholding on the payment: a retroactive net of 135.000.
 */
let ctx: TestContext;
let call: ReturnType<typeof api>;
let otherCall: ReturnType<typeof api>;
let contractIds: number[];
let first: TCalendar;
let second: TCalendar;
/** The second fortnight's net pay of each person before the retroactive lines. */
const ownNet = new Map<number, number>();

const RETRO_NET = 150_000 - 6_000 - 6_000 - 3_000;

async function review(query = ''): Promise<TReviewPage> {
  const response = await call('GET', `/api/payroll-review/${second.id}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TReviewPage;
}

beforeAll(async () => {
  ctx = await createTestApp();
  const company = await settlementCompany(ctx, [2_000_000, 3_000_000]);
  contractIds = company.contractIds;
  call = api(ctx, company.token);
  otherCall = api(ctx, (await settlementCompany(ctx, [2_000_000])).token);
  const calendars = (await call('GET', '/api/calendars?type=NM&year=2026')).json() as TCalendar[];
  first = calendars.find((c) => c.month === 1 && c.fortnight === 1) as TCalendar;
  second = calendars.find((c) => c.month === 1 && c.fortnight === 2) as TCalendar;
  expect((await runProcess(ctx, company.token, first.id, 'PRO')).process?.status).toBe('TERMINADO');
  expect((await runProcess(ctx, company.token, first.id, 'CLO')).response.statusCode).toBeLessThan(300);
  expect((await runProcess(ctx, company.token, second.id, 'PRO')).process?.status).toBe('TERMINADO');
  for (const row of (await review()).rows) ownNet.set(row.contractId, row.netPay as number);
  await insertRetroactiveLines(
    ctx,
    { companyId: company.companyId, calendarId: second.id, contractId: contractIds[0] as number },
    [
      { code: 'BASIC', name: 'Salario', kind: 'earning', value: 150_000, originCalendarId: first.id },
      { code: 'HEALTH_EE', name: 'Salud', kind: 'deduction', value: 6_000, originCalendarId: first.id },
      { code: 'PENSION_EE', name: 'Pensión', kind: 'deduction', value: 6_000, originCalendarId: first.id },
      retroWithholding(3_000),
    ],
  );
}, 180_000);
afterAll(() => ctx.close());

describe('review with retroactive lines', () => {
  it('gives each person the net of his retroactive lines, empty for the others, and the totals', async () => {
    const page = await review();
    const [ana, bruno] = contractIds as [number, number];
    const anaRow = page.rows.find((row) => row.contractId === ana);
    const brunoRow = page.rows.find((row) => row.contractId === bruno);
    expect(anaRow?.retroactive).toBe(RETRO_NET);
    expect(anaRow?.netPay).toBe((ownNet.get(ana) as number) + RETRO_NET);
    // The fortnight's own days only, and no "new concept" for a difference of an earlier period.
    expect(anaRow?.days).toBe(15);
    expect(anaRow?.newConcepts).toEqual([]);
    expect(brunoRow?.retroactive).toBeNull();
    expect(page.totals).toMatchObject({ withRetroactive: 1, retroactive: RETRO_NET });
    expect(page.totals.netPay).toBe((ownNet.get(ana) as number) + (ownNet.get(bruno) as number) + RETRO_NET);
  });

  it('filters to the people with retroactive lines, and sorts by the retroactive net', async () => {
    const page = await review('?retroactive=true');
    expect(page.total).toBe(1);
    expect(page.rows.map((row) => row.contractId)).toEqual([contractIds[0]]);
    expect(page.totals).toMatchObject({ employees: 1, withRetroactive: 1, retroactive: RETRO_NET });
    const sorted = await review('?sortField=retroactive&sortOrder=desc');
    expect(sorted.rows.map((row) => row.retroactive)).toEqual([RETRO_NET, null]);
  });

  it('names the original period of each retroactive line; the withholding belongs to the group without one', async () => {
    const response = await call('GET', `/api/payroll-review/${second.id}/employees/${contractIds[0]}`);
    expect(response.statusCode, response.body).toBe(200);
    const { lines } = response.json() as TReviewEmployee;
    const retro = lines.filter((line) => line.retroactive);
    const origin = {
      calendarId: first.id,
      periodStart: '2026-01-01',
      periodEnd: '2026-01-15',
      label: 'primera quincena de enero de 2026',
    };
    expect(retro.map((line) => [line.kind, line.value, line.origin, line.previousValue])).toEqual([
      ['earning', 150_000, origin, null],
      ['deduction', 6_000, origin, null],
      ['deduction', 6_000, origin, null],
      ['deduction', 3_000, null, null],
    ]);
    expect(retro[3]?.concept.name).toBe('Retención en la fuente sobre retroactivo');
    // The fortnight's own salary line is ordinary, and its own salary is compared with January's.
    const ownSalary = lines.find((line) => !line.retroactive && line.kindName && line.units === 15);
    expect(ownSalary?.origin).toBeNull();
    expect(ownSalary?.previousValue).toBe(1_000_000);
    expect(retro[0]?.concept).toEqual(ownSalary?.concept);
    expect(response.body).not.toContain('WITHHOLDING_RETRO');
  });

  it('exports the Retroactivo column and its total, with the filter', async () => {
    const response = await call('GET', `/api/payroll-review/${second.id}/export?retroactive=1`);
    expect(response.statusCode).toBe(200);
    const workbook = XLSX.read(response.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(
      workbook.Sheets[workbook.SheetNames[0] as string] as XLSX.WorkSheet,
      { header: 1 },
    );
    const column = (rows[1] as unknown[]).indexOf('Retroactivo');
    expect(column).toBeGreaterThan(0);
    expect(rows).toHaveLength(2 + 1 + 1);
    expect(rows[2]?.[column]).toBe(RETRO_NET);
    expect(rows[3]?.[column]).toBe(RETRO_NET);
  });

  it("answers another company's administrator as if the period did not exist", async () => {
    expect((await otherCall('GET', `/api/payroll-review/${second.id}?retroactive=true`)).statusCode).toBe(
      404,
    );
    const lines = await otherCall('GET', `/api/payroll-review/${second.id}/employees/${contractIds[0]}`);
    expect(lines.statusCode).toBe(404);
  });
});
