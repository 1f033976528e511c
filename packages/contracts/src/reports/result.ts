import { z } from 'zod';
import { REPORT_LIMITS } from './limits.ts';
import { REPORT_MESSAGES } from './messages.ts';
import { isIsoDate, repeatedIndexes, ZSheetName } from './primitives.ts';

/** A cell: the source joined cells with pipes; here they stay typed (ARCHITECTURE.md §3). */
export const ZReportCell = z.union([
  z.string().max(REPORT_LIMITS.cellText, REPORT_MESSAGES.tooLong(REPORT_LIMITS.cellText)),
  z.number(),
  z.null(),
]);
export type TReportCell = z.infer<typeof ZReportCell>;

/**
 * How the workbook stores a column: text as written (identity numbers keep their leading zeros),
 * number and money as numbers (money with a peso format), date from yyyy-mm-dd to an Excel date.
 */
export const ZReportColumnType = z.enum(['text', 'number', 'money', 'date']);
export type TReportColumnType = z.infer<typeof ZReportColumnType>;

export const ZReportSheet = z
  .object({
    name: ZSheetName,
    headers: z
      .array(
        z.string().trim().max(REPORT_LIMITS.headerText, REPORT_MESSAGES.tooLong(REPORT_LIMITS.headerText)),
      )
      .min(1, REPORT_MESSAGES.headersRequired)
      .max(REPORT_LIMITS.columnsPerSheet, REPORT_MESSAGES.tooMany(REPORT_LIMITS.columnsPerSheet)),
    /** Omitted: every column is text, except that number cells stay numbers. */
    columnTypes: z.array(ZReportColumnType).optional(),
    rows: z
      .array(z.array(ZReportCell))
      .max(REPORT_LIMITS.rowsPerSheet, REPORT_MESSAGES.tooMany(REPORT_LIMITS.rowsPerSheet)),
  })
  .superRefine((sheet, context) => {
    const width = sheet.headers.length;
    if (sheet.columnTypes && sheet.columnTypes.length !== width) {
      context.addIssue({ code: 'custom', path: ['columnTypes'], message: REPORT_MESSAGES.columnTypesLength });
      return;
    }
    // One issue per sheet is enough to refuse it; a million rows must not produce a million issues.
    for (let rowIndex = 0; rowIndex < sheet.rows.length; rowIndex += 1) {
      const row = sheet.rows[rowIndex] ?? [];
      if (row.length !== width) {
        context.addIssue({ code: 'custom', path: ['rows', rowIndex], message: REPORT_MESSAGES.rowLength });
        return;
      }
      const wrong = row.findIndex(
        (cell, column) => !cellFitsType(cell, sheet.columnTypes?.[column] ?? 'text'),
      );
      if (wrong >= 0) {
        const type = sheet.columnTypes?.[wrong];
        context.addIssue({
          code: 'custom',
          path: ['rows', rowIndex, wrong],
          message: type === 'date' ? REPORT_MESSAGES.dateCell : REPORT_MESSAGES.numberCell,
        });
        return;
      }
    }
  });
export type TReportSheet = z.infer<typeof ZReportSheet>;

function cellFitsType(cell: TReportCell, type: TReportColumnType): boolean {
  if (cell === null || type === 'text') return true;
  if (type === 'date') return typeof cell === 'string' && isIsoDate(cell);
  return typeof cell === 'number';
}

/** The generated report: one workbook sheet per entry, in this order. */
export const ZReportResult = z
  .object({
    sheets: z
      .array(ZReportSheet)
      .min(1, REPORT_MESSAGES.sheetsRequired)
      .max(REPORT_LIMITS.sheetsPerReport, REPORT_MESSAGES.tooMany(REPORT_LIMITS.sheetsPerReport)),
  })
  .superRefine((result, context) => {
    // Excel compares sheet names without regard to case.
    for (const index of repeatedIndexes(result.sheets, (sheet) => sheet.name.toLocaleLowerCase('es-CO'))) {
      context.addIssue({
        code: 'custom',
        path: ['sheets', index, 'name'],
        message: REPORT_MESSAGES.duplicateSheetName,
      });
    }
  });
export type TReportResult = z.infer<typeof ZReportResult>;
