import { describe, expect, it } from 'vitest';
import type { BulkColumnSpec } from './bulk-column.ts';
import { parseSheetDate, parseSheetNumber, readRowCells } from './read-cells.ts';

const columns: BulkColumnSpec[] = [
  { key: 'name', header: 'Nombre', required: true, type: 'TEXT', example: 'Ana', maxLength: 5 },
  { key: 'start', header: 'Fecha inicio', required: true, type: 'DATE', example: '01/02/2026' },
  { key: 'salary', header: 'Salario', required: false, type: 'NUMBER', example: '1750905' },
  {
    key: 'bank',
    header: 'Banco',
    required: false,
    type: 'CODE',
    example: '1007',
    codes: { sheet: 'Bancos', options: [{ code: '1007', name: 'Bancolombia' }] },
  },
  { key: 'email', header: 'Correo', required: false, type: 'EMAIL', example: 'a@b.co' },
  { key: 'password', header: 'Contraseña', required: false, type: 'PASSWORD', example: 'x' },
];

describe('parseSheetDate', () => {
  it.each([
    ['01/02/2026', '2026-02-01'],
    ['1/2/2026', '2026-02-01'],
    ['29/02/2024', '2024-02-29'],
    ['29/02/2026', null],
    ['2026-02-01', null],
    ['31/04/2026', null],
  ])('%s → %s', (text, iso) => expect(parseSheetDate(text)).toBe(iso));
});

describe('parseSheetNumber', () => {
  it.each([
    ['1750905', '1750905'],
    ['1750905,5', '1750905.5'],
    [' 2 500 000 ', '2500000'],
    ['1.750.905', null],
    ['$1750905', null],
  ])('%s → %s', (text, value) => expect(parseSheetNumber(text)).toBe(value));
});

describe('readRowCells', () => {
  it('reads a good row: "*" is empty, codes match by code even as "code - name", e-mails lower-cased', () => {
    expect(
      readRowCells(columns, {
        position: 2,
        cells: [' Ana ', '01/02/2026', '*', '1007 - Bancolombia', 'A@B.CO', ' s3 '],
      }),
    ).toEqual({
      values: {
        name: 'Ana',
        start: '2026-02-01',
        salary: null,
        bank: '1007',
        email: 'a@b.co',
        password: ' s3 ',
      },
      errors: [],
    });
  });

  it('reports every problem of the row, with its column header', () => {
    const read = readRowCells(columns, {
      position: 7,
      cells: ['*', '31/02/2026', 'mil', '9999', 'sin-arroba', '*', '*', 'sobra'],
    });
    expect(read.errors).toEqual([
      { row: 7, column: 'Nombre', message: 'Campo obligatorio' },
      { row: 7, column: 'Fecha inicio', message: 'Fecha no válida; use el formato dd/mm/aaaa' },
      { row: 7, column: 'Salario', message: 'Debe ser un número' },
      { row: 7, column: 'Banco', message: 'Código no válido; consulte la hoja de códigos de la plantilla' },
      { row: 7, column: 'Correo', message: 'Correo no válido' },
      { row: 7, column: null, message: 'La fila tiene más celdas que columnas la plantilla' },
    ]);
  });

  it('treats missing trailing cells as empty and enforces the longest text', () => {
    expect(readRowCells(columns, { position: 3, cells: ['Andrés', '01/02/2026'] }).errors).toEqual([
      { row: 3, column: 'Nombre', message: 'Admite como máximo 5 caracteres' },
    ]);
  });
});
