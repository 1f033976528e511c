import { z } from 'zod';
import { ZPageOf } from '../common/page.ts';
import { filterShape, pageShape, pickerListsShape } from './stored-run-filters.ts';

/**
 * Consulta seguridad social (/HistoricSocialSecurity, spec 03 §2.7; decision 0301): every planilla
 * line of the SS runs, one row per registro tipo 2. Filters Calendario, Contrato, Año*, Mes*.
 */
export const SOCIAL_SECURITY_QUERY_ENDPOINTS = {
  page: '/api/queries/social-security',
  export: '/api/queries/social-security/export',
  options: '/api/queries/social-security/options',
} as const;

export const SOCIAL_SECURITY_QUERY = {
  title: 'Consulta seguridad social',
  exportBaseName: 'ConsultaSeguridadSocial',
  sheetName: 'Seguridad social',
  empty: 'No hay seguridad social liquidada para los filtros seleccionados',
  periodRequired: 'Diligencie el año y el mes',
} as const;

export const ZSocialSecurityQuery = z.object({ ...filterShape, ...pageShape });
export type TSocialSecurityQuery = z.input<typeof ZSocialSecurityQuery>;

export const ZSocialSecurityExportQuery = z.object(filterShape);
export type TSocialSecurityExportQuery = z.input<typeof ZSocialSecurityExportQuery>;

/** One registro tipo 2 as stored: days, IBC and contributions per subsystem, in pesos. */
export const ZSocialSecurityRow = z.object({
  id: z.string(),
  calendarId: z.number().int(),
  calendarDetail: z.string(),
  /** Procesado or Acumulado. */
  state: z.string(),
  contractId: z.number().int(),
  documentType: z.string(),
  documentNumber: z.string(),
  employeeName: z.string(),
  line: z.number().int(),
  /** Novelty of the line (VAC, IGE, LMA, IRL, LR, SLN) or empty for days worked. */
  novelty: z.string(),
  entry: z.string().nullable(),
  retirement: z.string().nullable(),
  pensionDays: z.number(),
  healthDays: z.number(),
  riskDays: z.number(),
  ccfDays: z.number(),
  pensionIbc: z.number(),
  healthIbc: z.number(),
  riskIbc: z.number(),
  ccfIbc: z.number(),
  pension: z.number(),
  solidarity: z.number(),
  health: z.number(),
  risk: z.number(),
  ccf: z.number(),
  sena: z.number(),
  icbf: z.number(),
  total: z.number(),
  /**
   * Every field of the stored registro tipo 2 (Res. 2388/2016), keyed `f<number>` as listed in the
   * options' `recordFields`: administrator codes as "code - name", rates as "12,5 %", dates aaaa-mm-dd.
   */
  record: z.record(z.string(), z.union([z.string(), z.number()]).nullable()),
});
export type TSocialSecurityRow = z.infer<typeof ZSocialSecurityRow>;

export const ZSocialSecurityPage = ZPageOf(ZSocialSecurityRow);
export type TSocialSecurityPage = z.infer<typeof ZSocialSecurityPage>;

export const ZSocialSecurityExport = z.object({ rows: z.array(ZSocialSecurityRow), total: z.number().int() });

/** The column groups of the PILA record, in table order. */
export const PILA_RECORD_GROUPS = [
  'Empleado',
  'Novedades',
  'Pensión',
  'Salud',
  'Riesgos laborales',
  'Parafiscales',
  'Exoneración',
] as const;
export type TPilaRecordGroup = (typeof PILA_RECORD_GROUPS)[number];

/** One field of the registro tipo 2 as a column: `f<number>`, its Spanish name, its group and type. */
export const ZPilaRecordField = z.object({
  key: z.string(),
  number: z.number().int(),
  header: z.string(),
  group: z.enum(PILA_RECORD_GROUPS),
  type: z.enum(['text', 'number', 'money', 'date']),
});
export type TPilaRecordField = z.infer<typeof ZPilaRecordField>;

export const ZSocialSecurityOptions = z.object({
  /** The columns of the record, grouped (Empleado, Novedades, Pensión …) and in group order. */
  recordFields: z.array(ZPilaRecordField),
  ...pickerListsShape,
});
export type TSocialSecurityOptions = z.infer<typeof ZSocialSecurityOptions>;
