import Decimal from 'decimal.js';
import type { IsoDate, WithholdingRounding } from '../model/index.ts';
import { depureLabourIncome, type LabourIncomeDepuration, type LabourIncomeInput } from './depuration.ts';
import type { WithholdingParameters } from './legal-values.ts';
import { PROCEDURE_2_PERCENTAGE_DECIMALS } from './params.ts';
import type { WithholdingResult } from './procedure1.ts';
import { roundWithholding } from './rounding.ts';
import { taxInPesos } from './table-383.ts';

const HUNDRED = new Decimal(100);

export interface Procedure2PercentageInput extends Omit<LabourIncomeInput, 'months'> {
  /**
   * Months of the 12-month window in which the worker was employed (1–12). The sum is divided by 13 when
   * the worker served the whole window, otherwise by the months served (art. 386 E.T. num. 3).
   */
  monthsWorked: number;
}

export interface Procedure2Percentage {
  depuration: LabourIncomeDepuration;
  divisor: number;
  averageMonthlyBase: Decimal;
  baseUvt: Decimal;
  taxUvt: Decimal;
  /** Fixed percentage, e.g. 7.21 for 7,21 %. */
  percentage: Decimal;
}

/**
 * Semester percentage of procedure 2 (art. 386 E.T.), computed in June and in December: the labour payments
 * of the previous 12 months (cesantías and their interest excluded, law reference §6.3) are depurated with
 * the annual limits, divided by 13 (or by the months worked), converted to UVT with the table and UVT of the
 * year the percentage applies to (`procedure2Semester().parametersDate`), and the tax of the art. 383 table is
 * divided by that income (art. 383 par. 1).
 * Art. 387 par. 1: the deductions allowed per month count both for the percentage and for the monthly base.
 */
export function procedure2Percentage(
  input: Procedure2PercentageInput,
  params: WithholdingParameters,
): Procedure2Percentage {
  const monthsWorked = Math.min(Math.max(Math.trunc(input.monthsWorked), 1), 12);
  const depuration = depureLabourIncome({ ...input, months: monthsWorked }, params);
  const divisor = monthsWorked === 12 ? 13 : monthsWorked;
  const averageMonthlyBase = depuration.taxableBase.div(divisor);
  const baseUvt = averageMonthlyBase.div(params.uvt);
  // Tax ÷ income is the same ratio in UVT (art. 383 par. 1) and in pesos; pesos avoid dividing by the UVT.
  const tax = taxInPesos(averageMonthlyBase, params.uvt, params.withholdingTable);
  const taxUvt = tax.div(params.uvt);
  const percentage = averageMonthlyBase.isZero()
    ? new Decimal(0)
    : tax
        .times(HUNDRED)
        .div(averageMonthlyBase)
        .toDecimalPlaces(PROCEDURE_2_PERCENTAGE_DECIMALS, Decimal.ROUND_HALF_UP);
  return { depuration, divisor, averageMonthlyBase, baseUvt, taxUvt, percentage };
}

/**
 * Monthly withholding under procedure 2 (art. 386 E.T.): the fixed percentage applied to the month's
 * taxable base, depurated as in procedure 1.
 */
export function withholdingProcedure2(
  input: Omit<LabourIncomeInput, 'months'>,
  percentage: Decimal,
  params: WithholdingParameters,
  rounding: WithholdingRounding,
): WithholdingResult {
  const depuration = depureLabourIncome({ ...input, months: 1 }, params);
  const rate = percentage.div(HUNDRED);
  const exact = depuration.taxableBase.times(rate);
  return {
    depuration,
    baseUvt: depuration.taxableBase.div(params.uvt),
    taxUvt: new Decimal(0),
    rate,
    exact,
    value: roundWithholding(exact, rounding),
  };
}

/** Which procedure 2 calculation applies to a payment, and the 12-month window it is computed on. */
export interface Procedure2Semester {
  /** Month of the calculation, "YYYY-06" or "YYYY-12". */
  calculationMonth: string;
  /** First and last month ("YYYY-MM") of the 12 months summed. */
  windowStart: string;
  windowEnd: string;
  /**
   * Date whose table and UVT compute the percentage: the first day of the semester it applies to, since the
   * table used is the one of the year in which the withholding is practised (DUR 1625/2016 art. 1.2.4.1.1,
   * as read by Actualícese, "Modelo porcentaje fijo procedimiento 2", Dec 2019).
   */
  parametersDate: IsoDate;
}

/**
 * Art. 386 E.T.: the percentage computed in December applies to payments of January–June of the next year;
 * the one computed in June to payments of July–December. The sum covers the 12 months before the
 * calculation month (June: June–May; December: December–November).
 */
export function procedure2Semester(paymentDate: IsoDate): Procedure2Semester {
  const year = Number(paymentDate.slice(0, 4));
  const month = Number(paymentDate.slice(5, 7));
  if (month <= 6) {
    return {
      calculationMonth: `${year - 1}-12`,
      windowStart: `${year - 2}-12`,
      windowEnd: `${year - 1}-11`,
      parametersDate: `${year}-01-01`,
    };
  }
  return {
    calculationMonth: `${year}-06`,
    windowStart: `${year - 1}-06`,
    windowEnd: `${year}-05`,
    parametersDate: `${year}-07-01`,
  };
}
