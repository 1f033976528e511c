import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { maternityRecognition, parametersOn } from '../../src/index.ts';
import { d, s } from './helpers.ts';

describe('worked examples — incapacities and licences (CST arts. 227, 236; Decreto 2943/2013; C-543/2007)', () => {
  it('"Ejemplo" (Scribd 410863825, payroll software help, 2018): salary $850.000, 3 days of common illness, days 1–2 at 100 % ($56.667) and day 3 at 66,67 % raised to the daily minimum $26.041 → $82.708', () => {
    // https://vi.scribd.com/document/410863825/Ejemplo-docx — 2018 minimum wage $781.242 (Decreto 2269/2017);
    // company setting "days 1–2 at 100 %" (law reference §0 item 6).
    const rates = parametersOn('2026-01-31').commonIllness;
    const daily = d(850_000).div(30);
    const firstTwo = daily.times(2).toDecimalPlaces(0, 4);
    const minimumDaily = d(781_242).div(30);
    const dayThree = Decimal.max(daily.times(rates.upTo90Days), minimumDaily).toDecimalPlaces(0, 4);
    expect(rates.employerDays).toBe(2);
    expect(s(firstTwo)).toBe('56667');
    expect(s(dayThree)).toBe('26041');
    expect(s(firstTwo.plus(dayThree))).toBe('82708');
  });

  it('Gerencie.com, Guía Laboral 2026, proportional maternity licence: 180 days contributed of a 266-day gestation → (180 × 126) / 266 = 85 days', () => {
    // https://github.com/elescuchante10-code/Pazbotlegal/blob/12c4dec8894800c2b90ba07f035b19522447879f/guia-laboral-2026-normalizado.md (lines 15955–15969)
    const { maternity } = parametersOn('2026-01-31').licenceDays;
    expect(maternity).toBe(126);
    expect(s(d(180).times(maternity).div(266).toDecimalPlaces(0, 4))).toBe('85');
    // The engine's rule (decision 0133): EPS 85 days, employer the remaining 41 of the 126-day licence.
    const recognition = maternityRecognition({
      contingency: 'maternity',
      startDate: '2026-02-09',
      endDate: '2026-06-14',
      gestationDays: 266,
      contributedGestationDays: 180,
    });
    expect(recognition).toEqual({ licenceDays: 126, recognisedDays: 85, employerDays: 41 });
  });
});
