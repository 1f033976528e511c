import type Decimal from 'decimal.js';
import type { LegalParameters } from '../parameters/index.ts';
import { roundToPeso } from './rounding.ts';

/** Legal values of cesantías and their interest read from the parameter table. */
export type CesantiasLaw = Pick<LegalParameters, 'labourYearDays' | 'cesantiasDaysPerYear'>;
export type CesantiasInterestLaw = Pick<LegalParameters, 'labourYearDays' | 'cesantiasInterestRate'>;

/**
 * Cesantías (CST art. 249): one month of salary per year of service and proportionally for fractions:
 * base × days / 360. Settled on 31 December and consigned to the worker's fund by 14 February
 * (Ley 50/1990 art. 99), or paid to the worker at termination.
 *
 * @param monthlyBase base of CST art. 253 (see `monthlyBenefitBase`)
 * @param days days of service in the year or fraction, suspension days discounted (CST art. 53)
 */
export function cesantias(monthlyBase: Decimal, days: number, law: CesantiasLaw): Decimal {
  const salaryMonthsPerYear = law.cesantiasDaysPerYear / 30;
  return roundToPeso(monthlyBase.times(days * salaryMonthsPerYear).div(law.labourYearDays));
}

/**
 * Interest on cesantías (Ley 52/1975 art. 1 num. 2): 12 % a year on the cesantías of the year or fraction,
 * proportional to the days they correspond to: cesantías × days × 12 % / 360. Paid to the worker by
 * 31 January, or with the final settlement.
 *
 * @param law `cesantiasInterestRate` (0,12) and `labourYearDays` of the parameter table
 */
export function cesantiasInterest(
  cesantiasAmount: Decimal,
  days: number,
  law: CesantiasInterestLaw,
): Decimal {
  return roundToPeso(cesantiasAmount.times(law.cesantiasInterestRate).times(days).div(law.labourYearDays));
}
