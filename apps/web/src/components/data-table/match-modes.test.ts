import { FilterMatchMode } from 'primereact/api';
import { describe, expect, it } from 'vitest';
import { cellMatches, normalizeForSearch, TEXT_MATCH_MODES } from './match-modes.ts';

describe('TEXT_MATCH_MODES (spec 01 §2.16)', () => {
  it('offers exactly the six modes, in the spec order, labelled in Spanish', () => {
    expect(TEXT_MATCH_MODES.map((mode) => [mode.value, mode.label])).toEqual([
      ['startsWith', 'COMIENZA CON'],
      ['contains', 'CONTIENE'],
      ['notContains', 'NO CONTIENE'],
      ['endsWith', 'TERMINA CON'],
      ['equals', 'IGUAL A'],
      ['notEquals', 'DIFERENTE A'],
    ]);
  });
});

describe('cellMatches', () => {
  const name = ['María José Peña'];

  it('COMIENZA CON', () => {
    expect(cellMatches(name, 'maria', FilterMatchMode.STARTS_WITH)).toBe(true);
    expect(cellMatches(name, 'jose', FilterMatchMode.STARTS_WITH)).toBe(false);
  });

  it('CONTIENE', () => {
    expect(cellMatches(name, 'JOSÉ', FilterMatchMode.CONTAINS)).toBe(true);
    expect(cellMatches(name, 'pedro', FilterMatchMode.CONTAINS)).toBe(false);
  });

  it('NO CONTIENE', () => {
    expect(cellMatches(name, 'pedro', FilterMatchMode.NOT_CONTAINS)).toBe(true);
    expect(cellMatches(name, 'pena', FilterMatchMode.NOT_CONTAINS)).toBe(false);
  });

  it('TERMINA CON', () => {
    expect(cellMatches(name, 'peña', FilterMatchMode.ENDS_WITH)).toBe(true);
    expect(cellMatches(name, 'maria', FilterMatchMode.ENDS_WITH)).toBe(false);
  });

  it('IGUAL A', () => {
    expect(cellMatches(name, ' maria jose pena ', FilterMatchMode.EQUALS)).toBe(true);
    expect(cellMatches(name, 'maria jose', FilterMatchMode.EQUALS)).toBe(false);
  });

  it('DIFERENTE A', () => {
    expect(cellMatches(name, 'maria jose', FilterMatchMode.NOT_EQUALS)).toBe(true);
    expect(cellMatches(name, 'MARÍA JOSÉ PEÑA', FilterMatchMode.NOT_EQUALS)).toBe(false);
  });

  it('matches any of the texts of a cell and lets every row through an empty filter', () => {
    const salary = ['$\u00a02.500.000', '2500000'];
    expect(cellMatches(salary, '2500000', FilterMatchMode.EQUALS)).toBe(true);
    expect(cellMatches(salary, '$ 2.500.000', FilterMatchMode.EQUALS)).toBe(true);
    expect(cellMatches(salary, '2500000', FilterMatchMode.NOT_EQUALS)).toBe(false);
    expect(cellMatches(salary, '   ', FilterMatchMode.NOT_EQUALS)).toBe(true);
  });

  it('an empty cell contains nothing, so only the negative modes keep it', () => {
    expect(cellMatches([''], 'a', FilterMatchMode.CONTAINS)).toBe(false);
    expect(cellMatches([''], 'a', FilterMatchMode.NOT_CONTAINS)).toBe(true);
    expect(cellMatches([''], 'a', FilterMatchMode.NOT_EQUALS)).toBe(true);
  });
});

describe('normalizeForSearch', () => {
  it('drops case, accents and repeated spaces, including the no-break space of Intl', () => {
    expect(normalizeForSearch('  Ñoño\u00a0 ÁLVAREZ ')).toBe('nono alvarez');
  });
});
