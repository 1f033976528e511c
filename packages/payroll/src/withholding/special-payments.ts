import Decimal from 'decimal.js';
import type { WithholdingRounding } from '../model/index.ts';
import type { LegalParameters } from '../parameters/index.ts';
import type { WithholdingParameters } from './legal-values.ts';
import { type WithholdingResult, withholdingProcedure1 } from './procedure1.ts';
import { withholdingProcedure2 } from './procedure2.ts';
import { roundWithholding } from './rounding.ts';

const ZERO = new Decimal(0);

/**
 * Withholding on the legal prima de servicios. Procedure 1: art. 385 E.T. takes the prima out of the monthly
 * sum and retains it on its own — "el valor a retener es el que figure frente al intervalo al cual
 * corresponda la respectiva prima" (last paragraph) — with the 25 % exempt income of art. 206 num. 10 as the
 * only subtraction (Gerencie.com, "Retención en la fuente en la prima de servicios"; lavtributaria.com),
 * limited to the monthly share of 790 UVT. Procedure 2: the fixed percentage applies to the depurated prima
 * (art. 386; contribuyente.org). Law reference §6.2, decision 0043.
 */
export function primaWithholding(
  prima: Decimal,
  procedure: { kind: 1 } | { kind: 2; percentage: Decimal },
  params: WithholdingParameters,
  rounding: WithholdingRounding,
): WithholdingResult {
  const input = {
    labourIncome: prima,
    mandatoryPension: ZERO,
    mandatoryHealth: ZERO,
    voluntaryPension: ZERO,
    afc: ZERO,
    hasDependants: false,
    prepaidMedicine: ZERO,
    housingInterest: ZERO,
  };
  return procedure.kind === 1
    ? withholdingProcedure1(input, params, rounding)
    : withholdingProcedure2(input, procedure.percentage, params, rounding);
}

export interface IndemnityWithholdingInput {
  /** Dismissal indemnity of CST art. 64. */
  indemnity: Decimal;
  /**
   * The worker's average monthly taxable labour income of the 12 months before the retirement (or the months
   * served), less ingresos no constitutivos, compared with 204 UVT (art. 401-3 E.T.; DUR 1625/2016
   * art. 1.2.4.1.8; DIAN concepto 30573/2015; Gerencie.com, "Retención en la fuente por indemnizaciones
   * laborales").
   */
  monthlyLabourIncome: Decimal;
}

export interface IndemnityWithholding {
  exempt25: Decimal;
  base: Decimal;
  exact: Decimal;
  value: Decimal;
}

/**
 * Withholding on a dismissal indemnity (art. 401-3 E.T.): 20 % when the worker's monthly labour income
 * exceeds 204 UVT, none otherwise (DIAN concepto 30573/2015). The indemnity is first reduced by the 25 %
 * exempt labour income of art. 206 num. 10 without the monthly UVT limit, which concerns monthly payments;
 * the 40 % limit of art. 388 num. 2 never binds a 25 % share (kraobi.com, "Retención en la fuente en
 * indemnización laboral"; law reference §6.8).
 */
export function indemnityWithholding(
  input: IndemnityWithholdingInput,
  params: WithholdingParameters,
  rounding: WithholdingRounding,
): IndemnityWithholding {
  const limits = params.withholdingLimits;
  const threshold = limits.indemnityThresholdUvt.times(params.uvt);
  if (input.indemnity.lte(0) || input.monthlyLabourIncome.lte(threshold)) {
    return { exempt25: ZERO, base: ZERO, exact: ZERO, value: ZERO };
  }
  const exempt25 = Decimal.min(
    input.indemnity.times(limits.exemptLabourRate),
    input.indemnity.times(limits.globalCapRate),
  );
  const base = input.indemnity.minus(exempt25);
  const exact = base.times(limits.indemnityRate);
  return { exempt25, base, exact, value: roundWithholding(exact, rounding) };
}

/**
 * Exempt share of cesantías and their interest (art. 206 num. 4 E.T.): fully exempt when the worker's average
 * monthly labour income of the last six months is at most 350 UVT; above it, 90 %, 80 %, 60 %, 40 %, 20 % and
 * 0 % by bands of 60 UVT (law reference §4.2). The bands are `cesantiasExemptBands` of the parameter table.
 */
export function cesantiasExemptShare(
  averageMonthlyIncomeLast6: Decimal,
  params: CesantiasExemptParameters,
): Decimal {
  const incomeUvt = averageMonthlyIncomeLast6.div(params.uvt);
  for (const row of params.cesantiasExemptBands) {
    if (incomeUvt.gt(row.aboveUvt)) return new Decimal(row.exemptShare);
  }
  return new Decimal(1);
}

/** The UVT of the payment date and the art. 206 num. 4 bands. */
export type CesantiasExemptParameters = Pick<LegalParameters, 'uvt' | 'cesantiasExemptBands'>;

/** Taxable part of cesantías or their interest paid to the worker (art. 206 num. 4 E.T.), exact. */
export function taxableCesantias(
  amount: Decimal,
  averageMonthlyIncomeLast6: Decimal,
  params: CesantiasExemptParameters,
): Decimal {
  const exempt = cesantiasExemptShare(averageMonthlyIncomeLast6, params);
  return amount.minus(amount.times(exempt));
}
