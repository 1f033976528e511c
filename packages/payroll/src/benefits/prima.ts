import type Decimal from 'decimal.js';
import { benefitLaw } from './params.ts';
import { roundToPeso } from './rounding.ts';

/**
 * Prima de servicios for a semester (CST art. 306): 30 days of salary per year, paid in halves by
 * 30 June and by 20 December, proportional to the days worked: base × days / 360.
 *
 * @param monthlyBase base of `monthlyBenefitBase` (salary + variable average + transport aid per setting)
 * @param days days accrued in the semester (at most 180; unpaid leave discounted per CONF_PRIMA APLICA_LNR)
 */
export function primaDeServicios(monthlyBase: Decimal, days: number): Decimal {
  const salaryMonthsPerYear = benefitLaw.primaDaysPerYear / 30;
  return roundToPeso(monthlyBase.times(days * salaryMonthsPerYear).div(benefitLaw.yearDays));
}
