import { z } from 'zod';
import { BULK_LIMITS } from './limits.ts';
import { BULK_MESSAGES } from './messages.ts';

/**
 * One filled row of the sheet: its spreadsheet row number (the header is row 1, so data starts
 * at 2) and its cells in column order, each empty cell as '*' and each date as dd/mm/yyyy
 * (spec 01 §3 bulk upload). Cells travel as an array, not pipe-joined (ARCHITECTURE.md §3).
 */
export const ZBulkRow = z.object({
  position: z
    .number(BULK_MESSAGES.positionInvalid)
    .int(BULK_MESSAGES.positionInvalid)
    .min(2, BULK_MESSAGES.positionInvalid)
    .max(BULK_LIMITS.lastRow, BULK_MESSAGES.positionInvalid),
  cells: z
    .array(z.string().max(BULK_LIMITS.cellText, BULK_MESSAGES.cellTooLong(BULK_LIMITS.cellText)))
    .max(BULK_LIMITS.cellsPerRow, BULK_MESSAGES.tooManyCells(BULK_LIMITS.cellsPerRow)),
});
export type TBulkRow = z.infer<typeof ZBulkRow>;

/** POST /api/bulk-loads/:kind — the rows read in the browser. */
export const ZBulkUploadRequest = z
  .object({
    fileName: z
      .string(BULK_MESSAGES.fileNameEmpty)
      .trim()
      .min(1, BULK_MESSAGES.fileNameEmpty)
      .max(BULK_LIMITS.fileName, BULK_MESSAGES.tooLong(BULK_LIMITS.fileName))
      .regex(/\.xlsx?$/i, BULK_MESSAGES.onlyExcel),
    rows: z
      .array(ZBulkRow)
      .min(1, BULK_MESSAGES.noRows)
      .max(BULK_LIMITS.rows, BULK_MESSAGES.tooManyRows(BULK_LIMITS.rows)),
  })
  .superRefine((request, context) => {
    const seen = new Set<number>();
    request.rows.forEach((row, index) => {
      if (seen.has(row.position)) {
        context.addIssue({
          code: 'custom',
          path: ['rows', index, 'position'],
          message: BULK_MESSAGES.positionRepeated,
        });
      }
      seen.add(row.position);
    });
  });
export type TBulkUploadRequest = z.infer<typeof ZBulkUploadRequest>;

/** One problem of one row: the spreadsheet row, the column header (null for the whole row) and why. */
export const ZBulkRowError = z.object({
  row: z.number().int(),
  column: z.string().max(BULK_LIMITS.header).nullable(),
  message: z.string().max(500),
});
export type TBulkRowError = z.infer<typeof ZBulkRowError>;

/**
 * The answer to an upload. A file with any bad row changes nothing and lists every problem;
 * a good file is applied in one transaction and reports how many records it loaded.
 */
export const ZBulkUploadResult = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('LOADED'), loaded: z.number().int().min(0), message: z.string() }),
  z.object({
    outcome: z.literal('REJECTED'),
    message: z.string(),
    errors: z.array(ZBulkRowError).min(1),
  }),
]);
export type TBulkUploadResult = z.infer<typeof ZBulkUploadResult>;

/** The text of ErroresCargue.txt: one line per problem, ordered as the server sent them. */
export function bulkErrorFileText(errors: readonly TBulkRowError[]): string {
  const lines = errors.map((error) =>
    error.column === null
      ? `Fila ${error.row}: ${error.message}`
      : `Fila ${error.row}, columna "${error.column}": ${error.message}`,
  );
  return `${BULK_MESSAGES.rejected}\r\n\r\n${lines.join('\r\n')}\r\n`;
}
