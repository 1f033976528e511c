import { describe, expect, it } from 'vitest';
import { proportionalVacationPay } from '../../src/benefits/index.ts';
import { parametersOn } from '../../src/index.ts';
import { d, s } from './helpers.ts';

// GL26 = Gerencie.com, Guía Laboral 2026, public copy at
// https://github.com/elescuchante10-code/Pazbotlegal/blob/12c4dec8894800c2b90ba07f035b19522447879f/guia-laboral-2026-normalizado.md
const LAW = parametersOn('2026-12-31');

describe('worked examples — vacations (CST arts. 186, 192; Ley 995/2005)', () => {
  it('Gerencie.com, Guía Laboral 2026, "Cálculo de las vacaciones": $2.000.000 from 1 Jul to 31 Dec → 2.000.000 × 180 / 720 = $500.000', () => {
    // GL26 lines 14147–14153
    expect(s(proportionalVacationPay(d(2_000_000), 180, LAW))).toBe('500000');
  });

  it('Gerencie.com, Guía Laboral 2026, domestic worker by days: ($343.200 × 360) / 720 = $171.600, transport aid excluded', () => {
    // GL26 lines 2700–2708
    expect(s(proportionalVacationPay(d(343_200), 360, LAW))).toBe('171600');
  });
});

// Not used: Guía Laboral 2026 lines 14279–14281 compensate 21 calendar days at $50.000 and print $1.080.000
// (21 × 50.000 = 1.050.000); scribd 575094944 provisions vacations at a rounded 4,17 % (29.190 instead of
// 700.000 × 15 / 360 = 29.166,67).
