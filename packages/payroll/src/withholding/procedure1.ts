import Decimal from 'decimal.js';
import type { WithholdingRounding } from '../model/index.ts';
import { depureLabourIncome, type LabourIncomeDepuration, type LabourIncomeInput } from './depuration.ts';
import type { WithholdingParameters } from './legal-values.ts';
import { roundWithholding } from './rounding.ts';
import { taxInPesos } from './table-383.ts';

const THIRTY = new Decimal(30);

/** Result of a withholding computation, with every intermediate value. */
export interface WithholdingResult {
  depuration: LabourIncomeDepuration;
  /** Taxable base expressed in UVT (exact; shown with 2 decimals on documents). */
  baseUvt: Decimal;
  /** Tax in UVT of the art. 383 table, or 0 under procedure 2. */
  taxUvt: Decimal;
  /** Effective rate on the taxable base (procedure 2: the fixed percentage / 100). */
  rate: Decimal;
  /** Exact amount before rounding. */
  exact: Decimal;
  /** Amount withheld, rounded per the company setting. */
  value: Decimal;
}

export interface Procedure1Input extends Omit<LabourIncomeInput, 'months'> {
  /**
   * Days the month's payments cover when fewer than 30 (entry or exit in the month). The base is brought to
   * 30 days to find the rate of the table, and that rate is applied to the actual base (art. 385 E.T.;
   * Gerencie.com "retención en la fuente en pagos laborales inferiores a 30 días"; law reference §6.2).
   */
  daysPaid?: number;
}

/**
 * Withholding procedure 1 (art. 385 E.T.): depurate the labour payments of the month and apply the
 * art. 383 table to the taxable base in UVT.
 */
export function withholdingProcedure1(
  input: Procedure1Input,
  params: WithholdingParameters,
  rounding: WithholdingRounding,
): WithholdingResult {
  const depuration = depureLabourIncome({ ...input, months: 1 }, params);
  const base = depuration.taxableBase;
  const days = input.daysPaid;
  const partial = days !== undefined && days > 0 && days < 30;
  const tableBase = partial ? base.div(days).times(THIRTY) : base;
  const tableTax = taxInPesos(tableBase, params.uvt, params.withholdingTable);
  const taxUvt = tableTax.div(params.uvt);
  const rate = tableBase.isZero() ? new Decimal(0) : tableTax.div(tableBase);
  const exact = partial ? base.times(rate) : tableTax;
  return {
    depuration,
    baseUvt: base.div(params.uvt),
    taxUvt,
    rate,
    exact,
    value: roundWithholding(exact, rounding),
  };
}
