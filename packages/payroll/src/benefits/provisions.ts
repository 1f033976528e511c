import Decimal from 'decimal.js';
import type { Provision } from '../model/index.ts';
import type { LegalParameters } from '../parameters/index.ts';
import { cesantias } from './cesantias.ts';
import type { BenefitEligibility } from './eligibility.ts';
import { primaDeServicios } from './prima.ts';
import { roundToPeso } from './rounding.ts';
import { proportionalVacationPay } from './vacations.ts';

/** One monthly provision, in decimals (the settlement formats it into the output `Provision`). */
export interface BenefitProvision {
  concept: Provision['concept'];
  base: Decimal;
  /** Fraction of the base provisioned for the days of the period. */
  rate: Decimal;
  value: Decimal;
}

export interface ProvisionInput {
  eligibility: BenefitEligibility;
  /** Prima base for the period (salary + variable + transport aid per CONF_PRIMA AUX_TRANS). */
  primaBase: Decimal;
  /** Cesantías base for the period (salary + variable + transport aid per CONF_CESA AUX_TRANS). */
  cesantiasBase: Decimal;
  /** Vacation base (ordinary salary, CST art. 192). */
  vacationBase: Decimal;
  /** Days of the period accruing prima (unpaid leave discounted per CONF_PRIMA APLICA_LNR). */
  primaDays: number;
  /** Days of the period accruing cesantías and vacations (suspensions discounted, CST art. 53). */
  serviceDays: number;
  /** Benefit values of the parameter table on the period date (rates, days per year, labour year). */
  params: Pick<
    LegalParameters,
    | 'cesantiasInterestRate'
    | 'vacationDaysPerYear'
    | 'labourYearDays'
    | 'primaDaysPerYear'
    | 'cesantiasDaysPerYear'
  >;
}

/**
 * Monthly provisions (accruals) of the benefits earned in the period: prima and cesantías at
 * base × days / 360 (8,33 % a month; CST arts. 249, 306), vacations at base × days / 720 (4,17 %; CST
 * art. 186) and interest at 12 % of the cesantías provisioned in the period (Ley 52/1975; Gerencie.com,
 * Guía Laboral 2026: "aplicar el 12 % sobre el valor de las cesantías determinadas en cada liquidación
 * mensual", adjusted to the real value when the interest is settled).
 */
export function monthlyProvisions(input: ProvisionInput): BenefitProvision[] {
  const provisions: BenefitProvision[] = [];
  const { eligibility, params } = input;
  if (eligibility.prima) {
    const value = primaDeServicios(input.primaBase, input.primaDays, params);
    provisions.push(
      accrual('prima', input.primaBase, input.primaDays, params.primaDaysPerYear, params, value),
    );
  }
  if (eligibility.cesantias) {
    const value = cesantias(input.cesantiasBase, input.serviceDays, params);
    provisions.push(
      accrual(
        'cesantias',
        input.cesantiasBase,
        input.serviceDays,
        params.cesantiasDaysPerYear,
        params,
        value,
      ),
    );
    if (eligibility.cesantiasInterest) {
      const interestRate = params.cesantiasInterestRate;
      provisions.push({
        concept: 'cesantias_interest',
        base: value,
        rate: interestRate,
        value: roundToPeso(value.times(interestRate)),
      });
    }
  }
  if (eligibility.vacations) {
    const value = proportionalVacationPay(input.vacationBase, input.serviceDays, params);
    const divisor = (params.labourYearDays * 30) / params.vacationDaysPerYear;
    provisions.push({
      concept: 'vacations',
      base: input.vacationBase,
      rate: rate(input.serviceDays, divisor),
      value,
    });
  }
  return provisions;
}

/**
 * The provision of a benefit worth `daysPerYear` days of salary a year (30 for prima and cesantías): the
 * period's `days` at daysPerYear / 30 over the labour year (360), so 8,33 % for a whole month.
 */
function accrual(
  concept: BenefitProvision['concept'],
  base: Decimal,
  days: number,
  daysPerYear: number,
  params: Pick<LegalParameters, 'labourYearDays'>,
  value: Decimal,
): BenefitProvision {
  return { concept, base, rate: rate(days * (daysPerYear / 30), params.labourYearDays), value };
}

function rate(days: number, divisor: number): Decimal {
  return new Decimal(days).div(divisor);
}
