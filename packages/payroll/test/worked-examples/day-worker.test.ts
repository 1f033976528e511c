import { describe, expect, it } from 'vitest';
import { primaDeServicios } from '../../src/benefits/index.ts';
import { type MonthRecord, parametersOn, parseCase, type SettlementResult, settle } from '../../src/index.ts';
import { d, s } from './helpers.ts';

/**
 * Gerencie.com, Guía Laboral 2026, "Liquidación de una empleada de servicio doméstico que labora por días"
 * (https://github.com/elescuchante10-code/Pazbotlegal/blob/12c4dec8894800c2b90ba07f035b19522447879f/guia-laboral-2026-normalizado.md,
 * lines 2635–2715): one day a week at $80.000, 4,29 days a month → salary $343.200; transport aid 2026
 * $249.095 / 30 × 4,29 = $35.621; monthly base $378.821; for a whole year cesantías $378.821, interest
 * $45.458, prima $378.821, vacations $171.600 (343.200 × 360 / 720); total $974.700. Reproduced through
 * `settle` (decision 0130).
 */
const contract = {
  id: 'C-DOM',
  employeeId: '1000000001',
  salaryType: 'ordinary',
  salary: '343200',
  contractType: 'indefinite',
  startDate: '2026-01-01',
  arlRiskClass: 1,
  transportAidExcluded: false,
  daysWorkedInMonth: 4.29,
  withholding: { procedure: 1, hasDependants: false },
};

const month = (m: number): MonthRecord => ({
  month: `2026-${String(m).padStart(2, '0')}`,
  days: 30,
  unpaidLeaveDays: 0,
  fixedSalary: '343200',
  variableSalary: '0',
  overtimeAndSurcharges: '0',
  transportAid: '35621',
  labourIncome: '378821',
  nonTaxableIncome: '0',
  ibc: '1750905',
});

const value = (r: SettlementResult, code: string) => r.lines.find((l) => l.code === code)?.value;

describe('worked example — a domestic worker by days (Gerencie.com, Guía Laboral 2026)', () => {
  it('monthly settlement: salary $343.200 and transport aid for 4,29 days $35.621; benefit base $378.821', () => {
    const r = settle(parseCase({ period: { year: 2026, month: 3 }, contract }));
    expect(value(r, 'BASIC')).toBe('343200');
    expect(value(r, 'TRANSPORT_AID')).toBe('35621');
    const base = (concept: string) => r.provisions.find((p) => p.concept === concept)?.base;
    expect(base('prima')).toBe('378821');
    expect(base('cesantias')).toBe('378821');
    // Vacations exclude the aid: 343.200 × 30 / 720 = 14.300 a month.
    expect(r.provisions.find((p) => p.concept === 'vacations')?.value).toBe('14300');
  });

  it('whole year settled on 31 December: cesantías $378.821, vacations $171.600, prima base $378.821 → $378.821 a year', () => {
    const r = settle(
      parseCase({
        period: { year: 2026, month: 12 },
        contract,
        novelties: { retirement: { date: '2026-12-31', reason: 'resignation' } },
        history: {
          months: Array.from({ length: 11 }, (_, i) => month(i + 1)),
          primaDaysPaidThisSemester: 0,
          pendingVacationDays: '15',
        },
      }),
    );
    expect(value(r, 'TRANSPORT_AID')).toBe('35621');
    expect(value(r, 'CESANTIAS')).toBe('378821');
    expect(value(r, 'VACATION_TERMINATION')).toBe('171600');
    const prima = r.lines.find((l) => l.code === 'PRIMA');
    expect(prima?.base).toBe('378821');
    // The engine pays prima by semester (CST art. 306): 378.821 × 180 / 360 = 189.410,5 → 189.411; the
    // source's yearly figure is the same base for 360 days.
    expect(prima?.value).toBe('189411');
    expect(s(primaDeServicios(d(prima?.base ?? '0'), 360, parametersOn('2026-12-31')))).toBe('378821');
    // Interest: 378.821 × 360 × 12 % / 360 = 45.458,52. The source truncates to $45.458 (so its total is
    // $974.700); the engine rounds half up to the peso (decision 0040): $45.459.
    expect(value(r, 'CESANTIAS_INTEREST')).toBe('45459');
    const yearTotal = d(378_821)
      .plus(45_459)
      .plus(378_821)
      .plus(value(r, 'VACATION_TERMINATION') ?? '0');
    expect(s(yearTotal)).toBe('974701');
  });
});
