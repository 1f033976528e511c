import * as XLSX from '@e965/xlsx';
import type { TAccountingFileFormat } from '@quincena/contracts/settlement';
import type { Cell, Layout, ReadLine, VoucherLine } from './layouts.ts';
import { XlsxSheetStream } from './xlsx-writer.ts';

/**
 * Writes a layout as XLS (an xlsx workbook, sheet Hoja1, written by xlsx-writer.ts), TXT (tab-separated) or CSV (semicolon),
 * the text ones with CRLF line ends (spec 02 §9) and a UTF-8 byte-order mark so Excel and the import
 * tools read the accents of the headers. Reads them back for the round-trip check (decision 0302).
 * Files are written a chunk of lines at a time, never whole in memory (decision 0323).
 */

export const SHEET = 'Hoja1';
const BOM = '\uFEFF';
const SEPARATOR: Record<'TXT' | 'CSV', string> = { TXT: '\t', CSV: ';' };

export const EXTENSION: Record<TAccountingFileFormat, string> = { XLS: 'xlsx', TXT: 'txt', CSV: 'csv' };
export const CONTENT_TYPE: Record<TAccountingFileFormat, string> = {
  XLS: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  TXT: 'text/plain; charset=utf-8',
  CSV: 'text/csv; charset=utf-8',
};

/** A number in text: whole pesos without decimals, cents after a comma (es-CO). */
function textOf(cell: Cell): string {
  if (typeof cell === 'number')
    return Number.isInteger(cell) ? String(cell) : cell.toFixed(2).replace('.', ',');
  return cell;
}

function quoted(value: string, separator: string): string {
  const clean = value.replaceAll('\r', ' ').replaceAll('\n', ' ');
  if (separator === '\t') return clean.replaceAll('\t', ' ');
  return clean.includes(separator) || clean.includes('"') ? `"${clean.replaceAll('"', '""')}"` : clean;
}

/** Writes one file a chunk of voucher lines at a time; each call answers the bytes made so far. */
export interface AccountingFileWriter {
  write(lines: readonly VoucherLine[]): Uint8Array[];
  end(): Uint8Array[];
}

export function accountingFileWriter(layout: Layout, format: TAccountingFileFormat): AccountingFileWriter {
  if (format === 'XLS') {
    const sheet = new XlsxSheetStream(SHEET);
    let started = false;
    // Siigo Pyme's title rows read the first line (company, year), so the header waits for it.
    const start = (lines: readonly VoucherLine[]) => {
      if (started) return;
      started = true;
      for (const row of layout.titleRows?.(lines.slice(0, 1)) ?? []) sheet.addRow(row);
      sheet.addRow([...layout.header]);
    };
    return {
      write(lines) {
        if (lines.length === 0) return [];
        start(lines);
        for (const line of lines) sheet.addRow(layout.row(line));
        return sheet.take();
      },
      end() {
        start([]);
        sheet.end();
        return sheet.take();
      },
    };
  }
  const separator = SEPARATOR[format];
  const text = (cells: readonly Cell[]) =>
    `${cells.map((cell) => quoted(textOf(cell), separator)).join(separator)}\r\n`;
  const encoder = new TextEncoder();
  let head = `${BOM}${text(layout.header)}`;
  const take = (body: string) => {
    const chunk = encoder.encode(head + body);
    head = '';
    return chunk.length > 0 ? [chunk] : [];
  };
  return {
    write: (lines) => take(lines.map((line) => text(layout.row(line))).join('')),
    end: () => take(''),
  };
}

/** Splits one CSV line on the separator, honouring double quotes. */
function splitLine(line: string, separator: string): string[] {
  if (separator === '\t') return line.split('\t');
  const cells: string[] = [];
  let current = '';
  let inQuotes = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (inQuotes) {
      if (char === '"' && line[index + 1] === '"') {
        current += '"';
        index += 1;
      } else if (char === '"') inQuotes = false;
      else current += char;
    } else if (char === '"') inQuotes = true;
    else if (char === separator) {
      cells.push(current);
      current = '';
    } else current += char;
  }
  cells.push(current);
  return cells;
}

/** The data rows of a file this module wrote, read as the accounting software would. */
export function readAccountingFile(
  layout: Layout,
  format: TAccountingFileFormat,
  bytes: Uint8Array,
): ReadLine[] {
  let rows: string[][];
  if (format === 'XLS') {
    const workbook = XLSX.read(bytes, { type: 'array' });
    const sheet = workbook.Sheets[SHEET];
    if (!sheet) throw new Error('sheet Hoja1 missing');
    rows = XLSX.utils
      .sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, blankrows: true })
      .map((row) => Array.from(row, (cell) => (cell === undefined || cell === null ? '' : String(cell))));
  } else {
    const text = new TextDecoder().decode(bytes).replace(/^\uFEFF/, '');
    rows = text
      .split('\r\n')
      .filter((line) => line !== '')
      .map((line) => splitLine(line, SEPARATOR[format]));
  }
  const headerAt = rows.findIndex((row) => row[0] === layout.header[0]);
  if (headerAt < 0) throw new Error('header row missing');
  return rows.slice(headerAt + 1).map((row) => layout.read(row));
}
