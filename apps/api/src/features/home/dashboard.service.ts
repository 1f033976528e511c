import {
  DASHBOARD_LABELS as L,
  type TDashboard,
  type TDeadlines,
  type TOverdueInvoices,
} from '@quincena/contracts/home';
import type { TRunWarning } from '@quincena/contracts/settlement';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';
import { colombianDate } from '../employees/index.ts';
import { findContingency } from '../novelties/index.ts';
import { BENEFITS, currentRunWarnings, lastTwelveMonths, payrollChart } from '../settlement/index.ts';
import { contractNoticeDeadlines } from './contract-notice-deadlines.ts';
import {
  absenceDays,
  employeesPerMonth,
  initialBalancesByConcept,
  lastAccumulatedPayroll,
  paidByCode,
  provisionedByConcept,
} from './dashboard.repository.ts';
import { upcomingDeadlines } from './deadlines.ts';

const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];
const pesos = (value: string | number | null | undefined) => new Decimal(value ?? 0).toNumber();

/** Last day of a month as yyyy-mm-dd. */
function monthEnd(year: number, month: number): string {
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/**
 * /Home (spec 03 §2.18): every figure from stored, ACCUMULATED payroll results and the recorded
 * novelties; nothing recomputes pay. Empty until a period is accumulated.
 */
export function createDashboardService({
  db,
  clock,
  helpChatUrl = null,
  pendingInvoices = async () => ({
    count: 0,
    total: 0,
    overdue: { count: 0, total: 0, oldestDueDate: null },
  }),
}: {
  db: Database;
  clock: Clock;
  helpChatUrl?: string | null;
  /** The service's unpaid invoices of the company (billing, decision 0334), handed in by app.ts. */
  pendingInvoices?: (
    companyId: number,
  ) => Promise<{ count: number; total: number; overdue: TOverdueInvoices }>;
}) {
  /** Benefits owed at the end of the last accumulated period: opening + provisioned − paid. */
  async function passiveLabour(
    companyId: number,
    cutDate: string | null,
  ): Promise<TDashboard['passiveLabour']> {
    if (cutDate === null) return { cutDate: null, items: [], total: 0 };
    const codes = BENEFITS.flatMap((benefit) => [...benefit.paid]);
    const [provisioned, paid, opening] = await Promise.all([
      provisionedByConcept(db, companyId, cutDate),
      paidByCode(db, companyId, cutDate, codes),
      initialBalancesByConcept(db, companyId, cutDate),
    ]);
    const items = BENEFITS.map((benefit) => {
      const accrued = new Decimal(provisioned.find((row) => row.concept === benefit.concept)?.value ?? 0);
      const taken = paid
        .filter((row) => (benefit.paid as readonly string[]).includes(row.concept_code))
        .reduce((sum, row) => sum.plus(row.value), new Decimal(0));
      const initial = new Decimal(opening.find((row) => row.concept === benefit.initial)?.value ?? 0);
      return { concept: benefit.concept, name: benefit.name, value: initial.plus(accrued).minus(taken) };
    });
    const total = items.reduce((sum, item) => sum.plus(item.value), new Decimal(0));
    return {
      cutDate,
      items: items.map((item) => ({ ...item, value: item.value.toNumber() })),
      total: total.toNumber(),
    };
  }

  return {
    async dashboard(companyId: number): Promise<TDashboard> {
      const months = lastTwelveMonths(clock.now());
      const first = months[0] as { year: number; month: number };
      const last = months[11] as { year: number; month: number };
      const monthKeys = months.map(({ year, month }) => `${year}-${String(month).padStart(2, '0')}`);
      const labels = months.map(({ year, month }) => `${MONTHS[month - 1]} ${year}`);
      const [lastPayroll, chart, employees, absences, pending] = await Promise.all([
        lastAccumulatedPayroll(db, companyId),
        payrollChart(db, clock, companyId),
        employeesPerMonth(db, companyId, first.year * 100 + first.month, last.year * 100 + last.month),
        absenceDays(db, companyId, `${monthKeys[0]}-01`, monthEnd(last.year, last.month)),
        pendingInvoices(companyId),
      ]);
      const employeesBy = new Map(employees.map((row) => [`${Number(row.year)}-${Number(row.month)}`, row]));
      const byType = new Map<string, number>();
      const byMonth = new Map<string, number>();
      for (const row of absences) {
        byType.set(row.contingency_code, (byType.get(row.contingency_code) ?? 0) + Number(row.days));
        byMonth.set(row.month, (byMonth.get(row.month) ?? 0) + Number(row.days));
      }
      return {
        lastPayroll: lastPayroll && {
          calendarId: Number(lastPayroll.calendar_id),
          detail: lastPayroll.detail,
          periodStart: lastPayroll.period_start.slice(0, 10),
          periodEnd: lastPayroll.period_end.slice(0, 10),
          netPay: pesos(lastPayroll.net_pay),
          employees: Number(lastPayroll.employees),
        },
        pendingInvoices: pending.count,
        pendingInvoicesTotal: pending.total,
        overdueInvoices: pending.overdue,
        helpChatUrl,
        payrollBudget: chart,
        employeeBudget: {
          name: L.employeeBudget,
          labels,
          months: monthKeys,
          data: months.map(({ year, month }) => Number(employeesBy.get(`${year}-${month}`)?.employees ?? 0)),
        },
        passiveLabour: await passiveLabour(companyId, lastPayroll?.period_end.slice(0, 10) ?? null),
        absenceTypes: {
          name: L.absenceTypes,
          items: [...byType.entries()]
            .map(([code, days]) => ({ code, name: findContingency(code)?.name ?? code, days }))
            .sort((a, b) => b.days - a.days || a.code.localeCompare(b.code)),
        },
        absenceDays: {
          name: L.absenceDays,
          labels,
          months: monthKeys,
          data: monthKeys.map((key) => byMonth.get(key) ?? 0),
        },
      };
    },

    /** The company's next legal deadlines from today (Colombian date). */
    async deadlines(companyId: number): Promise<TDeadlines> {
      const [company] = await db
        .select({ nit: companies.nit })
        .from(companies)
        .where(eq(companies.id, companyId));
      const nit = company?.nit?.replace(/\D/g, '') || null;
      const today = colombianDate(clock.now());
      // The contracts' notice deadlines join the calendar ones, each in its date order.
      const notices = await contractNoticeDeadlines(db, companyId, today);
      const deadlines = [...upcomingDeadlines(today, nit), ...notices].sort((a, b) =>
        a.dueDate.localeCompare(b.dueDate),
      );
      return { today, hasNit: nit !== null, deadlines };
    },

    /** The runs due now that need another run's result first (issue 27), for Home's warnings. */
    async runWarnings(companyId: number): Promise<TRunWarning[]> {
      return currentRunWarnings(db, companyId, colombianDate(clock.now()));
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
