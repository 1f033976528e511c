import type Decimal from 'decimal.js';
import type { IsoDate } from '../model/common.ts';
import type { Contract } from '../model/contract.ts';
import type { AccumulatedHistory } from '../model/history.ts';
import type { SettlementLine, SettlementResult } from '../model/output.ts';
import type { CompanyPayrollSettings } from '../model/settings.ts';
import type { LegalParameters } from '../parameters/index.ts';
import { parametersOn } from '../parameters/index.ts';
import {
  indemnityWithholding,
  primaWithholding,
  procedure2Percentage,
  procedure2Semester,
  taxableCesantias,
  type WithholdingParameters,
  type WithholdingResult,
  withholdingProcedure1,
  withholdingProcedure2,
} from '../withholding/index.ts';
import { line } from './lines.ts';
import { amount, dec, maxD, str, sum, toPeso } from './money.ts';

export interface WithholdingInput {
  contract: Contract;
  settings: CompanyPayrollSettings;
  params: WithholdingParameters;
  labourIncome: Decimal;
  mandatoryPension: Decimal;
  mandatoryHealth: Decimal;
  voluntaryPension: Decimal;
  afc: Decimal;
  /** Share of the monthly deduction limits usable in this calculation (1 for a month, 0.5 for a fortnight). */
  monthShare: Decimal;
  /** Days paid when fewer than 30 (art. 385 E.T. par.: proportional table). */
  daysPaid?: number;
  history: AccumulatedHistory;
  paymentDate: IsoDate;
}

/**
 * The procedure 2 fixed percentage: the contract's (PORC_RET), or, when absent, the one P2's rule computes
 * from the twelve history months of the semester window (art. 386 E.T.: June and December calculations).
 */
export function procedure2PercentageFor(
  contract: Contract,
  history: AccumulatedHistory,
  paymentDate: IsoDate,
): Decimal {
  const text = contract.withholding.procedure2Percentage;
  if (text !== undefined) return dec(text);
  const semester = procedure2Semester(paymentDate);
  const months = history.months.filter(
    (m) => m.month >= semester.windowStart && m.month <= semester.windowEnd,
  );
  if (months.length === 0) {
    throw new RangeError(
      'El procedimiento 2 de retención requiere el porcentaje fijo del semestre o el historial de los doce meses anteriores.',
    );
  }
  const w = contract.withholding;
  const count = dec(months.length);
  return procedure2Percentage(
    {
      labourIncome: sum(months.map((m) => dec(m.labourIncome))),
      mandatoryPension: sum(months.map((m) => dec(m.nonTaxableIncome))),
      mandatoryHealth: dec(0),
      voluntaryPension: amount(contract.voluntaryPensionMonthly).mul(count),
      afc: amount(contract.afcMonthly).mul(count),
      hasDependants: w.hasDependants,
      prepaidMedicine: amount(w.prepaidMedicineMonthly).mul(count),
      housingInterest: amount(w.housingInterestMonthly).mul(count),
      monthsWorked: months.length,
    },
    parametersOn(semester.parametersDate),
  ).percentage;
}

/** Withholding on labour income with P2's procedures 1 (art. 385 E.T.) and 2 (art. 386 E.T.). */
export function computeWithholding(input: WithholdingInput): WithholdingResult {
  const w = input.contract.withholding;
  const base = {
    labourIncome: input.labourIncome,
    mandatoryPension: input.mandatoryPension,
    mandatoryHealth: input.mandatoryHealth,
    voluntaryPension: input.voluntaryPension,
    afc: input.afc,
    hasDependants: w.hasDependants,
    prepaidMedicine: dec(w.prepaidMedicineMonthly ?? '0').mul(input.monthShare),
    housingInterest: dec(w.housingInterestMonthly ?? '0').mul(input.monthShare),
  };
  const rounding = input.settings.withholdingRounding;
  if (w.procedure === 2) {
    return withholdingProcedure2(
      base,
      procedure2PercentageFor(input.contract, input.history, input.paymentDate),
      input.params,
      rounding,
    );
  }
  return withholdingProcedure1(
    input.daysPaid !== undefined ? { ...base, daysPaid: input.daysPaid } : base,
    input.params,
    rounding,
  );
}

export function withholdingLine(
  value: Decimal,
  base: Decimal,
  rate: Decimal,
  name: string,
  code: string,
  source: string,
): SettlementLine | null {
  const amount = maxD(value, dec(0));
  if (amount.isZero()) return null;
  return line({
    code,
    name,
    kind: 'deduction',
    units: rate.mul(100).toDecimalPlaces(2),
    unitKind: 'percent',
    base,
    // Effective rate, shown with 6 decimals (art. 383 par. 1 E.T.: tax ÷ income).
    rate: rate.toDecimalPlaces(6),
    value: amount,
    dianElement: 'RetencionFuente',
    credit: 'withholding_payable',
    salary: false,
    source,
  });
}

