import { z } from 'zod';
import { ZPageOf } from '../common/page.ts';
import { QUERY_MESSAGES as M } from './messages.ts';
import {
  pageShape,
  filterShape as storedRunFilters,
  ZConceptQueryPickerLists,
} from './stored-run-filters.ts';

/** The columns a query may be sorted by (the row's own field names). */
export const PAYROLL_QUERY_SORT_FIELDS = [
  'calendarDetail',
  'contractId',
  'documentNumber',
  'employeeName',
  'conceptCode',
  'conceptDisplayCode',
  'conceptName',
  'kind',
  'units',
  'base',
  'value',
  'consolidatedValue',
  'consolidatedUnits',
  'period',
] as const;
export const ZPayrollQuerySortField = z.enum(PAYROLL_QUERY_SORT_FIELDS, { error: M.sortInvalid });
export type TPayrollQuerySortField = z.infer<typeof ZPayrollQuerySortField>;

/** Filters shared by the page and the export: Calendario, Contrato, Concepto, Año, Mes and keyword. */
// The stored-run queries' filters, in this query's order (the OpenAPI parameters keep it).
const filterShape = {
  calendarId: storedRunFilters.calendarId,
  contractId: storedRunFilters.contractId,
  conceptCode: z.string().trim().min(1, M.conceptInvalid).max(40, M.conceptInvalid).optional(),
  year: storedRunFilters.year,
  month: storedRunFilters.month,
  /** Keyword over document, name, concept code and name, calendar detail. */
  search: storedRunFilters.search,
  sortField: ZPayrollQuerySortField.optional(),
  sortOrder: z.enum(['asc', 'desc'], { error: M.sortInvalid }).default('asc'),
};

/**
 * GET /api/queries/open-payroll and /api/queries/historic-payroll (query string). Paged on the
 * server (ARCHITECTURE.md §4c). The historic query also needs a calendar or a year and a month;
 * the server answers 400 with QUERY_MESSAGES.periodRequired otherwise.
 */
export const ZPayrollQuery = z.object({ ...filterShape, ...pageShape });
export type TPayrollQuery = z.input<typeof ZPayrollQuery>;
export type TPayrollQueryParsed = z.output<typeof ZPayrollQuery>;

/** GET /api/queries/{open,historic}-payroll/export: the same filters, every matching row (Exportar). */
export const ZPayrollExportQuery = z.object(filterShape);
export type TPayrollExportQuery = z.input<typeof ZPayrollExportQuery>;
export type TPayrollExportQueryParsed = z.output<typeof ZPayrollExportQuery>;

/** Line kinds as stored, plus the months a company brought with Cargar acumulados. */
export const PAYROLL_LINE_KINDS = [
  'earning',
  'deduction',
  'employer_contribution',
  'provision',
  'imported',
] as const;
export const ZPayrollLineKind = z.enum(PAYROLL_LINE_KINDS);
export type TPayrollLineKind = z.infer<typeof ZPayrollLineKind>;

export const PAYROLL_LINE_KIND_NAMES: Record<TPayrollLineKind, string> = {
  earning: 'Devengo',
  deduction: 'Deducción',
  employer_contribution: 'Aporte empleador',
  provision: 'Provisión',
  imported: 'Acumulado cargado',
};

/** Whose line it is and of which concept: the columns the payroll and accounting queries share. */
export const lineSubjectShape = {
  contractId: z.number().int(),
  documentNumber: z.string(),
  employeeName: z.string(),
  /** The internal identifier (the Concepto filter's value); never shown. */
  conceptCode: z.string(),
  /** What the Concepto column shows (decision 0314): 001… or the company's C0001…. */
  conceptDisplayCode: z.string(),
  conceptName: z.string(),
};

/** One row of either query: a settled line, or one figure of an imported month (historic only). */
export const ZPayrollQueryRow = z.object({
  /** Unique in the answer (the table's dataKey). */
  id: z.string(),
  /** Null for an imported month (it has no Quincena calendar). */
  calendarId: z.number().int().nullable(),
  /** The calendar's DETAIL, or "Acumulado cargado aaaa-mm" for an imported month. */
  calendarDetail: z.string(),
  ...lineSubjectShape,
  kind: ZPayrollLineKind,
  /** Spanish label of `kind` (Devengo, Deducción, Aporte empleador, Provisión, Acumulado cargado). */
  kindName: z.string(),
  units: z.number(),
  /** days, hours, percent or none. */
  unitKind: z.string(),
  base: z.number(),
  value: z.number(),
  /**
   * Consolidado and Unidades consolidado (decision 0314): the concept's value and units for the contract
   * over the row's whole month, adding every calendar of that month whose result is processed or
   * accumulated (a fortnight's row shows the month so far). Percent units are not added up.
   */
  consolidatedValue: z.number(),
  consolidatedUnits: z.number(),
  year: z.number().int(),
  month: z.number().int(),
  /** "aaaa-mm". */
  period: z.string(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
});
export type TPayrollQueryRow = z.infer<typeof ZPayrollQueryRow>;

export const ZPayrollQueryPage = ZPageOf(ZPayrollQueryRow);
export type TPayrollQueryPage = z.infer<typeof ZPayrollQueryPage>;

export const ZPayrollQueryExport = z.object({
  rows: z.array(ZPayrollQueryRow),
  total: z.number().int().min(0),
});
export type TPayrollQueryExport = z.infer<typeof ZPayrollQueryExport>;

/**
 * GET /api/queries/{open,historic}-payroll/options: the filter lists (spec 03 §7.8: contracts,
 * calendars, concepts). Open: PROCESSED NM and LD calendars; historic: ACCUMULATED ones. Concepts are the
 * ones present in those calendars' settled lines.
 */
export const ZPayrollQueryOptions = ZConceptQueryPickerLists;
export type TPayrollQueryOptions = z.infer<typeof ZPayrollQueryOptions>;
