import { describe, expect, it } from 'vitest';
import { caseOf, lineOf } from '../../test/factories.ts';
import type { AbsenceNovelty } from '../model/novelties.ts';
import { maternityRecognition } from './absences.ts';
import { settle } from './settle.ts';

/**
 * Proportional maternity licence (Decreto 780/2016 art. 2.2.3.2.1 as quoted by Gerencie.com, Guía Laboral
 * 2026, lines 15925–15980: "un monto equivalente al número de días cotizados frente al período real de
 * gestación"; 266 days of gestation, 180 contributed → (180 × 126) / 266 = 85 days; the employer still grants
 * the 126 days and pays the rest). Decision 0133.
 */
const licence = (extra: Partial<AbsenceNovelty> = {}): AbsenceNovelty => ({
  contingency: 'maternity',
  startDate: '2026-02-09',
  endDate: '2026-06-14',
  ...extra,
});
const proportional = licence({ gestationDays: 266, contributedGestationDays: 180 });

const month = (m: number, absence: AbsenceNovelty) =>
  settle(
    caseOf({
      month: m,
      contract: { salary: '2800000' },
      novelties: { absences: [absence] },
      history: { previousMonthIbc: '2800000' },
    }),
  );

describe('proportional maternity licence (Ley 1822/2017; Decreto 780/2016 art. 2.2.3.2.1)', () => {
  it('recognises (180 × 126) / 266 = 85 days (Gerencie.com, Guía Laboral 2026); the employer assumes 41', () => {
    expect(maternityRecognition(proportional)).toEqual({
      licenceDays: 126,
      recognisedDays: 85,
      employerDays: 41,
    });
    expect(maternityRecognition(licence())).toEqual({
      licenceDays: 126,
      recognisedDays: 126,
      employerDays: 0,
    });
    expect(
      maternityRecognition(licence({ gestationDays: 266, contributedGestationDays: 270 }))?.employerDays,
    ).toBe(0);
  });

  it('over the whole licence the EPS lines add up to 85 days ($7.933.333) and the employer lines to 41 ($3.826.667)', () => {
    const lines = [2, 3, 4, 5, 6].flatMap((m) => month(m, proportional).lines);
    const sum = (code: string) =>
      lines
        .filter((l) => l.code === code)
        .reduce((acc, l) => ({ days: acc.days + Number(l.units), value: acc.value + Number(l.value) }), {
          days: 0,
          value: 0,
        });
    expect(sum('LIC_MATERNITY').days).toBe(85);
    expect(sum('LIC_MATERNITY_EMPLOYER').days).toBe(41);
    // Daily IBC 2.800.000 / 30 = 93.333,33: 85 days = 7.933.333,3; 41 days = 3.826.666,7 (each month rounds
    // its own lines to the peso, so the sums may differ by a peso from the whole-licence figures).
    expect(sum('LIC_MATERNITY').value + sum('LIC_MATERNITY_EMPLOYER').value).toBe(11_760_000);
    expect(Math.abs(sum('LIC_MATERNITY').value - 7_933_333)).toBeLessThanOrEqual(1);
  });

  it('in the month that crosses day 85 the payslip shows what the EPS reimburses and what the company bears', () => {
    // May: licence units 83–112 (Feb 9–28 = 22 units, March 30, April 30): May 1–3 EPS, May 4–30 employer.
    const r = month(5, proportional);
    const eps = lineOf(r, 'LIC_MATERNITY');
    const employer = lineOf(r, 'LIC_MATERNITY_EMPLOYER');
    expect([eps?.units, eps?.value, eps?.accounting.debit]).toEqual([
      '3',
      '280000',
      'receivable_health_entity',
    ]);
    expect([employer?.units, employer?.value, employer?.accounting.debit]).toEqual([
      '27',
      '2520000',
      'payroll_expense',
    ]);
    expect(employer?.dianElement).toBe('LicenciaMP');
    expect(r.warnings).toContain(
      'Licencia de maternidad proporcional: la EPS reconoce 85 de los 126 días (cotizó 180 de 266 días de gestación; Decreto 780 de 2016, art. 2.2.3.2.1). El empleador paga la licencia completa y asume los 41 días restantes.',
    );
    // The worker receives the whole licence either way.
    const full = month(5, licence());
    expect(lineOf(full, 'LIC_MATERNITY')?.value).toBe('2800000');
    expect(lineOf(full, 'LIC_MATERNITY_EMPLOYER')).toBeUndefined();
  });

  it('keeps the licence IBC and PILA LMA segment unchanged by who bears the cost', () => {
    const a = month(5, proportional).socialSecurity?.contributions;
    const b = month(5, licence()).socialSecurity?.contributions;
    expect(a).toEqual(b);
  });

  it('refuses gestation data on anything but a maternity licence, or incomplete data', () => {
    expect(() =>
      month(3, {
        contingency: 'paternity',
        startDate: '2026-03-02',
        endDate: '2026-03-15',
        gestationDays: 266,
      }),
    ).toThrow(/solo aplican a la licencia de maternidad/);
    expect(() => month(3, licence({ gestationDays: 266 }))).toThrow(/días de gestación/);
  });
});
