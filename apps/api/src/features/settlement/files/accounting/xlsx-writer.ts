import { strToU8, zipSync } from 'fflate';
import type { Cell } from './layouts.ts';

/**
 * A one-sheet xlsx written directly (ECMA-376 SpreadsheetML): inline strings, numbers, empty cells
 * left out. An accounting month is some 300,000 lines of 27 columns; building that through a
 * general spreadsheet model took a minute and a gigabyte, this takes seconds (decision 0302).
 */

const escapeXml = (text: string) =>
  text
    .replace(/[<>&"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[char] as string)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: XML 1.0 forbids these characters; this regex removes them.
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, ' ');

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
  const sheet = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${body.join('')}</sheetData></worksheet>`;
  const files = {
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    ),
    'xl/workbook.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
    'xl/worksheets/sheet1.xml': strToU8(sheet),
  };
  return zipSync(files, { level: 6 });
}
