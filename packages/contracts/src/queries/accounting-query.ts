import { z } from 'zod';
import { ZPageOf } from '../common/page.ts';
import { lineSubjectShape } from './payroll-query.ts';
import { filterShape, pageShape, ZConceptQueryPickerLists } from './stored-run-filters.ts';

/**
 * Consulta contabilidad (/HistoricAccounting, spec 03 §2.7, §3 AUX_ACCOUNT; decision 0302): every
 * posting of the accounting (CB) runs. Filters Calendario, Contrato, Concepto, Año*, Mes*.
 */
export const ACCOUNTING_QUERY_ENDPOINTS = {
  page: '/api/queries/accounting',
  export: '/api/queries/accounting/export',
  options: '/api/queries/accounting/options',
} as const;

export const ACCOUNTING_QUERY = {
  title: 'Consulta contabilidad',
  exportBaseName: 'ConsultaContabilidad',
  sheetName: 'Contabilidad',
  empty: 'No hay contabilidad liquidada para los filtros seleccionados',
  periodRequired: 'Diligencie el año y el mes',
  conceptInvalid: 'Concepto no válido',
} as const;

const accountingFilters = {
  ...filterShape,
  conceptCode: z.string().trim().max(40, ACCOUNTING_QUERY.conceptInvalid).optional(),
};

export const ZAccountingQuery = z.object({ ...accountingFilters, ...pageShape });
export type TAccountingQuery = z.input<typeof ZAccountingQuery>;

export const ZAccountingExportQuery = z.object(accountingFilters);
export type TAccountingExportQuery = z.input<typeof ZAccountingExportQuery>;

/** One stored posting (AUX_ACCOUNT): the CB calendar, the payroll period it came from, account and side. */
export const ZAccountingRow = z.object({
  id: z.string(),
  calendarId: z.number().int(),
  calendarDetail: z.string(),
  /** Procesado or Acumulado. */
  state: z.string(),
  sourceCalendar: z.string(),
  voucherType: z.string(),
  ...lineSubjectShape,
  account: z.string(),
  nature: z.enum(['D', 'C']),
  thirdPartyNit: z.string(),
  thirdPartyName: z.string(),
  costCentre: z.string().nullable(),
  debit: z.number(),
  credit: z.number(),
});
export type TAccountingRow = z.infer<typeof ZAccountingRow>;

export const ZAccountingPage = ZPageOf(ZAccountingRow);
export type TAccountingPage = z.infer<typeof ZAccountingPage>;

export const ZAccountingExport = z.object({ rows: z.array(ZAccountingRow), total: z.number().int() });

export const ZAccountingOptionsLists = ZConceptQueryPickerLists;
export type TAccountingOptionsLists = z.infer<typeof ZAccountingOptionsLists>;
