import { describe, expect, it } from 'vitest';
import { parametersOn } from '../../src/index.ts';
import { s } from './helpers.ts';

// GL26 = Gerencie.com, Guía Laboral 2026, public copy at
// https://github.com/elescuchante10-code/Pazbotlegal/blob/12c4dec8894800c2b90ba07f035b19522447879f/guia-laboral-2026-normalizado.md

describe('worked examples — yearly legal figures derived from the parameter table', () => {
  it('Gerencie.com, Guía Laboral 2026, indicators: minimum integral salary 2026 = $17.509.050 + 30 % $5.252.715 = $22.761.765', () => {
    // GL26 lines 842–852
    const p = parametersOn('2026-01-01');
    expect(s(p.smmlv.times(10))).toBe('17509050');
    expect(s(p.smmlv.times(3))).toBe('5252715');
    expect(s(p.integralSalaryMinimum)).toBe('22761765');
  });

  it('Gerencie.com, Guía Laboral 2026: transport aid is due up to 2 SMMLV = $3.501.810 in 2026', () => {
    // GL26 line 12526
    expect(s(parametersOn('2026-06-30').transportAidLimit)).toBe('3501810');
  });

  it('Gerencie.com, Guía Laboral 2026, domestic worker by days: 2026 transport aid $249.095 a month is $8.303 a day', () => {
    // GL26 lines 2672–2680 (Decreto 1470/2025)
    const p = parametersOn('2026-06-30');
    expect(s(p.transportAid)).toBe('249095');
    expect(s(p.transportAid.div(30).toDecimalPlaces(0, 4))).toBe('8303');
  });
});
