import { describe, expect, it } from 'vitest';
import { isValidNitCheckDigit, nitCheckDigit } from './nit-check-digit.ts';

describe('nitCheckDigit', () => {
  // Published NIT-DV pairs: DIAN, Davivienda, Bancolombia, SENA, ICBF, Colpensiones, and the worked example
  // 800191045-1 used in the usual explanations of the algorithm.
  it.each([
    ['800197268', 4],
    ['860034313', 7],
    ['890903938', 8],
    ['899999034', 1],
    ['899999239', 2],
    ['900336004', 7],
    ['800191045', 1],
  ])('NIT %s has check digit %i', (nit, digit) => {
    expect(nitCheckDigit(nit)).toBe(digit);
  });

  it('gives 0 and 1 as the remainder itself', () => {
    // 830113831: remainder 0 → DV 0 (Aliansalud); 3: 3 × 3 = 9 → 11 − 9 = 2; 4: 12 % 11 = 1 → 1.
    expect(nitCheckDigit('830113831')).toBe(0);
    expect(nitCheckDigit('3')).toBe(2);
    expect(nitCheckDigit('4')).toBe(1);
  });

  it('refuses non-digits, empty values and more than 15 digits', () => {
    expect(() => nitCheckDigit('800.197.268')).toThrow(RangeError);
    expect(() => nitCheckDigit('')).toThrow(RangeError);
    expect(() => nitCheckDigit('1234567890123456')).toThrow(RangeError);
  });
});

describe('isValidNitCheckDigit', () => {
  it('accepts the right digit and refuses a wrong or malformed one', () => {
    expect(isValidNitCheckDigit('800197268', '4')).toBe(true);
    expect(isValidNitCheckDigit('800197268', 4)).toBe(true);
    expect(isValidNitCheckDigit('800197268', '5')).toBe(false);
    expect(isValidNitCheckDigit('800197268', '44')).toBe(false);
    expect(isValidNitCheckDigit('80019726A', '4')).toBe(false);
  });
});
