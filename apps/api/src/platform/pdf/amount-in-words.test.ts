import { describe, expect, it } from 'vitest';
import { pesosInWords } from './amount-in-words.ts';

describe('pesosInWords (RAE: apocope of "uno", "mil" without "un", "de" after a round million)', () => {
  it.each([
    ['0', 'CERO PESOS M/CTE'],
    ['1', 'UN PESO M/CTE'],
    ['21', 'VEINTIÚN PESOS M/CTE'],
    ['31', 'TREINTA Y UN PESOS M/CTE'],
    ['100', 'CIEN PESOS M/CTE'],
    ['101', 'CIENTO UN PESOS M/CTE'],
    ['1000', 'MIL PESOS M/CTE'],
    ['21000', 'VEINTIÚN MIL PESOS M/CTE'],
    ['101000', 'CIENTO UN MIL PESOS M/CTE'],
    ['249095', 'DOSCIENTOS CUARENTA Y NUEVE MIL NOVENTA Y CINCO PESOS M/CTE'],
    // The 2026 minimum wage (Decreto 1469 de 2025, same value in Decreto 0159 de 2026).
    ['1750905', 'UN MILLÓN SETECIENTOS CINCUENTA MIL NOVECIENTOS CINCO PESOS M/CTE'],
    ['1000000', 'UN MILLÓN DE PESOS M/CTE'],
    // A service invoice: 1.000.000 plus 19 % VAT; 104.000 plus VAT (decision 0334).
    ['1190000', 'UN MILLÓN CIENTO NOVENTA MIL PESOS M/CTE'],
    ['123760', 'CIENTO VEINTITRÉS MIL SETECIENTOS SESENTA PESOS M/CTE'],
    ['2000000.00', 'DOS MILLONES DE PESOS M/CTE'],
    ['21500000', 'VEINTIÚN MILLONES QUINIENTOS MIL PESOS M/CTE'],
    ['1001000000', 'MIL UN MILLONES DE PESOS M/CTE'],
    ['345678.5', 'TRESCIENTOS CUARENTA Y CINCO MIL SEISCIENTOS SETENTA Y OCHO PESOS CON 50/100 M/CTE'],
  ])('%s → %s', (amount, words) => {
    expect(pesosInWords(amount)).toBe(words);
  });

  it('refuses what is not a peso amount', () => {
    expect(() => pesosInWords('-5')).toThrow();
    expect(() => pesosInWords('1e6')).toThrow();
  });
});
