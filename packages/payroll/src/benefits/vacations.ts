import Decimal from 'decimal.js';
import type { LegalParameters } from '../parameters/index.ts';
import { roundToPeso } from './rounding.ts';

const THIRTY = new Decimal(30);

/** `vacationDaysPerYear` (15) and `labourYearDays` (360) of the parameter table. */
export type VacationLaw = Pick<LegalParameters, 'labourYearDays' | 'vacationDaysPerYear'>;

/** Inputs of the vacation base (CST art. 192). */
export interface VacationBaseInput {
  /** Ordinary monthly salary on the day the vacation starts; the whole salary when it is integral. */
  ordinarySalary: Decimal;
  /**
   * Variable ordinary pay (commissions, piece work) earned in the year before the vacation, without
   * overtime or work on rest days, which CST art. 192 num. 1 excludes.
   */
  variableOrdinaryPayLastYear: Decimal;
  /** Days of that year on the 360-day calendar (fewer when the worker has served less than a year). */
  variableDays: number;
  /** Company setting CONF_VAC VARIABLE: include the variable average (CST art. 192 num. 2). */
  includeVariablePay: boolean;
}

/**
 * Monthly vacation base (CST art. 192): the ordinary salary the worker earns when the vacation starts;
 * overtime and rest-day work are excluded and transport aid is not salary (Ley 15/1959, law reference §4).
 * A variable salary is averaged over the last year (num. 2).
 */
export function vacationMonthlyBase(input: VacationBaseInput): Decimal {
  if (!input.includeVariablePay || input.variableDays <= 0 || input.variableOrdinaryPayLastYear.isZero()) {
    return input.ordinarySalary;
  }
  return input.ordinarySalary.plus(input.variableOrdinaryPayLastYear.times(THIRTY).div(input.variableDays));
}

/**
 * Business vacation days earned for days of service: 15 per 360 (CST art. 186 num. 1; proportional for a
 * fraction at termination, Ley 995/2005 art. 1). Exact, not rounded: fractions of a day are paid.
 */
export function vacationDaysEarned(daysOfService: number, law: VacationLaw): Decimal {
  return new Decimal(daysOfService).times(law.vacationDaysPerYear).div(law.labourYearDays);
}

/** Business days owed: earned for the service days minus those already enjoyed or compensated. */
export function pendingVacationDays(
  daysOfService: number,
  daysTaken: Decimal.Value,
  law: VacationLaw,
): Decimal {
  return Decimal.max(vacationDaysEarned(daysOfService, law).minus(daysTaken), 0);
}

/**
 * Pay for vacation days at the daily rate (monthly base / 30): days enjoyed in time, days compensated in
 * money during the contract (CST art. 189, up to half) or pending days at termination (Ley 995/2005).
 */
export function vacationPay(monthlyBase: Decimal, days: Decimal.Value): Decimal {
  return roundToPeso(monthlyBase.times(days).div(THIRTY));
}

/**
 * Proportional vacation compensation for days of service not yet enjoyed: base × days / 720, which is
 * 15 days of salary per 360 days (CST art. 186; Ley 995/2005 art. 1).
 */
export function proportionalVacationPay(
  monthlyBase: Decimal,
  daysOfService: number,
  law: VacationLaw,
): Decimal {
  return roundToPeso(
    monthlyBase
      .times(daysOfService)
      .times(law.vacationDaysPerYear)
      .div(law.labourYearDays * 30),
  );
}
