import type { TDashboard, TDeadlines } from '@quincena/contracts/home';
import type { TReportResult } from '@quincena/contracts/reports';
import type { TCalendar } from '@quincena/contracts/settlement';
import Decimal from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userToken } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { companies, noveltyAbsences, settlementResults, users } from '../../db/schema/index.ts';
import { api, settlementCompany, waitForProcess } from '../settlement/settlement.test-support.ts';

let ctx: TestContext;
let call: ReturnType<typeof api>;
let companyId: number;
let contractIds: number[];
let token: string;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ companyId, contractIds, token } = await settlementCompany(ctx, [1_750_905, 4_200_000]));
  call = api(ctx, token);
}, 60_000);
afterAll(() => ctx.close());

const dashboard = async (as = call) => {
  const response = await as('GET', '/api/home/dashboard');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TDashboard;
};

describe('GET /api/home/dashboard', () => {
  it('shows honest empty states before any period is accumulated', async () => {
    const empty = await dashboard();
    expect(empty.lastPayroll).toBeNull();
    expect(empty.pendingInvoices).toBe(0);
    expect(empty.pendingInvoicesTotal).toBe(0);
    expect(empty.helpChatUrl).toBeNull();
    expect(empty.passiveLabour).toEqual({ cutDate: null, items: [], total: 0 });
    expect(empty.employeeBudget.data).toEqual(new Array(12).fill(0));
    expect(empty.absenceDays.data).toEqual(new Array(12).fill(0));
    expect(empty.absenceTypes.items).toEqual([]);
    // The clock is 2 March 2026: the twelve months end with March.
    expect(empty.employeeBudget.labels.at(-1)).toBe('mar 2026');
    expect(empty.payrollBudget.datasets.every((set) => set.data.every((value) => value === 0))).toBe(true);
  });

  it('after an accumulated period, shows the stored results and the benefits report’s liability', async () => {
    const calendars = (await call('GET', '/api/calendars?type=NM&year=2026')).json() as TCalendar[];
    const first = calendars.find((calendar) => calendar.month === 1 && calendar.fortnight === 1) as TCalendar;
    const pro = await call('POST', '/api/processes', { calendarId: first.id, action: 'PRO' });
    expect(pro.statusCode, pro.body).toBe(202);
    expect((await waitForProcess(ctx, token, pro.json().id)).status).toBe('TERMINADO');
    const clo = await call('POST', '/api/processes', { calendarId: first.id, action: 'CLO' });
    expect(clo.statusCode, clo.body).toBeLessThan(300);

    const [admin] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.companyId, companyId));
    const createdByUserId = admin?.id as number;
    const february = calendars.find(
      (calendar) => calendar.month === 2 && calendar.fortnight === 2,
    ) as TCalendar;
    await ctx.db.insert(noveltyAbsences).values([
      // 25 February to 3 March: four days in February, three in March.
      {
        companyId,
        contractId: contractIds[0] as number,
        calendarId: february.id,
        contingencyCode: '1053',
        startDate: '2026-02-25',
        endDate: '2026-03-03',
        days: 7,
        createdByUserId,
      },
      {
        companyId,
        contractId: contractIds[1] as number,
        calendarId: february.id,
        contingencyCode: '1054',
        startDate: '2026-02-16',
        endDate: '2026-02-17',
        days: 2,
        createdByUserId,
      },
    ]);

    const figures = await dashboard();
    const stored = await ctx.db
      .select()
      .from(settlementResults)
      .where(and(eq(settlementResults.companyId, companyId), eq(settlementResults.calendarId, first.id)));
    expect(stored).toHaveLength(2);
    const sum = (pick: (row: (typeof stored)[number]) => string) =>
      stored.reduce((total, row) => total.plus(pick(row)), new Decimal(0)).toNumber();
    expect(figures.lastPayroll).toEqual({
      calendarId: first.id,
      detail: first.detail,
      periodStart: '2026-01-01',
      periodEnd: '2026-01-15',
      netPay: sum((row) => row.netPay),
      employees: 2,
    });
    const january = figures.employeeBudget.months.indexOf('2026-01');
    expect(figures.employeeBudget.data[january]).toBe(2);
    expect(figures.payrollBudget.datasets[0]?.data[january]).toBe(sum((row) => row.earnings));

    // Passive labour = the "Consolidado de prestaciones" report's balances at the same cut date.
    const report = await call('POST', '/api/settlement/reports/benefits', {
      reports: [1, 2].map((position) => ({
        position,
        parameters: [
          { tag: 'fechaCorte', value: '2026-01-15' },
          { tag: 'contrato', value: null },
        ],
      })),
    });
    expect(report.statusCode, report.body).toBe(200);
    const balances = (report.json() as TReportResult).sheets[0]?.rows ?? [];
    const reportTotal = balances.reduce((total, row) => total.plus(row[7] as number), new Decimal(0));
    expect(figures.passiveLabour.cutDate).toBe('2026-01-15');
    expect(figures.passiveLabour.total).toBe(reportTotal.toNumber());
    expect(figures.passiveLabour.total).toBeGreaterThan(0);
    expect(figures.passiveLabour.items.map((item) => item.name)).toEqual([
      'Prima de servicios',
      'Cesantías',
      'Intereses sobre cesantías',
      'Vacaciones',
    ]);

    const months = figures.absenceDays.months;
    expect(figures.absenceDays.data[months.indexOf('2026-02')]).toBe(6);
    expect(figures.absenceDays.data[months.indexOf('2026-03')]).toBe(3);
    expect(figures.absenceTypes.items.map((item) => [item.code, item.days])).toEqual([
      ['1053', 7],
      ['1054', 2],
    ]);
    expect(figures.absenceTypes.items[0]?.name).toBe('Incapacidad por enfermedad general');
  });

  it('is for administrators, and another company sees only its own', async () => {
    const client = await userToken(ctx, { companyId, role: 'CLIENT' });
    expect((await api(ctx, client)('GET', '/api/home/dashboard')).statusCode).toBe(403);
    expect((await api(ctx, client)('GET', '/api/home/deadlines')).statusCode).toBe(403);
    const other = await settlementCompany(ctx, []);
    expect((await dashboard(api(ctx, other.token))).lastPayroll).toBeNull();
    expect((await ctx.app.inject({ method: 'GET', url: '/api/home/dashboard' })).statusCode).toBe(401);
  });
});

describe('GET /api/home/deadlines', () => {
  it('computes the PILA day from the company NIT and says when there is none', async () => {
    const without = (await call('GET', '/api/home/deadlines')).json() as TDeadlines;
    expect(without.today).toBe('2026-03-02');
    expect(without.hasNit).toBe(false);
    expect(without.deadlines.some((deadline) => deadline.kind === 'PILA')).toBe(false);

    await ctx.db.update(companies).set({ nit: '900123456' }).where(eq(companies.id, companyId));
    const withNit = (await call('GET', '/api/home/deadlines')).json() as TDeadlines;
    expect(withNit.hasNit).toBe(true);
    // NIT ending 56: 9th business day; March 2026 (no holidays before the 23rd) → 12 March.
    expect(withNit.deadlines[0]).toMatchObject({
      kind: 'PILA',
      title: 'Pago de la PILA de febrero 2026',
      dueDate: '2026-03-12',
      route: '/SocialSecurity',
    });
    expect(withNit.deadlines[1]).toMatchObject({ kind: 'ELECTRONIC_PAYROLL', dueDate: '2026-03-13' });
  });
});
