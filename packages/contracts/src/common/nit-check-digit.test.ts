import { describe, expect, it } from 'vitest';
import { computeNitCheckDigit, isNitCheckDigitValid } from './nit-check-digit.ts';

describe('computeNitCheckDigit (DIAN modulo 11)', () => {
  // Published NIT-DV pairs from the RUT of each entity: DIAN 800197268-4, Davivienda 860034313-7,
  // Bancolombia 890903938-8, SENA 899999034-1, ICBF 899999239-2, Colpensiones 900336004-7,
  // Aliansalud 830113831-0 (remainder 0).
  it.each([
    ['800197268', 4],
    ['860034313', 7],
    ['890903938', 8],
    ['899999034', 1],
    ['899999239', 2],
    ['900336004', 7],
    ['830113831', 0],
  ])('NIT %s has check digit %i', (nit, digit) => {
    expect(computeNitCheckDigit(nit)).toBe(digit);
  });

  it('answers null for anything but 1 to 15 digits', () => {
    expect(computeNitCheckDigit('800.197.268')).toBeNull();
    expect(computeNitCheckDigit('')).toBeNull();
    expect(computeNitCheckDigit('1234567890123456')).toBeNull();
  });

  it('checks a given digit', () => {
    expect(isNitCheckDigitValid('800197268', '4')).toBe(true);
    expect(isNitCheckDigitValid('800197268', 4)).toBe(true);
    expect(isNitCheckDigitValid('800197268', '5')).toBe(false);
    expect(isNitCheckDigitValid('800197268', '')).toBe(false);
    expect(isNitCheckDigitValid('80019726A', '4')).toBe(false);
  });
});
