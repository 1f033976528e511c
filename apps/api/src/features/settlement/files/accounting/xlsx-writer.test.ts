import { read, utils } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { writeXlsx, XlsxSheetStream } from './xlsx-writer.ts';

describe('the direct xlsx writer', () => {
  it('writes a workbook another reader opens with the same texts, numbers and gaps', () => {
    const bytes = writeXlsx('Hoja1', [
      ['Cuenta', 'Débito', '', 'Descripción'],
      ['510506', 1_234_567.5, '', 'Salario <básico> & "extra"\u0001'],
      [],
      ['250505', 0, 'C', ''],
    ]);
    const workbook = read(bytes, { type: 'array' });
    expect(workbook.SheetNames).toEqual(['Hoja1']);
    const rows = utils.sheet_to_json<unknown[]>(workbook.Sheets.Hoja1 ?? {}, {
      header: 1,
      blankrows: true,
      defval: '',
    });
    expect(rows).toEqual([
      ['Cuenta', 'Débito', '', 'Descripción'],
      ['510506', 1_234_567.5, '', 'Salario <básico> & "extra" '],
      ['', '', '', ''],
      ['250505', 0, 'C', ''],
    ]);
  });

  it('names columns past Z as a spreadsheet does (AA after Z)', () => {
    const row = Array.from({ length: 28 }, (_, index) => index + 1);
    const sheet = read(writeXlsx('Hoja1', [row]), { type: 'array' }).Sheets.Hoja1 ?? {};
    expect(sheet.Z1?.v).toBe(26);
    expect(sheet.AA1?.v).toBe(27);
    expect(sheet.AB1?.v).toBe(28);
  });

  it('writes the same sheet row by row, in chunks, as it does at once', () => {
    const rows = Array.from({ length: 20_000 }, (_, index) => [
      `Cuenta ${index} <ñ>`,
      index * 1.5,
      '',
      index % 3 === 0 ? 'C' : 'D',
    ]);
    const stream = new XlsxSheetStream('Hoja1');
    const chunks: Uint8Array[] = [];
    for (const row of rows) {
      stream.addRow(row);
      chunks.push(...stream.take());
    }
    stream.end();
    chunks.push(...stream.take());
    // The sheet was compressed as it went, not only at the end.
    expect(chunks.length).toBeGreaterThan(2);
    const bytes = Buffer.concat(chunks);
    const read_ = (data: Uint8Array) =>
      utils.sheet_to_json<unknown[]>(read(data, { type: 'array' }).Sheets.Hoja1 ?? {}, {
        header: 1,
        blankrows: true,
        defval: '',
      });
    expect(read(bytes, { type: 'array' }).SheetNames).toEqual(['Hoja1']);
    expect(read_(bytes)).toEqual(read_(writeXlsx('Hoja1', rows)));
  });
});
