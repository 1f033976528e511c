import type Decimal from 'decimal.js';
import type { LegalParameters } from '../parameters/index.ts';
import { roundToPeso } from './rounding.ts';

/** Legal values of the prima read from the parameter table on the payment date. */
export type PrimaLaw = Pick<LegalParameters, 'labourYearDays' | 'primaDaysPerYear'>;

/**
 * Prima de servicios for a semester (CST art. 306): 30 days of salary per year, paid in halves by
 * 30 June and by 20 December, proportional to the days worked: base × days / 360.
 *
 * @param monthlyBase base of `monthlyBenefitBase` (salary + variable average + transport aid per setting)
 * @param days days accrued in the semester (at most 180; unpaid leave discounted per CONF_PRIMA APLICA_LNR)
 * @param law `labourYearDays` and `primaDaysPerYear` of the parameter table
 */
export function primaDeServicios(monthlyBase: Decimal, days: number, law: PrimaLaw): Decimal {
  const salaryMonthsPerYear = law.primaDaysPerYear / 30;
  return roundToPeso(monthlyBase.times(days * salaryMonthsPerYear).div(law.labourYearDays));
}
