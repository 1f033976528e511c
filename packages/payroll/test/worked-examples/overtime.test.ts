import { describe, expect, it } from 'vitest';
import { parametersOn } from '../../src/index.ts';
import { d, s } from './helpers.ts';

// GL26 = Gerencie.com, Guía Laboral 2026, public copy at
// https://github.com/elescuchante10-code/Pazbotlegal/blob/12c4dec8894800c2b90ba07f035b19522447879f/guia-laboral-2026-normalizado.md
const toPeso = (value: ReturnType<typeof d>) => value.toDecimalPlaces(0, 4);

describe('worked examples — ordinary hour, overtime and surcharges (CST arts. 168, 179; Ley 2101/2021; Ley 2466/2025)', () => {
  it('Gerencie.com, Guía Laboral 2026, "Valor de la hora ordinaria": $3.000.000 over 240, 235, 230, 220 and 210 hours → $12.500, $12.766, $13.043, $13.636, $14.286', () => {
    // GL26 lines 9967–9995; the weekly-hours steps of Ley 2101 art. 3 come from the parameter table by date
    const salary = d(3_000_000);
    const hour = (date: string) => s(toPeso(salary.div(parametersOn(date).monthlyHours)));
    expect(hour('2023-07-14')).toBe('12500');
    expect(hour('2023-07-15')).toBe('12766');
    expect(hour('2024-07-15')).toBe('13043');
    expect(hour('2025-07-15')).toBe('13636');
    expect(hour('2026-07-15')).toBe('14286');
  });

  it('Gerencie.com, Guía Laboral 2026, "Trabajo suplementario": ordinary hour $10.000 → day overtime $12.500, night hour $13.500, night overtime $17.500, Sunday or holiday hour at 80 % $18.000', () => {
    // GL26 lines 10048, 10080, 10102, 10116 (2026 edition: Sunday surcharge 80 % until 30 Jun 2026)
    const p = parametersOn('2026-03-01');
    const hour = d(10_000);
    expect(s(hour.times(p.dayOvertimeSurcharge.plus(1)))).toBe('12500');
    expect(s(hour.times(p.nightSurcharge.plus(1)))).toBe('13500');
    expect(s(hour.times(p.nightOvertimeSurcharge.plus(1)))).toBe('17500');
    expect(s(hour.times(p.restDaySurcharge.plus(1)))).toBe('18000');
  });
});

// Not used: Guía Laboral 2026 line 10133 prices Sunday day overtime at $20.000 while its own rate (105 %)
// gives $20.500; Scribd 410863825 (2018) mixes a rounded and an unrounded hour in its surcharge table.
