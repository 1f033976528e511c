import type { TPayrollQueryPage } from '@quincena/contracts/queries';
import type { TReportResult } from '@quincena/contracts/reports';
import type { TCalendar, TPayrollChart } from '@quincena/contracts/settlement';
import { PAB_DETAIL } from '@quincena/pila';
import Decimal from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { companies, settlementLines, settlementResults } from '../../db/schema/index.ts';
import { api, settlementCompany, waitForProcess } from '../settlement/settlement.test-support.ts';

/** The reading side on a run of the real engine (features/settlement runner and NM kind). */
let ctx: TestContext;
let call: ReturnType<typeof api>;
let token: string;
let companyId: number;
let contractIds: number[];
let jan1: TCalendar;

async function run(calendarId: number, action: 'PRO' | 'CLO') {
  const response = await call('POST', '/api/processes', { calendarId, action });
  expect(response.statusCode).toBeLessThan(300);
  const process = await waitForProcess(ctx, token, response.json().id);
  expect(process.status).toBe('TERMINADO');
}

beforeAll(async () => {
  ctx = await createTestApp();
  ({ companyId, contractIds, token } = await settlementCompany(ctx, [1_750_905, 2_500_000]));
  call = api(ctx, token);
  await ctx.db
    .update(companies)
    .set({ nit: '901234567', bankCode: '1007', accountType: 'savings', accountNumber: '23456789012' })
    .where(eq(companies.id, companyId));
  const calendars = (await call('GET', '/api/calendars?type=NM&year=2026')).json() as TCalendar[];
  jan1 = calendars[0] as TCalendar;
  await run(jan1.id, 'PRO');
}, 120_000);
afterAll(() => ctx.close());

describe('reading a real run', () => {
  it('Ver nómina abierta shows exactly the lines the run stored; after Acumular they move to the historic query', async () => {
    const stored = await ctx.db
      .select()
      .from(settlementLines)
      .where(eq(settlementLines.companyId, companyId));
    expect(stored.length).toBeGreaterThan(0);
    const open = (await call('GET', `/api/queries/open-payroll/export?calendarId=${jan1.id}`)).json();
    expect(open.total).toBe(stored.length);
    for (const row of open.rows as TPayrollQueryPage['rows']) {
      const match = stored.find(
        (line) =>
          line.contractId === row.contractId &&
          line.conceptCode === row.conceptCode &&
          Number(line.value) === row.value,
      );
      expect(match, `${row.contractId} ${row.conceptCode}`).toBeDefined();
    }

    await run(jan1.id, 'CLO');
    expect((await call('GET', `/api/queries/open-payroll?calendarId=${jan1.id}`)).statusCode).toBe(400);
    const historic = (
      await call('GET', `/api/queries/historic-payroll?calendarId=${jan1.id}&pageSize=20`)
    ).json();
    expect(historic.total).toBe(stored.length);
  });

  it('the bank file pays each employee the net pay the run stored', async () => {
    const results = await ctx.db
      .select()
      .from(settlementResults)
      .where(and(eq(settlementResults.companyId, companyId), eq(settlementResults.calendarId, jan1.id)));
    const response = await call(
      'GET',
      `/api/settlement/bank-file?calendarId=${jan1.id}&paymentDate=${jan1.paymentDate}`,
    );
    expect(response.statusCode).toBe(200);
    const records = response.rawPayload
      .toString('latin1')
      .split('\r\n')
      .filter((line) => line !== '');
    expect(records).toHaveLength(1 + contractIds.length);
    const paid = records
      .slice(1)
      .map((record) => {
        const field = PAB_DETAIL.fields.find((spec) => spec.number === 8);
        return (
          Number(record.slice((field?.start ?? 0) - 1, (field?.start ?? 0) - 1 + (field?.length ?? 0))) / 100
        );
      })
      .sort((a, b) => a - b);
    const expected = results.map((result) => new Decimal(result.netPay).toNumber()).sort((a, b) => a - b);
    expect(paid).toEqual(expected);
  });

  it('the payroll report and the chart add up to the stored totals', async () => {
    const report = await call('POST', '/api/settlement/reports/payroll', {
      reports: [1, 2].map((position) => ({
        position,
        parameters: [{ tag: 'calendario', value: String(jan1.id) }],
      })),
    });
    const totals = (report.json() as TReportResult).sheets[1]?.rows ?? [];
    expect(totals).toHaveLength(contractIds.length);
    const results = await ctx.db
      .select()
      .from(settlementResults)
      .where(and(eq(settlementResults.companyId, companyId), eq(settlementResults.calendarId, jan1.id)));
    const earnings = results.reduce((sum, result) => sum.plus(result.earnings), new Decimal(0)).toNumber();
    expect(totals.reduce((sum: number, row) => sum + Number(row[4]), 0)).toBeCloseTo(earnings, 2);
    const chart = (await call('GET', '/api/settlement/payroll-chart')).json() as TPayrollChart;
    expect(chart.datasets[0]?.data[chart.months.indexOf('2026-01')]).toBeCloseTo(earnings, 2);
  });
});
