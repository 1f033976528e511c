import { describe, expect, it } from 'vitest';
import { sheetOf } from './sheet.ts';

describe('sheetOf', () => {
  it('keeps each header with its type and its cell, row by row', () => {
    const sheet = sheetOf(
      'Nómina',
      [
        ['Nombre', 'text', (row: { name: string; net: number }) => row.name],
        ['Neto a pagar', 'money', (row) => row.net],
      ],
      [
        { name: 'Ana Gómez', net: 1423500 },
        { name: 'Luis Peña', net: 2000001 },
      ],
    );
    expect(sheet).toEqual({
      name: 'Nómina',
      headers: ['Nombre', 'Neto a pagar'],
      columnTypes: ['text', 'money'],
      rows: [
        ['Ana Gómez', 1423500],
        ['Luis Peña', 2000001],
      ],
    });
  });
});
