import Decimal from 'decimal.js';
import type { WithholdingParameters } from './legal-values.ts';

const ZERO = new Decimal(0);
const TWELVE = new Decimal(12);

/** Labour payments and worker-declared items of the depuration (procedure 1 month, or procedure 2 year). */
export interface LabourIncomeInput {
  /**
   * Labour payments that enter the withholding sum (art. 385 E.T.): salary, overtime, vacations, bonuses,
   * commissions, non-salary payments to the worker … Excludes cesantías, their interest and the legal prima,
   * which art. 385 takes out of the sum (the prima is retained on its own, see `primaWithholding`).
   */
  labourIncome: Decimal;
  /** Mandatory pension paid by the worker, 4 % + FSP (art. 55 E.T.: ingreso no constitutivo de renta). */
  mandatoryPension: Decimal;
  /** Mandatory health paid by the worker, 4 % (art. 56 E.T.: ingreso no constitutivo de renta). */
  mandatoryHealth: Decimal;
  /** Voluntary contributions to pension funds, voluntary or mandatory (arts. 55, 126-1 E.T.). */
  voluntaryPension: Decimal;
  /** AFC / AVC account deposits (art. 126-4 E.T.). */
  afc: Decimal;
  /** The worker certified economic dependants (art. 387 E.T.). */
  hasDependants: boolean;
  /** Prepaid medicine or health insurance paid in the period (art. 387 E.T.). */
  prepaidMedicine: Decimal;
  /** Interest on a housing loan paid in the period (art. 387 E.T.). */
  housingInterest: Decimal;
  /** Other exempt labour income (art. 206 num. 1–9 E.T.), e.g. maternity indemnities (num. 2). */
  otherExemptIncome?: Decimal;
  /** Months the amounts cover: 1 for a monthly settlement, 12 for the procedure 2 year. */
  months: number;
}

/** Every step of the depuration, for the payslip, certificate 220 and the tests. */
export interface LabourIncomeDepuration {
  labourIncome: Decimal;
  nonTaxableIncome: Decimal;
  netIncome: Decimal;
  dependants: Decimal;
  prepaidMedicine: Decimal;
  housingInterest: Decimal;
  deductions: Decimal;
  voluntaryExempt: Decimal;
  otherExempt: Decimal;
  exempt25: Decimal;
  /** Deductions plus exempt income before the global cap. */
  benefitsBeforeCap: Decimal;
  /** 40 % of net income, at most 1.340 UVT a year (art. 336 E.T.). */
  globalCap: Decimal;
  /** Deductions plus exempt income actually subtracted. */
  benefits: Decimal;
  taxableBase: Decimal;
}

/**
 * Depuration of labour income for withholding (art. 388 E.T.; DUR 1625/2016 art. 1.2.4.1.6 as amended by
 * Decreto 2231/2023; order of the Actualícese tutorial, law reference §6.6):
 *
 * 1. labour payments − ingresos no constitutivos (mandatory pension + FSP, art. 55; health, art. 56);
 * 2. − deductions of art. 387: dependants 10 % of gross labour income up to 32 UVT a month, prepaid medicine
 *    up to 16 UVT a month, housing-loan interest up to 100 UVT a month;
 * 3. − voluntary pension and AFC, together at most 30 % of labour income and 3.800 UVT a year
 *    (arts. 126-1, 126-4), and other exempt income of art. 206 num. 1–9;
 * 4. − 25 % of what remains, at most 790 UVT a year (art. 206 num. 10, Ley 2277/2022 art. 2);
 * 5. the deductions and exempt income of 2–4 together may not exceed 40 % of the net income of step 1 nor
 *    1.340 UVT a year (art. 336 E.T., Ley 2277/2022 art. 7; applied to withholding by Decreto 2231/2023).
 *
 * Annual UVT limits are prorated by `months` / 12 (law reference §0 item 11: the monthly proration of
 * 790 and 1.340 UVT is practice; decision 0042). Amounts stay exact.
 */
export function depureLabourIncome(
  input: LabourIncomeInput,
  params: WithholdingParameters,
): LabourIncomeDepuration {
  const limits = params.withholdingLimits;
  const { uvt } = params;
  const months = new Decimal(input.months);
  const monthlyCap = (uvtPerMonth: Decimal) => uvtPerMonth.times(uvt).times(months);
  // Multiply before dividing so that whole-peso caps stay exact (790 × 52.374 / 12 = 3.447.955).
  const annualCap = (uvtPerYear: Decimal) => uvtPerYear.times(uvt).times(months).div(TWELVE);

  const labourIncome = positive(input.labourIncome);
  const nonTaxableIncome = Decimal.min(input.mandatoryPension.plus(input.mandatoryHealth), labourIncome);
  const netIncome = labourIncome.minus(nonTaxableIncome);

  const dependants = input.hasDependants
    ? Decimal.min(labourIncome.times(limits.dependantsRate), monthlyCap(limits.dependantsMonthlyUvt))
    : ZERO;
  const prepaidMedicine = Decimal.min(
    positive(input.prepaidMedicine),
    monthlyCap(limits.prepaidMedicineMonthlyUvt),
  );
  const housingInterest = Decimal.min(
    positive(input.housingInterest),
    monthlyCap(limits.housingInterestMonthlyUvt),
  );
  const deductions = dependants.plus(prepaidMedicine).plus(housingInterest);

  const voluntaryExempt = Decimal.min(
    positive(input.voluntaryPension).plus(positive(input.afc)),
    labourIncome.times(limits.voluntaryRate),
    annualCap(limits.voluntaryAnnualUvt),
  );
  const otherExempt = positive(input.otherExemptIncome ?? ZERO);

  const beforeExempt25 = positive(netIncome.minus(deductions).minus(voluntaryExempt).minus(otherExempt));
  const exempt25 = Decimal.min(
    beforeExempt25.times(limits.exemptLabourRate),
    annualCap(limits.exemptLabourAnnualUvt),
  );

  const benefitsBeforeCap = deductions.plus(voluntaryExempt).plus(otherExempt).plus(exempt25);
  const globalCap = Decimal.min(netIncome.times(limits.globalCapRate), annualCap(limits.globalCapAnnualUvt));
  const benefits = Decimal.min(benefitsBeforeCap, globalCap);
  const taxableBase = positive(netIncome.minus(benefits));

  return {
    labourIncome,
    nonTaxableIncome,
    netIncome,
    dependants,
    prepaidMedicine,
    housingInterest,
    deductions,
    voluntaryExempt,
    otherExempt,
    exempt25,
    benefitsBeforeCap,
    globalCap,
    benefits,
    taxableBase,
  };
}

function positive(value: Decimal): Decimal {
  return value.isNegative() ? ZERO : value;
}
