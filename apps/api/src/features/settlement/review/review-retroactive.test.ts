import type { TCalendar, TReviewEmployee, TReviewPage } from '@quincena/contracts/settlement';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carriedRaise } from '../../../../test/helpers/carried-raise.ts';
import { createTestApp, type TestContext } from '../../../../test/helpers/test-app.ts';
import { api, firstSheetRows, settlementCompany } from '../settlement.test-support.ts';

/**
 * Revisar prenómina with retroactive lines (issue 32, decision 0346), written by the real carrying
 * run: January is accumulated, then Ana's salary rises from 10.000.000 to 12.000.000 from 1 January
 * and February's first fortnight carries the differences; Bruno's 3.000.000 does not change. Each of
 * January's fortnights owes her 1.000.000 of salary and 40.000 + 40.000 of health and pension; the
 * second also 10.000 + 10.000 of FSP (1 % from 4 SMMLV, settled with the month); the withholding
 * on the payment is 617.000 − 351.000 = 266.000 (decision 0340's hand-check): a retroactive net of
 * 2.000.000 − 160.000 − 20.000 − 266.000 = 1.554.000.
 */
let ctx: TestContext;
let call: ReturnType<typeof api>;
let otherCall: ReturnType<typeof api>;
let contractIds: number[];
let first: TCalendar;
let second: TCalendar;
let carrying: TCalendar;

const RETRO_NET = 2_000_000 - 80_000 - 80_000 - 20_000 - 266_000;

async function review(query = ''): Promise<TReviewPage> {
  const response = await call('GET', `/api/payroll-review/${carrying.id}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TReviewPage;
}

beforeAll(async () => {
  ctx = await createTestApp();
  const company = await carriedRaise(ctx, [10_000_000, 3_000_000], new Map([[0, 12_000_000]]));
  ({ contractIds, call, carrying } = company);
  first = company.januaryFirst;
  second = company.januarySecond;
  otherCall = api(ctx, (await settlementCompany(ctx, [2_000_000])).token);
}, 600_000);
afterAll(() => ctx.close());

async function detail(contractId: number): Promise<TReviewEmployee> {
  const response = await call('GET', `/api/payroll-review/${carrying.id}/employees/${contractId}`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.body).not.toMatch(/WITHHOLDING_RETRO|HEALTH_EE|"BASIC"/);
  return response.json() as TReviewEmployee;
}

/** The fortnight's own net: its earnings less its deductions, the retroactive lines left out. */
async function ownNet(contractId: number): Promise<number> {
  const own = (await detail(contractId)).lines.filter((line) => !line.retroactive);
  const sum = (kind: string) =>
    own.filter((l) => l.kind === kind).reduce((t, l) => t + (l.value as number), 0);
  return sum('earning') - sum('deduction');
}

describe('review with retroactive lines', () => {
  it('gives each person the net of his retroactive lines, empty for the others, and the totals', async () => {
    const page = await review();
    const [ana, bruno] = contractIds as [number, number];
    const anaRow = page.rows.find((row) => row.contractId === ana);
    const brunoRow = page.rows.find((row) => row.contractId === bruno);
    expect(anaRow?.retroactive).toBe(RETRO_NET);
    expect(anaRow?.netPay).toBe((await ownNet(ana)) + RETRO_NET);
    // The fortnight's own days only, and no "new concept" for a difference of an earlier period.
    expect(anaRow?.days).toBe(15);
    expect(anaRow?.newConcepts).toEqual([]);
    expect(brunoRow?.retroactive).toBeNull();
    expect(brunoRow?.netPay).toBe(await ownNet(bruno));
    expect(page.totals).toMatchObject({ withRetroactive: 1, retroactive: RETRO_NET });
    expect(page.totals.netPay).toBe((await ownNet(ana)) + (await ownNet(bruno)) + RETRO_NET);
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
    const { lines } = await detail(contractIds[0] as number);
    const retro = lines.filter((line) => line.retroactive);
    const period = (calendar: TCalendar, end: string, label: string) => ({
      calendarId: calendar.id,
      periodStart: calendar.periodStart,
      periodEnd: end,
      label,
    });
    const q1 = period(first, '2026-01-15', 'primera quincena de enero de 2026');
    const q2 = period(second, '2026-01-31', 'segunda quincena de enero de 2026');
    const provisions = (origin: typeof q1) => [
      ['Provisión prima de servicios', 'provision', 83_333, origin],
      ['Provisión cesantías', 'provision', 83_333, origin],
      ['Provisión intereses sobre cesantías', 'provision', 10_000, origin],
      ['Provisión vacaciones', 'provision', 41_667, origin],
    ];
    expect(retro.map((line) => [line.concept.name, line.kind, line.value, line.origin])).toEqual([
      ['Salario básico', 'earning', 1_000_000, q1],
      ['Aporte salud empleado', 'deduction', 40_000, q1],
      ['Aporte pensión empleado', 'deduction', 40_000, q1],
      ...provisions(q1),
      ['Salario básico', 'earning', 1_000_000, q2],
      ['Aporte salud empleado', 'deduction', 40_000, q2],
      ['Aporte pensión empleado', 'deduction', 40_000, q2],
      ['Fondo de solidaridad pensional (solidaridad)', 'deduction', 10_000, q2],
      ['Fondo de solidaridad pensional (subsistencia)', 'deduction', 10_000, q2],
      // The month's employer contributions on 2.000.000 more: pension 12 %, ARL 0,522 % rounded up
      // to the hundred (10.440 → 10.500), CCF 4 %; the company is exonerated of health, SENA, ICBF.
      ['Aporte pensión empleador', 'employer_contribution', 240_000, q2],
      ['Aporte riesgos laborales', 'employer_contribution', 10_500, q2],
      ['Aporte caja de compensación familiar', 'employer_contribution', 80_000, q2],
      ...provisions(q2),
      ['Retención en la fuente sobre retroactivo', 'deduction', 266_000, null],
    ]);
    expect(retro.every((line) => line.previousValue === null)).toBe(true);
    // The fortnight's own salary line is ordinary, and its own salary is compared with January's.
    const ownSalary = lines.find((line) => !line.retroactive && line.kindName && line.units === 15);
    expect(ownSalary?.origin).toBeNull();
    expect(ownSalary?.value).toBe(6_000_000);
    expect(ownSalary?.previousValue).toBe(5_000_000);
    expect(retro[0]?.concept).toEqual(ownSalary?.concept);
  });

  it('exports the Retroactivo column and its total, with the filter', async () => {
    const response = await call('GET', `/api/payroll-review/${carrying.id}/export?retroactive=1`);
    expect(response.statusCode).toBe(200);
    const rows = firstSheetRows(response.rawPayload);
    const column = (rows[1] as unknown[]).indexOf('Retroactivo');
    expect(column).toBeGreaterThan(0);
    expect(rows).toHaveLength(2 + 1 + 1);
    expect(rows[2]?.[column]).toBe(RETRO_NET);
    expect(rows[3]?.[column]).toBe(RETRO_NET);
  });

  it("answers another company's administrator as if the period did not exist", async () => {
    expect((await otherCall('GET', `/api/payroll-review/${carrying.id}?retroactive=true`)).statusCode).toBe(
      404,
    );
    const lines = await otherCall('GET', `/api/payroll-review/${carrying.id}/employees/${contractIds[0]}`);
    expect(lines.statusCode).toBe(404);
  });
});
