import type { TCalendar } from '@quincena/contracts/settlement';
import { SEVERANCE_MESSAGES as M } from '@quincena/contracts/settlement';
import { parametersOn } from '@quincena/payroll';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, userToken } from '../../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../../test/helpers/test-app.ts';
import { companies, contracts, settlementLines } from '../../../db/schema/index.ts';
import { api, runProcess, settlementCompany } from '../settlement.test-support.ts';
import { SEVERANCE_FILE_HEADER } from './ces-file.ts';

/**
 * Consignación de cesantías (issue 15): a year of accumulated payroll for three workers from
 * 1 January 2026, one of them retired in June with his final settlement; the other two are consigned
 * one month of salary plus transport aid, and January pays the interest on that balance.
 */
let ctx: TestContext;
let call: ReturnType<typeof api>;
let token: string;
let companyId: number;
let ids: number[];
let ces: TCalendar;

const run = (calendarId: number, action: 'PRO' | 'CLO' | 'REV') => runProcess(ctx, token, calendarId, action);

async function payrollOf(year: number): Promise<TCalendar[]> {
  return (await call('GET', `/api/calendars?type=NM&year=${year}`)).json();
}

async function accumulate(calendar: TCalendar) {
  expect((await run(calendar.id, 'PRO')).process?.status).toBe('TERMINADO');
  expect((await run(calendar.id, 'CLO')).response.statusCode).toBe(200);
}

const aid2026 = parametersOn('2026-12-31').transportAid.toNumber();

beforeAll(async () => {
  ctx = await createTestApp();
  ({ companyId, token, contractIds: ids } = await settlementCompany(ctx, [1_750_905, 2_500_000, 3_000_000]));
  call = api(ctx, token);
  await ctx.db.update(companies).set({ nit: '901777888' }).where(eq(companies.id, companyId));
  const year = await payrollOf(2026);
  const june1 = year.find((item) => item.month === 6 && item.fortnight === 1) as TCalendar;
  const retirement = await call('POST', '/api/novelties/retirements', {
    calendarId: june1.id,
    contractId: ids[1],
    reasonCode: 'RENUNCIA',
    date: '2026-06-10',
  });
  expect(retirement.statusCode, retirement.body).toBe(201);
  for (const period of year.filter((item) => item.month < 12)) await accumulate(period);
  const list = (await call('GET', '/api/calendars?type=CES&year=2026')).json() as TCalendar[];
  ces = list[0] as TCalendar;
}, 240_000);
afterAll(() => ctx.close());

