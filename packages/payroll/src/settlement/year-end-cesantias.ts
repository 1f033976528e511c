import Decimal from 'decimal.js';
import { monthlyBenefitBase } from '../benefits/benefit-base.ts';
import { cesantias, cesantiasInterest } from '../benefits/cesantias.ts';
import { benefitEligibility } from '../benefits/eligibility.ts';
import type { CompanyPayrollSettings, Contract, IsoDate, MonthRecord } from '../model/index.ts';
import { parametersOn } from '../parameters/index.ts';
import { days360Inclusive, maxDate } from './dates.ts';
import { dec } from './money.ts';
import { salaryOn } from './salary.ts';
import { monthlyAidForBenefits, transportAidEntitled } from './transport-aid.ts';

export interface YearEndCesantiasInput {
  year: number;
  contract: Contract;
  /** The contract's month records of the year (its accumulated payroll), any order. */
  months: readonly MonthRecord[];
  settings: Pick<CompanyPayrollSettings, 'cesantias'>;
}

export interface YearEndCesantias {
  /** False for integral salary and apprentices without prestaciones (nothing to consign). */
  eligible: boolean;
  /** CST art. 253 monthly base. */
  base: Decimal;
  /** Days of service in the year on the 360-day calendar, unpaid leave discounted (CST arts. 249, 53). */
  days: number;
  /** Cesantías of the year at 31 December, consigned to the worker's fund by 14 February (Ley 50/1990 art. 99). */
  cesantias: Decimal;
  /** Their interest (Ley 52/1975): 12 % a year on that balance for the days, paid to the worker in January. */
  interest: Decimal;
  /** Whether the fixed salary was averaged (it changed in the last three months). */
  averaged: boolean;
}

/**
 * The cesantías of a year at 31 December for a contract still in force (a contract ended in the year
 * was paid them with its final settlement). The same rules as the payroll's running accrual and the
 * final settlement: CST art. 253 num. 1 — the last monthly salary when it did not change in the last
 * three months, else the average of the year's fixed salary — plus the monthly average of variable
 * salary and the transport aid when the company includes it (Ley 1 de 1963 art. 7).
 */
export function yearEndCesantias(input: YearEndCesantiasInput): YearEndCesantias {
  const yearEnd: IsoDate = `${input.year}-12-31`;
  const p = parametersOn(yearEnd);
  const { contract } = input;
  const eligibility = benefitEligibility(contract.salaryType, yearEnd, contract.apprenticePhase);
  const months = input.months.filter((m) => m.month.startsWith(`${input.year}-`));
  const unpaidLeave = months.reduce((n, m) => n + m.unpaidLeaveDays, 0);
  const from = maxDate(contract.startDate, `${input.year}-01-01`);
  const days = from > yearEnd ? 0 : Math.max(0, days360Inclusive(from, yearEnd) - unpaidLeave);
  const salary = salaryOn(contract, yearEnd);
  const changed = (contract.salaryChanges ?? []).some(
    (change) => change.from >= `${input.year}-10-01` && change.from <= yearEnd,
  );
  const averaged = changed;
  const base = monthlyBenefitBase({
    lastMonthlySalary: salary,
    averageFixedSalary: averaged,
    fixedSalaryEarned: months.reduce((total, m) => total.plus(dec(m.fixedSalary)), new Decimal(0)),
    variableSalaryEarned: months.reduce((total, m) => total.plus(dec(m.variableSalary)), new Decimal(0)),
    periodDays: months.reduce((n, m) => n + m.days, 0),
    monthlyTransportAid:
      input.settings.cesantias.includeTransportAid && transportAidEntitled(contract, salary, p, yearEnd)
        ? monthlyAidForBenefits(contract, p)
        : new Decimal(0),
  });
  if (!eligibility.cesantias || days === 0) {
    return {
      eligible: eligibility.cesantias,
      base,
      days,
      cesantias: new Decimal(0),
      interest: new Decimal(0),
      averaged,
    };
  }
  const value = cesantias(base, days, p);
  return {
    eligible: true,
    base,
    days,
    cesantias: value,
    interest: eligibility.cesantiasInterest ? cesantiasInterest(value, days, p) : new Decimal(0),
    averaged,
  };
}
