import { BULK_LIMITS, type TBulkCodeSheet, type TBulkTemplate } from '@quincena/contracts/bulk-loads';
import type { Database } from '../../db/client.ts';
import { exampleWithNote } from './bulk-column.ts';
import type { AnyBulkLoadDefinition } from './bulk-load.ts';

/**
 * The template definition the browser turns into a workbook: the columns in order with their
 * required flags and example values, and one sheet of valid codes per coded column.
 */
export async function bulkTemplate(
  db: Database,
  definition: AnyBulkLoadDefinition,
  companyId: number,
): Promise<TBulkTemplate> {
  const columns = await definition.columns(db, companyId);
  const codeSheets = new Map<string, TBulkCodeSheet>();
  for (const column of columns) {
    if (column.codes && !codeSheets.has(column.codes.sheet)) {
      codeSheets.set(column.codes.sheet, {
        name: column.codes.sheet,
        // The longest official names (ARL activities) are cut to the template's cell bound.
        options: column.codes.options.map(({ code, name }) => ({
          code,
          name: name.slice(0, BULK_LIMITS.optionName),
        })),
      });
    }
  }
  return {
    kind: definition.kind,
    title: definition.title,
    fileName: definition.fileName,
    sheetName: definition.sheetName,
    columns: columns.map(({ key, header, required, type, example, note, codes }) => ({
      key,
      header,
      required,
      type,
      ...exampleWithNote(example, note),
      ...(codes ? { codeSheet: codes.sheet } : {}),
    })),
    codeSheets: [...codeSheets.values()],
  };
}
