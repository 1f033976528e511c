import { z } from 'zod';
import { ZRetroactiveOrigin } from '../retroactive/changes.ts';

/**
 * Revisar prenómina (issue 27): after Procesar, one row per employee of a payroll (NM) or final
 * settlement (LD) calendar, read from the stored results of its current process, with the change
 * against the previous payroll period. Paged, sorted and filtered on the server.
 */
export const REVIEW_MESSAGES = {
  calendarNotFound: 'El calendario no existe.',
  notReviewable: 'Solo se puede revisar la prenómina de una nómina o de una liquidación definitiva.',
  notProcessed: 'El período aún no se ha procesado: use Procesar antes de revisar la prenómina.',
  employeeNotInRun: 'El empleado no está en el resultado de este período.',
  pageInvalid: 'Página no válida',
  pageSizeInvalid: 'El tamaño de página debe estar entre 1 y 100',
  searchTooLong: 'La búsqueda admite hasta 100 caracteres',
  sortInvalid: 'Orden no válido',
  /** Rows that carry no result: shown instead of amounts. */
  noPrevious: 'Sin período anterior',
} as const;

export const REVIEW_PAGE_SIZE_MAX = 100;

export const REVIEW_SORT_FIELDS = [
  'employeeName',
  'documentNumber',
  'days',
  'earnings',
  'deductions',
  'netPay',
  'employerCost',
  'change',
  'changePercent',
  'retroactive',
] as const;
export const ZReviewSortField = z.enum(REVIEW_SORT_FIELDS, { error: REVIEW_MESSAGES.sortInvalid });
export type TReviewSortField = z.infer<typeof ZReviewSortField>;

/** "1" / "true" from a query string; anything else is false. */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .optional()
  .transform((value) => value === true || value === 'true' || value === '1');

/** Filters shared by the page and the Excel export. */
const filterShape = {
  /** Document or name, contains, accents and case as typed (ILIKE). */
  search: z.string().trim().max(100, REVIEW_MESSAGES.searchTooLong).optional(),
  /** Solo con cambios grandes. */
  largeChanges: flag,
  /** Solo con errores (failed or excluded employees). */
  problems: flag,
  /** Solo con retroactivo: people whose run carries differences of accumulated periods. */
  retroactive: flag,
  sortField: ZReviewSortField.optional(),
  sortOrder: z.enum(['asc', 'desc'], { error: REVIEW_MESSAGES.sortInvalid }).default('asc'),
};

export const ZReviewExportQuery = z.object(filterShape);
export type TReviewExportQuery = z.input<typeof ZReviewExportQuery>;

/** GET /api/payroll-review/:calendarId (query string). */
export const ZReviewQuery = z.object({
  ...filterShape,
  page: z.coerce
    .number(REVIEW_MESSAGES.pageInvalid)
    .int(REVIEW_MESSAGES.pageInvalid)
    .min(1, REVIEW_MESSAGES.pageInvalid)
    .max(1_000_000, REVIEW_MESSAGES.pageInvalid)
    .default(1),
  pageSize: z.coerce
    .number(REVIEW_MESSAGES.pageSizeInvalid)
    .int(REVIEW_MESSAGES.pageSizeInvalid)
    .min(1, REVIEW_MESSAGES.pageSizeInvalid)
    .max(REVIEW_PAGE_SIZE_MAX, REVIEW_MESSAGES.pageSizeInvalid)
    .default(25),
});
/** What the browser sends (the page numbers coerce from the query string). */
export type TReviewQuery = TReviewExportQuery & { page?: number; pageSize?: number };
export type TReviewQueryParsed = z.output<typeof ZReviewQuery>;

