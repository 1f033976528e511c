import { z } from 'zod';
import { BULK_LIMITS } from './limits.ts';

/** The three loads of spec 01 §2.6 and §2.15. */
export const ZBulkLoadKind = z.enum([
  'employees',
  'salary-history',
  'users',
  'novelties-overtime',
  'novelties-reported',
  'accumulated-history',
]);
export type TBulkLoadKind = z.infer<typeof ZBulkLoadKind>;

/**
 * How a column is read: TEXT as typed, NUMBER a decimal with a dot or a comma, DATE dd/mm/yyyy,
 * CODE one of the codes of its code sheet, EMAIL an address, PASSWORD a secret (never trimmed).
 */
export const ZBulkColumnType = z.enum(['TEXT', 'NUMBER', 'DATE', 'CODE', 'EMAIL', 'PASSWORD']);
export type TBulkColumnType = z.infer<typeof ZBulkColumnType>;

const text = (max: number) => z.string().max(max);

export const ZBulkColumn = z.object({
  key: text(BULK_LIMITS.key),
  header: text(BULK_LIMITS.header),
  required: z.boolean(),
  type: ZBulkColumnType,
  /** What the example row of the template shows in this column. */
  example: text(BULK_LIMITS.example),
  /** For CODE columns: the name of the sheet that lists the valid codes. */
  codeSheet: text(31).optional(),
  /** A short hint written under the header, e.g. "Obligatoria si el tipo de contrato tiene fin". */
  note: text(BULK_LIMITS.note).optional(),
});
export type TBulkColumn = z.infer<typeof ZBulkColumn>;

export const ZBulkCodeOption = z.object({
  code: text(BULK_LIMITS.optionCode),
  name: text(BULK_LIMITS.optionName),
});

export const ZBulkCodeSheet = z.object({
  /** An Excel sheet name (31 characters at most). */
  name: text(31),
  options: z.array(ZBulkCodeOption).max(BULK_LIMITS.optionsPerSheet),
});
export type TBulkCodeSheet = z.infer<typeof ZBulkCodeSheet>;

/** GET /api/bulk-loads/:kind/template — the definition the browser turns into the template workbook. */
export const ZBulkTemplate = z.object({
  kind: ZBulkLoadKind,
  /** Dialog title, e.g. "Cargar empleados". */
  title: text(80),
  /** Workbook name without extension, e.g. "PlantillaCargueEmpleados". */
  fileName: text(80),
  /** Name of the sheet the user fills. */
  sheetName: text(31),
  columns: z.array(ZBulkColumn).min(1).max(BULK_LIMITS.cellsPerRow),
  codeSheets: z.array(ZBulkCodeSheet).max(BULK_LIMITS.codeSheets),
});
export type TBulkTemplate = z.infer<typeof ZBulkTemplate>;
