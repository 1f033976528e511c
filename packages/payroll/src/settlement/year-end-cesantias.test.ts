import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { Contract, MonthRecord } from '../model/index.ts';
import { parametersOn } from '../parameters/index.ts';
import { yearEndCesantias } from './year-end-cesantias.ts';

const contract = (overrides: Partial<Contract> = {}): Contract => ({
  id: '1',
  employeeId: '52000001',
  salaryType: 'ordinary',
  salary: '1300000',
  contractType: 'indefinite',
  startDate: '2020-02-01',
  arlRiskClass: 1,
  transportAidExcluded: false,
  withholding: { procedure: 1, hasDependants: false },
  ...overrides,
});

/** Twelve full months of a fixed salary, as the payroll's month records state them. */
const fullYear = (year: number, salary: number): MonthRecord[] =>
  Array.from({ length: 12 }, (_, index) => ({
    month: `${year}-${String(index + 1).padStart(2, '0')}`,
    days: 30,
    unpaidLeaveDays: 0,
    fixedSalary: String(salary),
    variableSalary: '0',
    overtimeAndSurcharges: '0',
    transportAid: '0',
    labourIncome: String(salary),
    nonTaxableIncome: '0',
    ibc: String(salary),
  }));

const settings = { cesantias: { includeTransportAid: true } };

describe('cesantías at 31 December (CST arts. 249, 253; Ley 50/1990 art. 99; Ley 52/1975)', () => {
  it('a whole year of a fixed salary with transport aid: one month of salary plus aid, and 12 % interest', () => {
    // 2023: salary 1.300.000, transport aid 140.606 (Decreto 2614/2022) → 1.440.606 and 172.873.
    const result = yearEndCesantias({
      year: 2023,
      contract: contract(),
      months: fullYear(2023, 1_300_000),
      settings,
    });
    expect(parametersOn('2023-12-31').transportAid.toNumber()).toBe(140_606);
    expect(result).toMatchObject({ eligible: true, days: 360, averaged: false });
    expect(result.cesantias.toNumber()).toBe(1_440_606);
    expect(result.interest.toNumber()).toBe(172_873);
  });

  it('a contract started in the year counts its days on the 360-day calendar, unpaid leave discounted', () => {
    const months = fullYear(2026, 2_000_000).slice(2);
    months[0] = { ...months[0], days: 15 } as MonthRecord;
    months[5] = { ...months[5], days: 27, unpaidLeaveDays: 3 } as MonthRecord;
    const result = yearEndCesantias({
      year: 2026,
      contract: contract({ salary: '2000000', startDate: '2026-03-16' }),
      months,
      settings,
    });
    // 16 March … 31 December = 15 + 9 × 30 = 285 days, minus 3 of unpaid leave.
    expect(result.days).toBe(282);
    const base = new Decimal(2_000_000).plus(parametersOn('2026-12-31').transportAid);
    expect(result.cesantias.toNumber()).toBe(base.times(282).div(360).toDecimalPlaces(0).toNumber());
    expect(result.interest.toNumber()).toBe(
      result.cesantias.times(0.12).times(282).div(360).toDecimalPlaces(0).toNumber(),
    );
  });

  it('averages the fixed salary when it changed in the last three months, and leaves out the aid above 2 SMMLV', () => {
    const months = fullYear(2026, 4_000_000).map((month, index) =>
      index >= 10 ? { ...month, fixedSalary: '5200000' } : month,
    );
    const result = yearEndCesantias({
      year: 2026,
      contract: contract({
        salary: '4000000',
        startDate: '2025-01-01',
        salaryChanges: [{ from: '2026-11-01', amount: '5200000' }],
      }),
      months,
      settings,
    });
    expect(result.averaged).toBe(true);
    // (10 × 4.000.000 + 2 × 5.200.000) / 12 = 4.200.000 a month, no aid.
    expect(result.base.toNumber()).toBe(4_200_000);
    expect(result.cesantias.toNumber()).toBe(4_200_000);
  });

  it('an integral salary consigns nothing (CST art. 132: the factor prestacional pays it)', () => {
    const result = yearEndCesantias({
      year: 2026,
      contract: contract({ salaryType: 'integral', salary: '30000000' }),
      months: fullYear(2026, 30_000_000),
      settings,
    });
    expect(result.eligible).toBe(false);
    expect(result.cesantias.toNumber()).toBe(0);
  });
});
