import { describe, expect, it } from 'vitest';
import { ceilToHundred, ceilToPeso, contribution, rate } from './rounding.ts';

describe('ceilToPeso', () => {
  it('rounds any fraction up to the next peso', () => {
    expect(ceilToPeso('875452.5')).toBe(875_453);
    expect(ceilToPeso('875452.000')).toBe(875_452);
    expect(ceilToPeso('875452.001')).toBe(875_453);
    expect(ceilToPeso('13231062.6')).toBe(13_231_063);
    expect(ceilToPeso(1_376_050)).toBe(1_376_050);
    expect(ceilToPeso('1e3')).toBe(1000);
  });
});

describe('contribution', () => {
  it('rounds IBC × rate up to the next multiple of 100 (Decreto 1990/2016)', () => {
    // Real planilla 2025-12, line 1: IBC 2,098,773.
    expect(contribution(2_098_773, rate('0.16'))).toBe(335_900);
    expect(contribution(2_098_773, rate('0.04'))).toBe(84_000);
    expect(contribution(2_098_773, rate('0.0696'))).toBe(146_100);
    // SMMLV 2026 on 12.5 %, 16 %, ARL I and IV.
    expect(contribution(1_750_905, rate('0.125'))).toBe(218_900);
    expect(contribution(1_750_905, rate('0.16'))).toBe(280_200);
    expect(contribution(1_750_905, rate('0.00522'))).toBe(9_200);
    expect(contribution(1_750_905, rate('0.0435'))).toBe(76_200);
  });

  it('keeps exact multiples and returns zero for a zero rate or IBC', () => {
    expect(contribution(2_500_000, rate('0.16'))).toBe(400_000);
    expect(contribution(1_000, rate('0.1'))).toBe(100);
    expect(contribution(1_001, rate('0.1'))).toBe(200);
    expect(contribution(0, rate('0.16'))).toBe(0);
    expect(contribution(2_500_000, 0)).toBe(0);
  });

  it('stays exact beyond the safe-integer product', () => {
    expect(contribution(999_999_999, rate('0.9999999'))).toBe(999_999_900);
  });

  it('ceilToHundred rounds whole pesos up', () => {
    expect(ceilToHundred(899_470)).toBe(899_500);
    expect(ceilToHundred(100_001)).toBe(100_100);
    expect(ceilToHundred(100_000)).toBe(100_000);
  });

  it('refuses a rate finer than seven decimals', () => {
    expect(() => rate('0.000000001')).toThrow('La tarifa 0.000000001 tiene más de siete decimales.');
  });
});
