import { z } from 'zod';
import { ZPayrollChart } from '../settlement/chart.ts';

/** GET /api/home/dashboard: the figures of /Home (spec 03 §2.18), all from stored results. */
export const DASHBOARD_ENDPOINT = '/api/home/dashboard';

export const DASHBOARD_LABELS = {
  lastPayroll: 'Total Última Nómina',
  pendingInvoices: 'Facturas pendientes',
  payInvoices: 'Pagar facturas',
  employeeBudget: 'Empleados liquidados',
  employees: 'Empleados',
  passiveLabour: 'Pasivo laboral',
  passiveTotal: 'Total pasivo laboral',
  absenceTypes: 'Ausentismo por tipo',
  absenceDays: 'Días de ausentismo',
  days: 'Días',
  noPayroll: 'Aún no hay una nómina acumulada. Liquide y acumule un periodo para ver sus cifras.',
  noAbsences: 'No hay ausencias registradas en los últimos doce meses.',
} as const;

/** The last ACCUMULATED payroll period and what it paid. */
export const ZLastPayroll = z.object({
  calendarId: z.number().int(),
  detail: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** Net pay of every settled contract of the period, pesos. */
  netPay: z.number(),
  employees: z.number().int(),
});
export type TLastPayroll = z.infer<typeof ZLastPayroll>;

/** A labelled series with one value per month (the last twelve, oldest first). */
export const ZMonthlySeries = z.object({
  name: z.string(),
  labels: z.array(z.string()),
  months: z.array(z.string()),
  data: z.array(z.number()),
});

/** Benefits owed to the employees at the end of the last accumulated period. */
export const ZPassiveLabour = z.object({
  /** End of the last accumulated payroll period; null when none is accumulated yet. */
  cutDate: z.string().nullable(),
  items: z.array(z.object({ concept: z.string(), name: z.string(), value: z.number() })),
  total: z.number(),
});
export type TPassiveLabour = z.infer<typeof ZPassiveLabour>;

/** Unpaid invoices whose due date has passed, their total and the oldest due date (yyyy-mm-dd). */
export const ZOverdueInvoices = z.object({
  count: z.number().int(),
  total: z.number(),
  oldestDueDate: z.string().nullable(),
});
export type TOverdueInvoices = z.infer<typeof ZOverdueInvoices>;

export const ZDashboard = z.object({
  lastPayroll: ZLastPayroll.nullable(),
  /** Issued invoices of the service not yet paid nor cancelled (decision 0334). */
  pendingInvoices: z.number().int(),
  /** Their total in pesos, VAT included. */
  pendingInvoicesTotal: z.number(),
  /** The pending invoices past their due date (Colombian date): Home's banner, never a lock-out. */
  overdueInvoices: ZOverdueInvoices,
  /** The chat link of the floating help button (HELP_CHAT_URL); null sends the user to /Support. */
  helpChatUrl: z.string().nullable(),
  payrollBudget: ZPayrollChart,
  employeeBudget: ZMonthlySeries,
  passiveLabour: ZPassiveLabour,
  /** Absence days by contingency over the last twelve months. */
  absenceTypes: z.object({
    name: z.string(),
    items: z.array(z.object({ code: z.string(), name: z.string(), days: z.number().int() })),
  }),
  absenceDays: ZMonthlySeries,
});
export type TDashboard = z.infer<typeof ZDashboard>;