describe('severance consignment (CES)', () => {
  it('waits for December accumulated, and for no period of the year left processed', async () => {
    expect(ces).toMatchObject({ type: 'CES', year: 2026, state: 'OPEN' });
    const early = await run(ces.id, 'PRO');
    expect(early.response.statusCode).toBe(409);
    expect(early.response.json().message).toBe(M.decemberNotAccumulated(2026));

    const december = (await payrollOf(2026)).filter((item) => item.month === 12);
    expect((await run(december[0]?.id as number, 'PRO')).process?.status).toBe('TERMINADO');
    const pending = await run(ces.id, 'PRO');
    expect(pending.response.json().message).toBe(
      M.payrollPending('nómina primera quincena de diciembre de 2026'),
    );
    expect((await run(december[0]?.id as number, 'CLO')).response.statusCode).toBe(200);
    await accumulate(december[1] as TCalendar);
  });

  it('consigns one month of salary plus aid for the whole year, to each contract’s fund, and not the retired one', async () => {
    const settled = await run(ces.id, 'PRO');
    expect(settled.process?.status, JSON.stringify(settled.process)).toBe('TERMINADO');
    expect(settled.process?.processed).toBe(2);
    const file = await call('GET', `/api/settlement/severance-file?calendarId=${ces.id}`);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="PlanoCesantias_901777888_2026.csv"',
    );
    const text = file.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.slice(1, -2).split('\r\n');
    expect(lines[0]).toBe(SEVERANCE_FILE_HEADER.join(';'));
    const records = lines.slice(1).map((line) => line.split(';'));
    expect(records).toHaveLength(2);
    const [fundRows] = await Promise.all([
      ctx.db
        .select({ id: contracts.id, fund: contracts.severanceFundCode })
        .from(contracts)
        .where(eq(contracts.companyId, companyId)),
    ]);
    const fundOf = new Map(fundRows.map((row) => [row.id, row.fund]));
    const expected = [
      { document: '1020304000', salary: 1_750_905, fund: fundOf.get(ids[0] as number) },
      { document: '1020304002', salary: 3_000_000, fund: fundOf.get(ids[2] as number) },
    ];
    for (const { document, salary, fund } of expected) {
      const record = records.find((cells) => cells[4] === document);
      expect(record, document).toBeDefined();
      expect(record?.[0]).toBe(fund);
      expect(record?.[1]).toMatch(/^\d{9}-\d$/);
      expect(record?.[6]).toBe('360');
      // CST art. 249: 360 days × (salary + aid) / 360; Ley 1 de 1963 art. 7 puts the aid in the base.
      expect(record?.[7]).toBe(String(salary + aid2026));
      expect(record?.[8]).toBe(String(salary + aid2026));
    }
    expect(records.some((cells) => cells[4] === '1020304001')).toBe(false);
  });

  it('reports each employee and what each fund receives', async () => {
    const definition = (await call('GET', '/api/settlement/severance-report/definition')).json();
    expect(definition.parameters[0].options[0].code).toBe(String(ces.id));
    const report = await call('POST', '/api/settlement/severance-report', {
      reports: [{ position: 1, parameters: [{ tag: 'calendario', value: String(ces.id) }] }],
    });
    expect(report.statusCode, report.body).toBe(200);
    const [employees, funds] = report.json().sheets;
    expect(employees.rows).toHaveLength(2);
    const total = funds.rows.at(-1);
    expect(total[0]).toBe('Total');
    expect(total[4]).toBe(1_750_905 + 3_000_000 + 2 * aid2026);
    // Interest at 12 % a year on the balance (Ley 52 de 1975 art. 1).
    expect(total[5]).toBe(
      Math.round((1_750_905 + aid2026) * 0.12) + Math.round((3_000_000 + aid2026) * 0.12),
    );
  });

  it('lets January pay the interest on the consigned balance once the consignment is accumulated', async () => {
    expect((await run(ces.id, 'CLO')).response.statusCode).toBe(200);
    const january1 = (await payrollOf(2027))[0] as TCalendar;
    const payroll = await run(january1.id, 'PRO');
    expect(payroll.process?.status).toBe('TERMINADO');
    const [interest] = await ctx.db
      .select({ value: settlementLines.value, units: settlementLines.units })
      .from(settlementLines)
      .where(
        and(
          eq(settlementLines.processId, payroll.process?.id as number),
          eq(settlementLines.contractId, ids[0] as number),
          eq(settlementLines.conceptCode, 'CESANTIAS_INTEREST'),
        ),
      );
    expect(Number(interest?.value)).toBe(Math.round((1_750_905 + aid2026) * 0.12));
    expect(Number(interest?.units)).toBe(360);
  });

  it('keeps another company out and says when nothing was settled', async () => {
    const other = await createCompany(ctx.db, { paymentPeriod: '4' });
    const stranger = await userToken(ctx, { companyId: other.id });
    const file = await ctx.app.inject({
      method: 'GET',
      url: `/api/settlement/severance-file?calendarId=${ces.id}`,
      headers: bearer(stranger),
    });
    expect(file.statusCode).toBe(400);
    expect(file.json().message).toBe(M.calendarInvalid);
    const none = await ctx.app.inject({
      method: 'GET',
      url: '/api/settlement/severance-file',
      headers: bearer(stranger),
    });
    expect(none.json().message).toBe(M.nothingSettled);
  });
});
