import { describe, expect, it } from 'vitest';
import { cesantias, cesantiasInterest, monthlyBenefitBase } from '../../src/benefits/index.ts';
import { parametersOn } from '../../src/index.ts';
import { d, s } from './helpers.ts';

// GL26 = Gerencie.com, Guía Laboral 2026, public copy at
// https://github.com/elescuchante10-code/Pazbotlegal/blob/12c4dec8894800c2b90ba07f035b19522447879f/guia-laboral-2026-normalizado.md
const LAW = parametersOn('2026-12-31');

describe('worked examples — cesantías (CST arts. 249, 253) and their interest (Ley 52/1975)', () => {
  it('Gerencie.com, Guía Laboral 2026, "¿Cómo se liquidan las cesantías?": $3.000.000 for 360 days → $3.000.000; for 180 days → $1.500.000', () => {
    // GL26 lines 13050–13070
    expect(s(cesantias(d(3_000_000), 360, LAW))).toBe('3000000');
    expect(s(cesantias(d(3_000_000), 180, LAW))).toBe('1500000');
  });

  it('Gerencie.com, Guía Laboral 2026, "Ejemplo práctico del cálculo de las cesantías": $3.000.000 × 315 / 360 → $2.625.000', () => {
    // GL26 lines 13076–13083
    expect(s(cesantias(d(3_000_000), 315, LAW))).toBe('2625000');
  });

  it('"Liquidación de cesantías" (Scribd 507465533, SENA course material): average of May–Sep salaries $1.610.000, 150 days → $670.833', () => {
    // https://es.scribd.com/document/507465533/CESANTIAS
    const base = monthlyBenefitBase({
      lastMonthlySalary: d(1_520_000),
      averageFixedSalary: true,
      fixedSalaryEarned: d(1_650_000 + 1_820_000 + 1_360_000 + 1_700_000 + 1_520_000),
      variableSalaryEarned: d(0),
      periodDays: 150,
      monthlyTransportAid: d(0),
    });
    expect(s(base)).toBe('1610000');
    expect(s(cesantias(base, 150, LAW))).toBe('670833');
  });

  it('Pulzo, "Cuándo pagan intereses de cesantías" (2022): $1.000.000 for 360 days → cesantías $1.000.000 and interest $120.000; 270 days → cesantías $750.000', () => {
    // https://www.pulzo.com/economia/cuando-pagan-intereses-cesantias-2022-PP2334670
    const year = cesantias(d(1_000_000), 360, LAW);
    expect(s(year)).toBe('1000000');
    expect(s(cesantiasInterest(year, 360, LAW))).toBe('120000');
    expect(s(cesantias(d(1_000_000), 270, LAW))).toBe('750000');
  });

  it('Gerencie.com, "¿Cómo se calculan los intereses sobre cesantías proporcionales?" (also Guía Laboral 2026): $1.000.000 accrued from 1 July → (1.000.000 × 180 × 0,12) / 360 = $60.000', () => {
    // https://www.gerencie.com/como-se-calculan-los-intereses-sobre-cesantias-proporcionales.html ; GL26 lines 13542–13552
    expect(s(cesantiasInterest(d(1_000_000), 180, LAW))).toBe('60000');
  });

  it('Gerencie.com, Guía Laboral 2026, domestic worker by days: salary $343.200 + aid $35.621 = $378.821 for a year → cesantías $378.821', () => {
    // GL26 lines 2635–2715: 4,29 days a month × $80.000; transport aid 2026 $249.095 / 30 × 4,29
    const p = parametersOn('2026-12-31');
    const salary = d('4.29').times(80_000);
    const aid = p.transportAid.div(30).times('4.29').toDecimalPlaces(0, 4);
    expect(s(salary)).toBe('343200');
    expect(s(aid)).toBe('35621');
    const base = monthlyBenefitBase({
      lastMonthlySalary: salary,
      averageFixedSalary: false,
      fixedSalaryEarned: d(0),
      variableSalaryEarned: d(0),
      periodDays: 360,
      monthlyTransportAid: aid,
    });
    expect(s(base)).toBe('378821');
    expect(s(cesantias(base, 360, LAW))).toBe('378821');
  });
});

// Not used: the same Scribd document gives $1.600.000 × 317 / 360 = $1.408.888 (truncating 1.408.888,89),
// and the Guía Laboral 2026 interest of the domestic worker, $45.458, truncates 45.458,52 (the engine
// rounds half up to the peso, decision 0040).
