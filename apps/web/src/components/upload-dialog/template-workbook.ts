import { type ColInfo, utils, type WorkBook, write } from '@e965/xlsx';
import type { TBulkTemplate } from '@quincena/contracts/bulk-loads';
import { UPLOAD_DIALOG_TEXTS as T } from './upload-texts.ts';

/** The header the fill sheet shows: required columns are starred (spec 01 §2.6 report forms use the same mark). */
export const headerText = (column: { header: string; required: boolean }) =>
  column.required ? `${column.header} *` : column.header;

const widths = (rows: readonly (readonly string[])[]): ColInfo[] => {
  const count = Math.max(...rows.map((row) => row.length));
  return Array.from({ length: count }, (_, index) => ({
    wch: Math.min(60, Math.max(10, ...rows.map((row) => (row[index] ?? '').length + 2))),
  }));
};

function sheetOf(rows: string[][]) {
  const sheet = utils.aoa_to_sheet(rows);
  sheet['!cols'] = widths(rows);
  return sheet;
}

/**
 * The template workbook, built in the browser from the server's definition: the sheet to fill
 * (headers only), the instructions (one row per
 * column: required, format, example, note), an example row, and one sheet of valid codes per
 * coded column.
 */
export function buildTemplateWorkbook(template: TBulkTemplate): WorkBook {
  const workbook = utils.book_new();
  const headers = template.columns.map(headerText);
  const fill = sheetOf([headers]);
  utils.book_append_sheet(workbook, fill, template.sheetName);

  const instructions = [
    [...T.instructionsHeaders],
    ...template.columns.map((column) => [
      headerText(column),
      column.required ? T.yes : T.no,
      column.codeSheet ? `${T.types.CODE} "${column.codeSheet}"` : T.types[column.type],
      column.example,
      column.note ?? '',
    ]),
  ];
  utils.book_append_sheet(workbook, sheetOf(instructions), T.instructionsSheet);
  utils.book_append_sheet(
    workbook,
    sheetOf([headers, template.columns.map((column) => column.example)]),
    T.exampleSheet,
  );
  for (const codeSheet of template.codeSheets) {
    const rows = [[...T.codeHeaders], ...codeSheet.options.map((option) => [option.code, option.name])];
    utils.book_append_sheet(workbook, sheetOf(rows), codeSheet.name);
  }
  return workbook;
}

export function templateBytes(workbook: WorkBook): Uint8Array<ArrayBuffer> {
  const buffer: ArrayBuffer = write(workbook, { bookType: 'xlsx', type: 'array', compression: true });
  return new Uint8Array(buffer);
}
