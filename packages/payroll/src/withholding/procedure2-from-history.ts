import Decimal from 'decimal.js';
import type { AccumulatedHistory, Contract, IsoDate } from '../model/index.ts';
import { parametersOn } from '../parameters/index.ts';
import { type Procedure2Percentage, procedure2Percentage, procedure2Semester } from './procedure2.ts';

const ZERO = new Decimal(0);

const amount = (value: string | undefined): Decimal => (value === undefined ? ZERO : new Decimal(value));

/**
 * The procedure 2 percentage (art. 386 E.T.) that applies to a payment date, computed from the settled months
 * of the accumulated history: the 12 months before June or December (`procedure2Semester`), their labour
 * payments (`MonthRecord.labourIncome`) and ingresos no constitutivos (`nonTaxableIncome`), and the monthly
 * deductions and voluntary contributions the contract declares, counted for each month worked (art. 387
 * par. 1: the monthly amount counts for the percentage and for the base). The table and UVT are those of the
 * semester the percentage applies to.
 *
 * Throws a Spanish error when the worker has no settled month in the window: procedure 1 applies until the
 * first calculation.
 */
export function procedure2PercentageFromHistory(
  history: AccumulatedHistory,
  contract: Contract,
  paymentDate: IsoDate,
): Procedure2Percentage {
  const semester = procedure2Semester(paymentDate);
  const months = history.months.filter(
    (m) => m.month >= semester.windowStart && m.month <= semester.windowEnd && m.days + m.unpaidLeaveDays > 0,
  );
  if (months.length === 0) {
    throw new RangeError(
      `No hay meses liquidados entre ${semester.windowStart} y ${semester.windowEnd} para calcular el porcentaje fijo del procedimiento 2.`,
    );
  }
  let labourIncome = ZERO;
  let nonTaxable = ZERO;
  for (const m of months) {
    labourIncome = labourIncome.plus(m.labourIncome);
    nonTaxable = nonTaxable.plus(m.nonTaxableIncome);
  }
  const count = months.length;
  const w = contract.withholding;
  return procedure2Percentage(
    {
      labourIncome,
      // Pension, FSP and health arrive summed in the history; the depuration only needs their total.
      mandatoryPension: nonTaxable,
      mandatoryHealth: ZERO,
      voluntaryPension: amount(contract.voluntaryPensionMonthly).times(count),
      afc: amount(contract.afcMonthly).times(count),
      hasDependants: w.hasDependants,
      prepaidMedicine: amount(w.prepaidMedicineMonthly).times(count),
      housingInterest: amount(w.housingInterestMonthly).times(count),
      monthsWorked: count,
    },
    parametersOn(semester.parametersDate),
  );
}
