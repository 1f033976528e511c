import { read, utils, write } from '@e965/xlsx';
import type { TBulkTemplate } from '@quincena/contracts/bulk-loads';
import { describe, expect, it } from 'vitest';
import { isExcelFileName, readUploadRows, serialToSheetDate, TooManyRowsError } from './read-upload.ts';
import { buildTemplateWorkbook, templateBytes } from './template-workbook.ts';

const template: TBulkTemplate = {
  kind: 'salary-history',
  title: 'Cargue histórico de salarios',
  fileName: 'PlantillaCargueSalarios',
  sheetName: 'Salarios',
  columns: [
    { key: 'contract', header: 'Contrato', required: true, type: 'TEXT', example: '15' },
    { key: 'start', header: 'Fecha inicio', required: true, type: 'DATE', example: '01/02/2026' },
    { key: 'amount', header: 'Salario', required: true, type: 'NUMBER', example: '1750905' },
    { key: 'type', header: 'Tipo', required: false, type: 'CODE', example: '1', codeSheet: 'Tipos' },
  ],
  codeSheets: [{ name: 'Tipos', options: [{ code: '1', name: 'Ordinario' }] }],
};

function workbookBytes(bookType: 'xlsx' | 'biff8'): ArrayBuffer {
  const sheet = utils.aoa_to_sheet(
    [
      ['Contrato *', 'Fecha inicio *', 'Salario *', 'Tipo'],
      ['15', new Date(Date.UTC(2026, 1, 1)), 1750905.5, ''],
      [],
      [16, '28/02/2026', 2000000, '1'],
    ],
    { cellDates: true },
  );
  const workbook = utils.book_new();
  utils.book_append_sheet(workbook, utils.aoa_to_sheet([['otra hoja']]), 'Notas');
  utils.book_append_sheet(workbook, sheet, 'Salarios');
  return write(workbook, { bookType, type: 'array' }) as ArrayBuffer;
}

describe('readUploadRows', () => {
  it.each(['xlsx', 'biff8'] as const)(
    'reads the fill sheet of an %s file: header dropped, blank rows skipped, dates dd/mm/yyyy, empty cells *',
    (bookType) => {
      expect(readUploadRows(workbookBytes(bookType), template)).toEqual([
        { position: 2, cells: ['15', '01/02/2026', '1750905.5', '*'] },
        { position: 4, cells: ['16', '28/02/2026', '2000000', '1'] },
      ]);
    },
  );

  it('reads an Excel serial as its calendar day in any time zone', () => {
    expect(serialToSheetDate(46054)).toBe('01/02/2026');
    expect(serialToSheetDate(45351)).toBe('29/02/2024');
  });

  it('accepts only xlsx and xls names', () => {
    expect(isExcelFileName('empleados.XLSX')).toBe(true);
    expect(isExcelFileName('empleados.xls')).toBe(true);
    expect(isExcelFileName('empleados.csv')).toBe(false);
    expect(isExcelFileName('empleados.xlsx.exe')).toBe(false);
  });
});

describe('buildTemplateWorkbook', () => {
  it('writes the fill sheet, the instructions, the example row and the code sheets', () => {
    const workbook = read(templateBytes(buildTemplateWorkbook(template)), { type: 'array' });
    expect(workbook.SheetNames).toEqual(['Salarios', 'Instrucciones', 'Ejemplo', 'Tipos']);
    const rows = (name: string) => utils.sheet_to_json(workbook.Sheets[name]!, { header: 1, defval: '' });
    expect(rows('Salarios')).toEqual([['Contrato *', 'Fecha inicio *', 'Salario *', 'Tipo']]);
    expect(rows('Ejemplo')[1]).toEqual(['15', '01/02/2026', '1750905', '1']);
    expect(rows('Instrucciones')[4]).toEqual(['Tipo', 'No', 'Código de la hoja "Tipos"', '1', '']);
    expect(rows('Tipos')).toEqual([
      ['Código', 'Nombre'],
      ['1', 'Ordinario'],
    ]);
  });

  it('reads back nothing from an untouched template', () => {
    const bytes = templateBytes(buildTemplateWorkbook(template));
    expect(readUploadRows(bytes.buffer, template)).toEqual([]);
  });
});

describe('row limit', () => {
  it('refuses a sheet with more data rows than a load accepts, and reads one at the limit', () => {
    const build = (count: number) => {
      const rows: unknown[][] = [['Contrato', 'Fecha inicio', 'Salario', 'Tipo']];
      for (let index = 0; index < count; index++) rows.push([String(index + 1), '01/02/2026', 1000, '1']);
      const workbook = utils.book_new();
      utils.book_append_sheet(workbook, utils.aoa_to_sheet(rows), 'Salarios');
      return write(workbook, { bookType: 'xlsx', type: 'array' }) as ArrayBuffer;
    };
    expect(() => readUploadRows(build(10_001), template)).toThrow(TooManyRowsError);
    expect(() => readUploadRows(build(10_001), template)).toThrow(
      'El archivo admite como máximo 10000 filas',
    );
    expect(readUploadRows(build(10_000), template)).toHaveLength(10_000);
  });
});