/** Withholding on the prima, apart from the monthly payments (art. 385 E.T.). */
export function primaWithholdingValue(
  prima: Decimal,
  contract: Contract,
  settings: CompanyPayrollSettings,
  params: WithholdingParameters,
  history: AccumulatedHistory,
  paymentDate: IsoDate,
): WithholdingResult {
  const procedure =
    contract.withholding.procedure === 2
      ? { kind: 2 as const, percentage: procedure2PercentageFor(contract, history, paymentDate) }
      : { kind: 1 as const };
  return primaWithholding(prima, procedure, params, settings.withholdingRounding);
}

export interface WithholdingStepInput {
  contract: Contract;
  settings: CompanyPayrollSettings;
  p: LegalParameters;
  history: AccumulatedHistory;
  /** Monthly period or second fortnight: the month is withheld; first fortnight: provisional. */
  monthLevel: boolean;
  /** Payments of this period that enter the withholding base. */
  labourIncome: Decimal;
  /** Those of the whole month (with the earlier fortnight's). */
  monthIncome: Decimal;
  health: Decimal;
  /** Mandatory pension including the FSP. */
  pension: Decimal;
  voluntary: Decimal;
  afc: Decimal;
  daysPaid: number;
  /** Payment date: chooses the procedure 2 semester. */
  paymentDate: IsoDate;
  alreadyWithheld: string | undefined;
  cesantiasPaid: Decimal;
  primaPaid: Decimal;
  indemnity: Decimal;
}

export interface WithholdingStep {
  lines: SettlementLine[];
  /** The month's (or the provisional fortnight's) withholding on labour income. */
  value: Decimal;
  summary: NonNullable<SettlementResult['withholding']>;
}

/**
 * Income compared with 204 UVT for the dismissal indemnity (art. 401-3 E.T.; DUR 1625/2016 art. 1.2.4.1.8;
 * DIAN concepto 30573/2015; decision 0043): the average monthly labour income of the (up to) 12 settled
 * months before the retirement, less ingresos no constitutivos; the month itself when no history is given.
 */
function indemnityIncomeTest(history: AccumulatedHistory, monthIncome: Decimal): Decimal {
  const last12 = history.months.slice(-12);
  if (last12.length === 0) return monthIncome;
  const net = last12.map((m) => dec(m.labourIncome).minus(dec(m.nonTaxableIncome)));
  return sum(net).div(last12.length);
}

/**
 * Withholding of the period: labour income (procedure 1 or 2, reconciled for the month in the second
 * fortnight), the taxable part of cesantías paid at termination (art. 206 num. 4), the prima apart
 * (art. 385) and the dismissal indemnity (art. 401-3).
 */
export function withholdingStep(input: WithholdingStepInput): WithholdingStep {
  const { contract, settings, p, history } = input;
  let taxableSeverance = dec(0);
  if (input.cesantiasPaid.greaterThan(0)) {
    const last6 = history.months.slice(-6);
    const average =
      last6.length > 0 ? sum(last6.map((m) => dec(m.labourIncome))).div(last6.length) : input.monthIncome;
    taxableSeverance = taxableCesantias(input.cesantiasPaid, average, p);
  }
  const result = computeWithholding({
    contract,
    settings,
    params: p,
    labourIncome: (input.monthLevel ? input.monthIncome : input.labourIncome).plus(taxableSeverance),
    mandatoryPension: input.pension,
    mandatoryHealth: input.health,
    voluntaryPension: input.voluntary,
    afc: input.afc,
    monthShare: input.monthLevel ? dec(1) : dec('0.5'),
    daysPaid: input.daysPaid,
    history,
    paymentDate: input.paymentDate,
  });
  const lines: SettlementLine[] = [];
  const main = withholdingLine(
    result.value.minus(amount(input.alreadyWithheld)),
    result.depuration.taxableBase,
    result.rate,
    'Retención en la fuente',
    'WITHHOLDING',
    `E.T. art. ${contract.withholding.procedure === 2 ? '386' : '385'}; art. 383 table`,
  );
  if (main) lines.push(main);
  if (input.primaPaid.greaterThan(0)) {
    const pw = primaWithholdingValue(input.primaPaid, contract, settings, p, history, input.paymentDate);
    const prima = withholdingLine(
      pw.value,
      pw.depuration.taxableBase,
      pw.rate,
      'Retención en la fuente sobre prima',
      'WITHHOLDING_PRIMA',
      'E.T. art. 385 (prima apart from the month)',
    );
    if (prima) lines.push(prima);
  }
  if (input.indemnity.greaterThan(0)) {
    const iw = indemnityWithholding(
      { indemnity: input.indemnity, monthlyLabourIncome: indemnityIncomeTest(history, input.monthIncome) },
      p,
      settings.withholdingRounding,
    );
    const indemnity = withholdingLine(
      iw.value,
      iw.base,
      p.withholdingLimits.indemnityRate,
      'Retención en la fuente sobre indemnización',
      'WITHHOLDING_INDEMNITY',
      'E.T. art. 401-3',
    );
    if (indemnity) lines.push(indemnity);
  }
  return {
    lines,
    value: result.value,
    summary: {
      procedure: contract.withholding.procedure,
      taxableBase: str(toPeso(result.depuration.taxableBase)),
      baseInUvt: str(result.baseUvt.toDecimalPlaces(2)),
      value: str(result.value),
    },
  };
}
