import type Decimal from 'decimal.js';
import type { Amount, IsoDate } from '../model/common.ts';
import type { Contract } from '../model/contract.ts';
import type { AccumulatedHistory } from '../model/history.ts';
import type { CompanyPayrollSettings } from '../model/settings.ts';
import { parametersOn } from '../parameters/index.ts';
import { amount, dec, maxD, str, sum } from '../settlement/money.ts';
import { procedure2PercentageFor } from '../settlement/withholding.ts';
import { withholdingProcedure1, withholdingProcedure2 } from '../withholding/index.ts';
import type { RetroactiveMonth } from './aggregate.ts';

/** One original month: what it already paid and withheld, and its share of the retroactive payment. */
export interface RetroactiveWithholdingMonth {
  retroactive: RetroactiveMonth;
  /** Labour income of the month that entered its withholding base (MonthRecord.labourIncome). */
  paidLabourIncome: Amount;
  /** Its non-taxable employee contributions (MonthRecord.nonTaxableIncome). */
  paidNonTaxableIncome: Amount;
  /** Withholding already made on the month's labour income. */
  withheld: Amount;
}

export interface RetroactiveWithholdingInput {
  contract: Contract;
  settings: CompanyPayrollSettings;
  /** Settled months, for the procedure 2 percentage when the contract has none. */
  history: AccumulatedHistory;
  /** The day the retroactive payment is made: its art. 383 table, UVT and procedure 2 percentage apply. */
  paymentDate: IsoDate;
  months: readonly RetroactiveWithholdingMonth[];
}

export interface RetroactiveWithholding {
  /** Withholding on the whole retroactive payment, to deduct in the paying period. */
  value: Amount;
  /** Procedure 1: each month's share (recomputed month − already withheld, never negative). */
  byMonth: { month: string; value: Amount }[];
}

/**
 * Withholding on a retroactive payment, in the month it is paid (arts. 383, 385, 386 E.T.; DIAN Concepto
 * 38818/1998; decision 0340). Procedure 1: each original month's income already paid plus its retroactive
 * share is placed in the table in force on the payment date; what that gives beyond the withholding already
 * made is withheld now. Procedure 2: the fixed percentage in force on the payment date applies to the whole
 * retroactive payment (depurated of its own contributions and 25 % exemption; the month's other deductions
 * were already taken in each month). Pure.
 */
export function retroactiveWithholding(input: RetroactiveWithholdingInput): RetroactiveWithholding {
  const { contract, settings } = input;
  const p = parametersOn(input.paymentDate, { weeklyHoursStepDay: settings.weeklyHoursStepDay });
  const w = contract.withholding;
  const zero = dec(0);
  if (w.procedure === 2) {
    const income = sum(input.months.map((m) => dec(m.retroactive.withholdingIncome)));
    if (!income.greaterThan(0)) return { value: '0', byMonth: [] };
    const result = withholdingProcedure2(
      {
        labourIncome: income,
        mandatoryPension: sum(input.months.map((m) => dec(m.retroactive.nonTaxableIncome))),
        mandatoryHealth: zero,
        voluntaryPension: zero,
        afc: zero,
        hasDependants: false,
        prepaidMedicine: zero,
        housingInterest: zero,
      },
      procedure2PercentageFor(contract, input.history, input.paymentDate),
      p,
      settings.withholdingRounding,
    );
    return { value: str(result.value), byMonth: [] };
  }
  const byMonth = input.months.map((m) => {
    const recomputed = withholdingProcedure1(
      {
        labourIncome: dec(m.paidLabourIncome).plus(dec(m.retroactive.withholdingIncome)),
        mandatoryPension: dec(m.paidNonTaxableIncome).plus(dec(m.retroactive.nonTaxableIncome)),
        mandatoryHealth: zero,
        voluntaryPension: amount(contract.voluntaryPensionMonthly),
        afc: amount(contract.afcMonthly),
        hasDependants: w.hasDependants,
        prepaidMedicine: amount(w.prepaidMedicineMonthly),
        housingInterest: amount(w.housingInterestMonthly),
      },
      p,
      settings.withholdingRounding,
    );
    const value: Decimal = maxD(recomputed.value.minus(dec(m.withheld)), zero);
    return { month: m.retroactive.month, value };
  });
  return {
    value: str(sum(byMonth.map((m) => m.value))),
    byMonth: byMonth.map((m) => ({ month: m.month, value: str(m.value) })),
  };
}
