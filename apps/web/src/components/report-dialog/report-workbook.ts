import { type CellObject, type ColInfo, utils, type WorkBook, type WorkSheet, write } from '@e965/xlsx';
import type {
  TReportCell,
  TReportColumnType,
  TReportResult,
  TReportSheet,
} from '@quincena/contracts/reports';

/**
 * The downloaded report, built in the browser (ARCHITECTURE.md §1 spreadsheets; spec 02 shared
 * section: one sheet per result sheet). Numbers stay numbers and dates become Excel dates, so the
 * user can add up and sort what they download.
 */

/** Excel counts days from 1899-12-30 (ECMA-376 Part 1, SpreadsheetML serial dates, 1900 date system). */
const EXCEL_EPOCH_UTC = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

export const DATE_NUMBER_FORMAT = 'dd-mm-yyyy';
export const WHOLE_PESOS_FORMAT = '"$"#,##0';
export const PESOS_WITH_CENTS_FORMAT = '"$"#,##0.00';

const MAX_COLUMN_WIDTH = 60;

/** The Excel serial of a yyyy-mm-dd day (valid from 1900-03-01, far before any payroll date). */
export function excelDateSerial(isoDay: string): number {
  const [year, month, day] = isoDay.split('-').map(Number);
  return (Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1) - EXCEL_EPOCH_UTC) / DAY_MS;
}

/** Whole pesos show without decimals; a column holding any centavo shows two decimals everywhere. */
function moneyFormat(sheet: TReportSheet, column: number): string {
  const hasCents = sheet.rows.some((row) => {
    const cell = row[column];
    return typeof cell === 'number' && !Number.isInteger(cell);
  });
  return hasCents ? PESOS_WITH_CENTS_FORMAT : WHOLE_PESOS_FORMAT;
}

function toCell(
  value: TReportCell,
  type: TReportColumnType,
  format: string | undefined,
): CellObject | undefined {
  if (value === null) return undefined;
  if (typeof value === 'number') return format ? { t: 'n', v: value, z: format } : { t: 'n', v: value };
  if (type === 'date') return { t: 'n', v: excelDateSerial(value), z: DATE_NUMBER_FORMAT };
  return { t: 's', v: value };
}

function shownLength(value: TReportCell, type: TReportColumnType): number {
  if (value === null) return 0;
  if (type === 'date') return DATE_NUMBER_FORMAT.length;
  // A formatted amount adds the sign, thousands separators and cents.
  return typeof value === 'number' ? String(Math.trunc(value)).length * 1.4 + 4 : value.length;
}

function toWorksheet(sheet: TReportSheet): WorkSheet {
  const types = sheet.headers.map((_, column) => sheet.columnTypes?.[column] ?? 'text');
  const formats = types.map((type, column) => (type === 'money' ? moneyFormat(sheet, column) : undefined));
  const worksheet: WorkSheet = {};
  sheet.headers.forEach((header, column) => {
    worksheet[utils.encode_cell({ r: 0, c: column })] = { t: 's', v: header };
  });
  const widths = sheet.headers.map((header) => header.length);
  sheet.rows.forEach((row, rowIndex) => {
    row.forEach((value, column) => {
      const type = types[column] ?? 'text';
      const cell = toCell(value, type, formats[column]);
      if (cell) worksheet[utils.encode_cell({ r: rowIndex + 1, c: column })] = cell;
      widths[column] = Math.max(widths[column] ?? 0, shownLength(value, type));
    });
  });
  worksheet['!ref'] = utils.encode_range({
    s: { r: 0, c: 0 },
    e: { r: sheet.rows.length, c: sheet.headers.length - 1 },
  });
  worksheet['!cols'] = widths.map(
    (width): ColInfo => ({ wch: Math.min(Math.ceil(width) + 2, MAX_COLUMN_WIDTH) }),
  );
  return worksheet;
}

export function buildReportWorkbook(result: TReportResult): WorkBook {
  const workbook = utils.book_new();
  for (const sheet of result.sheets) utils.book_append_sheet(workbook, toWorksheet(sheet), sheet.name);
  return workbook;
}

export function workbookBytes(workbook: WorkBook): Uint8Array<ArrayBuffer> {
  const buffer: ArrayBuffer = write(workbook, { bookType: 'xlsx', type: 'array', compression: true });
  return new Uint8Array(buffer);
}
