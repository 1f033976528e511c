import { z } from 'zod';

/**
 * Liquidación de contabilidad (spec 02 §2 "Accounting settlement", §7; decision 0302).
 *
 * GET /api/settlement/accounting-summary?calendarId: the reconciliation table. `rows[0]` is the header
 * (spec 02 §3 CTB_CONCILIATION); a row whose COL4 is not "0" is a warning; the row whose COL1 is
 * "Total" is bold. Without calendarId, the company's latest processed accounting calendar.
 */
export const ACCOUNTING_SUMMARY_ENDPOINT = '/api/settlement/accounting-summary';

export const ZAccountingSummaryQuery = z.object({
  calendarId: z.coerce.number().int().positive().optional(),
});
export type TAccountingSummaryQuery = z.input<typeof ZAccountingSummaryQuery>;

export const ZAccountingSummaryRow = z.object({
  col1: z.string(),
  col2: z.string(),
  col3: z.string(),
  col4: z.string(),
});
export type TAccountingSummaryRow = z.infer<typeof ZAccountingSummaryRow>;

export const ZAccountingSummary = z.object({
  name: z.string(),
  calendarId: z.number().int().nullable(),
  rows: z.array(ZAccountingSummaryRow),
});
export type TAccountingSummary = z.infer<typeof ZAccountingSummary>;

export const ACCOUNTING_SUMMARY_TOTAL = 'Total';

/**
 * Plano Contable (spec 02 §2, §7 "Files", §9): GET /api/settlement/accounting-file/types lists the
 * layouts with their parameters; GET /api/settlement/accounting-file answers the file itself, named
 * in Content-Disposition. XLS is an xlsx workbook, TXT uses CRLF, CSV a semicolon and CRLF.
 */
export const ACCOUNTING_FILE_ENDPOINT = '/api/settlement/accounting-file';
export const ACCOUNTING_FILE_TYPES_ENDPOINT = '/api/settlement/accounting-file/types';

export const ACCOUNTING_LAYOUTS = ['SIIGO_NUBE', 'SIIGO_PYME', 'WORLD_OFFICE', 'GENERICO'] as const;
export const ZAccountingLayout = z.enum(ACCOUNTING_LAYOUTS);
export type TAccountingLayout = z.infer<typeof ZAccountingLayout>;

export const ACCOUNTING_FILE_FORMATS = ['XLS', 'TXT', 'CSV'] as const;
export const ZAccountingFileFormat = z.enum(ACCOUNTING_FILE_FORMATS);
export type TAccountingFileFormat = z.infer<typeof ZAccountingFileFormat>;

/** The default file type name of the spec (spec 02 §9). */
export const DEFAULT_ACCOUNTING_FILE_NAME = 'CTB - Plano contable Siigo';

export const ACCOUNTING_FILE_MESSAGES = {
  generated: 'Plano contable generado exitosamente',
  calendarRequired: 'Seleccione un calendario de contabilidad',
  layoutRequired: 'Seleccione el tipo de plano contable',
  formatRequired: 'Seleccione el tipo de archivo (XLS, TXT o CSV)',
  voucherCodeInvalid: 'El código del comprobante debe ser un número de 1 a 999',
  voucherNumberInvalid: 'El número del comprobante debe ser un número de 1 a 9999999999',
  dateInvalid: 'Fecha del documento no válida; use el formato aaaa-mm-dd',
  notAccounting: 'El calendario no es de contabilidad',
  notProcessed: 'Procese la contabilidad del mes antes de generar el plano contable',
  empty: 'La liquidación contable no tiene movimientos para el plano',
  siigoUnmapped: (codes: readonly string[]) =>
    `Siigo Pyme necesita su propio centro y subcentro de costo: asígnelos en Centro de costos ${
      codes.length === 1 ? 'al centro de costos' : 'a los centros de costos'
    } ${codes.join(', ')} y vuelva a generar el plano.`,
} as const;

/** One parameter of a layout, as the Generar Plano Contable dialog draws it. */
export const ZAccountingFileParameter = z.object({
  tag: z.enum(['format', 'voucherCode', 'voucherNumber', 'date']),
  label: z.string(),
  kind: z.enum(['select', 'number', 'date']),
  required: z.boolean(),
  options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
  defaultValue: z.string().optional(),
});
export type TAccountingFileParameter = z.infer<typeof ZAccountingFileParameter>;

export const ZAccountingFileType = z.object({
  id: ZAccountingLayout,
  description: z.string(),
  parameters: z.array(ZAccountingFileParameter),
});
export type TAccountingFileType = z.infer<typeof ZAccountingFileType>;
export const ZAccountingFileTypes = z.array(ZAccountingFileType);

export const ZAccountingFileQuery = z.object({
  calendarId: z.coerce
    .number(ACCOUNTING_FILE_MESSAGES.calendarRequired)
    .int(ACCOUNTING_FILE_MESSAGES.calendarRequired)
    .positive(ACCOUNTING_FILE_MESSAGES.calendarRequired)
    .max(2_147_483_647, ACCOUNTING_FILE_MESSAGES.calendarRequired),
  layout: z.enum(ACCOUNTING_LAYOUTS, ACCOUNTING_FILE_MESSAGES.layoutRequired),
  format: z.enum(ACCOUNTING_FILE_FORMATS, ACCOUNTING_FILE_MESSAGES.formatRequired),
  voucherCode: z.coerce
    .number(ACCOUNTING_FILE_MESSAGES.voucherCodeInvalid)
    .int(ACCOUNTING_FILE_MESSAGES.voucherCodeInvalid)
    .min(1, ACCOUNTING_FILE_MESSAGES.voucherCodeInvalid)
    .max(999, ACCOUNTING_FILE_MESSAGES.voucherCodeInvalid)
    .default(1),
  voucherNumber: z.coerce
    .number(ACCOUNTING_FILE_MESSAGES.voucherNumberInvalid)
    .int(ACCOUNTING_FILE_MESSAGES.voucherNumberInvalid)
    .min(1, ACCOUNTING_FILE_MESSAGES.voucherNumberInvalid)
    .max(9_999_999_999, ACCOUNTING_FILE_MESSAGES.voucherNumberInvalid)
    .optional(),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, ACCOUNTING_FILE_MESSAGES.dateInvalid)
    .optional(),
});
export type TAccountingFileQuery = z.input<typeof ZAccountingFileQuery>;