export const ZReviewCalendarParams = z.object({
  calendarId: z.coerce.number().int().positive().max(2_147_483_647),
});
export const ZReviewEmployeeParams = ZReviewCalendarParams.extend({
  contractId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** A concept by the name the company's catalogue gives it; `code` only for the company's own concepts. */
export const ZReviewConcept = z.object({ code: z.string().nullable(), name: z.string() });
export type TReviewConcept = z.infer<typeof ZReviewConcept>;

/** Why an employee has no amounts, or a note next to them: a failed settlement or an exclusion. */
export const ZReviewProblem = z.object({
  kind: z.enum(['error', 'exclusion']),
  message: z.string(),
  /** The screen that fixes it (the employee's contract), as a route of the web app. */
  fixPath: z.string(),
  fixLabel: z.string(),
});
export type TReviewProblem = z.infer<typeof ZReviewProblem>;

export const ZReviewRow = z.object({
  contractId: z.number().int(),
  documentNumber: z.string(),
  employeeName: z.string(),
  /** Days of basic salary (or apprentice support) settled; null without a result. */
  days: z.number().nullable(),
  earnings: z.number().nullable(),
  deductions: z.number().nullable(),
  netPay: z.number().nullable(),
  employerCost: z.number().nullable(),
  /** Net pay of the previous payroll period, null when the person had none. */
  previousNetPay: z.number().nullable(),
  /** Net pay minus the previous one, in pesos. */
  change: z.number().nullable(),
  /** The change as a percentage of the previous net pay (two decimals); null without a base. */
  changePercent: z.number().nullable(),
  /** The change passes the company's threshold (or there was nothing before and something now). */
  largeChange: z.boolean(),
  /**
   * Net of the person's retroactive lines (issue 32): their earnings minus their deductions, the
   * withholding on the retroactive payment included; already inside earnings, deductions and net
   * pay. Null when the run carries none for the person.
   */
  retroactive: z.number().nullable(),
  newConcepts: z.array(ZReviewConcept),
  missingConcepts: z.array(ZReviewConcept),
  problems: z.array(ZReviewProblem),
});
export type TReviewRow = z.infer<typeof ZReviewRow>;

export const ZReviewTotals = z.object({
  employees: z.number().int(),
  settled: z.number().int(),
  withErrors: z.number().int(),
  excluded: z.number().int(),
  largeChanges: z.number().int(),
  /** People with retroactive lines, and the sum of their retroactive nets. */
  withRetroactive: z.number().int(),
  retroactive: z.number(),
  earnings: z.number(),
  deductions: z.number(),
  netPay: z.number(),
  employerCost: z.number(),
  previousNetPay: z.number(),
});
export type TReviewTotals = z.infer<typeof ZReviewTotals>;

export const ZReviewPage = z.object({
  calendar: z.object({
    id: z.number().int(),
    detail: z.string(),
    type: z.string(),
    state: z.string(),
    periodStart: z.string(),
    periodEnd: z.string(),
  }),
  /** The period the changes are measured against; null for a first period or a final settlement. */
  previous: z.object({ calendarId: z.number().int(), detail: z.string() }).nullable(),
  threshold: z.number(),
  rows: z.array(ZReviewRow),
  /** Rows matching the filters. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Sums over the rows matching the filters (the whole period without filters). */
  totals: ZReviewTotals,
});
export type TReviewPage = z.infer<typeof ZReviewPage>;

/** One settled line of one person, with the company's Spanish concept name. */
export const ZReviewLine = z.object({
  lineNo: z.number().int(),
  concept: ZReviewConcept,
  kind: z.string(),
  kindName: z.string(),
  units: z.number(),
  unitKind: z.string(),
  base: z.number(),
  value: z.number(),
  /** The same concept's value in the previous period (null when it was not there). */
  previousValue: z.number().nullable(),
  /**
   * A line of the "Retroactivo" group: a difference of an accumulated period, or the withholding on
   * the retroactive payment (which belongs to no single period).
   */
  retroactive: z.boolean(),
  /** The accumulated period whose difference the line pays; null on the period's own lines. */
  origin: ZRetroactiveOrigin.nullable(),
});
export type TReviewLine = z.infer<typeof ZReviewLine>;

export const ZReviewEmployee = z.object({
  row: ZReviewRow,
  lines: z.array(ZReviewLine),
});
export type TReviewEmployee = z.infer<typeof ZReviewEmployee>;

export const REVIEW_ENDPOINT = '/api/payroll-review';
export const reviewPath = (calendarId: number) => `${REVIEW_ENDPOINT}/${calendarId}`;
export const reviewEmployeePath = (calendarId: number, contractId: number) =>
  `${REVIEW_ENDPOINT}/${calendarId}/employees/${contractId}`;
export const reviewExportPath = (calendarId: number) => `${REVIEW_ENDPOINT}/${calendarId}/export`;
