import { strToU8, Zip, ZipDeflate, zipSync } from 'fflate';
import type { Cell } from './layouts.ts';

/**
 * A one-sheet xlsx written directly (ECMA-376 SpreadsheetML): inline strings, numbers, empty cells
 * left out. An accounting month is some 300,000 lines of 27 columns; building that through a
 * general spreadsheet model took a minute and a gigabyte, this takes seconds (decision 0302).
 * `XlsxSheetStream` writes the same workbook row by row, so a month's file is never whole in
 * memory (decision 0323).
 */

const escapeXml = (text: string) =>
  text
    .replace(/[<>&"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[char] as string)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: XML 1.0 forbids these characters; this regex removes them.
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, ' ');

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const SHEET_OPEN = `${XML_HEAD}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>`;
const SHEET_CLOSE = '</sheetData></worksheet>';

/** The workbook's parts other than the sheet itself. */
function packageParts(sheetName: string): Record<string, string> {
  return {
    '[Content_Types].xml': `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    '_rels/.rels': `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `${XML_HEAD}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
  };
}

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function rowXml(cells: readonly Cell[], rowNumber: number, columns: readonly string[]): string {
  let xml = `<row r="${rowNumber}">`;
  cells.forEach((cell, index) => {
    if (cell === '') return;
    const ref = `${columns[index]}${rowNumber}`;
    xml +=
      typeof cell === 'number'
        ? `<c r="${ref}"><v>${cell}</v></c>`
        : `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(cell)}</t></is></c>`;
  });
  return `${xml}</row>`;
}

export function writeXlsx(sheetName: string, rows: readonly (readonly Cell[])[]): Uint8Array {
  const width = rows.reduce((max, row) => Math.max(max, row.length), 1);
  const columns = Array.from({ length: width }, (_, index) => columnName(index));
  const body: string[] = [];
  rows.forEach((row, index) => {
    body.push(rowXml(row, index + 1, columns));
  });
  const files: Record<string, Uint8Array> = {};
  for (const [name, xml] of Object.entries(packageParts(sheetName))) files[name] = strToU8(xml);
  files['xl/worksheets/sheet1.xml'] = strToU8(`${SHEET_OPEN}${body.join('')}${SHEET_CLOSE}`);
  return zipSync(files, { level: 6 });
}

/** Sheet text gathered before it is compressed: large enough for deflate, small beside a month. */
const PUSH_CHARS = 256 * 1024;

/**
 * The same one-sheet workbook written row by row: `addRow` appends to the sheet, the zip is
 * compressed as it goes, and `take` hands over the bytes made so far for the caller to write out.
 * Memory stays at a few hundred kilobytes whatever the number of rows (decision 0323).
 */
export class XlsxSheetStream {
  private readonly zip: Zip;
  private readonly sheet: ZipDeflate;
  private readonly columns: string[] = [];
  private chunks: Uint8Array[] = [];
  private pending = '';
  private rowNumber = 0;
  private failure: Error | null = null;

  constructor(sheetName: string) {
    this.zip = new Zip((error, chunk) => {
      if (error) this.failure = error;
      else this.chunks.push(chunk);
    });
    for (const [name, xml] of Object.entries(packageParts(sheetName))) {
      const part = new ZipDeflate(name, { level: 6 });
      this.zip.add(part);
      part.push(strToU8(xml), true);
    }
    this.sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
    this.zip.add(this.sheet);
    this.pending = SHEET_OPEN;
  }

  private columnsFor(width: number): string[] {
    while (this.columns.length < width) this.columns.push(columnName(this.columns.length));
    return this.columns;
  }

  addRow(cells: readonly Cell[]): void {
    this.rowNumber += 1;
    this.pending += rowXml(cells, this.rowNumber, this.columnsFor(cells.length));
    if (this.pending.length >= PUSH_CHARS) {
      this.sheet.push(strToU8(this.pending));
      this.pending = '';
    }
  }

  /** Closes the sheet and the zip; the last bytes are then in `take()`. */
  end(): void {
    this.sheet.push(strToU8(`${this.pending}${SHEET_CLOSE}`), true);
    this.pending = '';
    this.zip.end();
  }

  /** The zip bytes produced since the last call. */
  take(): Uint8Array[] {
    if (this.failure) throw this.failure;
    const chunks = this.chunks;
    this.chunks = [];
    return chunks;
  }
}
