import { type CellObject, read, SSF, utils, type WorkSheet } from '@e965/xlsx';
import {
  BULK_LIMITS,
  BULK_MESSAGES,
  EMPTY_CELL,
  type TBulkRow,
  type TBulkTemplate,
} from '@quincena/contracts/bulk-loads';

const pad = (value: number) => String(value).padStart(2, '0');

/** dd/mm/yyyy of an Excel serial day, read from the serial itself so no time zone can shift it. */
export function serialToSheetDate(serial: number): string {
  const parts = SSF.parse_date_code(serial) as { y: number; m: number; d: number };
  return `${pad(parts.d)}/${pad(parts.m)}/${parts.y}`;
}

function cellText(cell: CellObject | undefined, isDateColumn: boolean): string {
  if (!cell || cell.v === undefined || cell.v === null) return EMPTY_CELL;
  if (cell.t === 'd' && cell.v instanceof Date) {
    const date = cell.v;
    return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
  }
  if (cell.t === 'n' && typeof cell.v === 'number') {
    const looksLikeDate = isDateColumn || (typeof cell.z === 'string' && SSF.is_date(cell.z));
    // A number in a date column is a serial day; elsewhere the raw value, never its formatted text
    // (a formatted "1.750.905" would lose its meaning).
    return looksLikeDate ? serialToSheetDate(cell.v) : String(cell.v);
  }
  if (cell.t === 'b') return cell.v ? 'SI' : 'NO';
  const text = String(cell.v).slice(0, BULK_LIMITS.cellText);
  return text.trim() === '' ? EMPTY_CELL : text;
}

/** The sheet named like the template's fill sheet, or the first one. */
function fillSheet(
  sheets: Record<string, WorkSheet>,
  names: readonly string[],
  wanted: string,
): WorkSheet | undefined {
  const name = names.find((candidate) => candidate.trim().toLowerCase() === wanted.toLowerCase()) ?? names[0];
  return name ? sheets[name] : undefined;
}

/** A workbook larger than this is refused before it is read (decision 0175). */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;

/** Raised when the fill sheet has more data rows than a load accepts; carries the Spanish message. */
export class TooManyRowsError extends Error {
  constructor() {
    super(BULK_MESSAGES.tooManyRows(BULK_LIMITS.rows));
    this.name = 'TooManyRowsError';
  }
}

/**
 * Reads an xlsx or xls upload in the browser (spec 01 §3 bulk upload): the first row is the
 * header and is dropped, blank rows are skipped, every empty cell becomes '*' and every date
 * dd/mm/yyyy. Each row keeps its spreadsheet row number so errors point at the right line.
 */
export function readUploadRows(
  bytes: ArrayBuffer,
  template: Pick<TBulkTemplate, 'sheetName' | 'columns'>,
): TBulkRow[] {
  // A Uint8Array view reads the same in every realm (the browser, a worker, jsdom).
  const workbook = read(new Uint8Array(bytes), {
    type: 'array',
    cellDates: false,
    cellNF: true,
    cellText: false,
    // Bounded work: SheetJS stops reading a sheet past the header, the limit and one row more.
    sheetRows: BULK_LIMITS.rows + 2,
  });
  const sheet = fillSheet(workbook.Sheets, workbook.SheetNames, template.sheetName);
  if (!sheet?.['!ref']) return [];
  const range = utils.decode_range(sheet['!ref']);
  const lastColumn = Math.min(range.e.c, BULK_LIMITS.cellsPerRow - 1);
  const rows: TBulkRow[] = [];
  for (let r = Math.max(range.s.r, 1); r <= range.e.r; r++) {
    const cells: string[] = [];
    for (let c = 0; c <= lastColumn; c++) {
      const isDate = template.columns[c]?.type === 'DATE';
      cells.push(cellText(sheet[utils.encode_cell({ r, c })] as CellObject | undefined, isDate));
    }
    while (cells.length > template.columns.length && cells[cells.length - 1] === EMPTY_CELL) cells.pop();
    if (cells.every((cell) => cell === EMPTY_CELL)) continue;
    rows.push({ position: r + 1, cells });
    if (rows.length > BULK_LIMITS.rows) throw new TooManyRowsError();
  }
  return rows;
}

/** The bytes of a chosen file, through FileReader (available in every browser and in jsdom). */
export function readFileBytes(file: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('file could not be read'));
    reader.readAsArrayBuffer(file);
  });
}

/** Only Excel workbooks are accepted (spec 01 §5: "Bulk uploads accept xlsx or xls only"). */
export function isExcelFileName(name: string): boolean {
  return /\.xlsx?$/i.test(name);
}
