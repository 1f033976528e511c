import { days360, parametersOn } from '@quincena/payroll';
import Decimal from 'decimal.js';
import { type DocumentCompany, formatPesos } from '../../platform/pdf/index.ts';
import type { FinalSettlementHeadRow, FinalSettlementLineRow } from './final-settlement.repository.ts';

/** Engine concept codes of the items a termination adds to the period (packages/payroll settlement/termination.ts). */
const TERMINATION = ['CESANTIAS', 'CESANTIAS_INTEREST', 'PRIMA', 'VACATION_TERMINATION', 'INDEMNITY'];

/** One benefit of the settlement with the computation the engine made, in words a worker can check. */
export interface BenefitComputation {
  /** The stored line's Spanish concept name (the company's, when it renamed the concept). */
  title: string;
  /** Days the value pays, as the engine counted them (business days for vacations). */
  days: string;
  /** "Días del año", "Días del semestre", "Días hábiles pendientes", … */
  daysLabel: string;
  /** What the base is made of, e.g. "salario $ 2.500.000 + auxilio de transporte $ 249.095". */
  baseLabel: string;
  /** The formula with its figures: "$ 2.749.095 × 70 / 360". */
  formula: string;
  /** The stored line's value, never recomputed. */
  value: string;
  legal: string;
}

export interface PaidLine {
  name: string;
  quantity: string;
  value: string;
}

/** Everything the final-settlement document shows, read from stored results and reference names. */
export interface FinalSettlementContent {
  company: DocumentCompany;
  employee: {
    name: string;
    document: string;
    /** Under the worker's signature: "C.C. 1.020.304.000" for a cédula, else the type and number. */
    signatureId: string;
    job: string | null;
    contractType: string;
    startDate: string;
    endDate: string;
    reason: string;
    /** Days of service, start to withdrawal, on the 360-day calendar. */
    daysWorked: number;
    salary: string | null;
  };
  detail: string;
  period: { start: string; end: string };
  /** True before Acumular: the document says it is a preview. */
  preview: boolean;
  benefits: BenefitComputation[];
  indemnity: BenefitComputation | null;
  periodPay: PaidLine[];
  deductions: PaidLine[];
  totals: { earnings: string; deductions: string; netPay: string };
  signer: { name: string; job: string | null; image: Buffer | null } | null;
  issuedOn: string;
}

/** Days keep the engine's four decimals (vacation days are fractions: 15 per 360 of service). */
const DAYS = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 4 });
/** The documents' peso format (platform/pdf), for the engine's decimals. */
const pesos = (value: Decimal.Value) => formatPesos(Number(value));
const days = (value: Decimal.Value) => DAYS.format(Number(value));

/**
 * What a monthly benefit base is made of: the salary, the transport aid when the base carries it
 * (CST art. 253 and Ley 1/1963 art. 7 include it in cesantías and prima) and the average of variable
 * pay for the rest. The split is read off the stored base; `transportAid` is the decreed value of the
 * date when the worker is entitled to it, else 0.
 */
export function baseComposition(
  base: Decimal.Value,
  salary: string | null,
  transportAid: Decimal.Value,
): string {
  const total = new Decimal(base);
  if (!salary) return `base mensual ${pesos(total)}`;
  const rest = total.minus(salary);
  if (rest.lte(0)) return `salario ${pesos(salary)}`;
  const aid = new Decimal(transportAid);
  const parts = [`salario ${pesos(salary)}`];
  if (rest.gte(aid) && aid.gt(0)) {
    parts.push(`auxilio de transporte ${pesos(aid)}`);
    if (rest.gt(aid)) parts.push(`promedio variable ${pesos(rest.minus(aid))}`);
  } else parts.push(`promedio variable ${pesos(rest)}`);
  return parts.join(' + ');
}

/** How a stored line's value was computed: what the document says besides its name, days and value. */
type Computation = Pick<BenefitComputation, 'daysLabel' | 'baseLabel' | 'formula' | 'legal'>;

/** A stored line with its computation: its name, days and value are the line's own. */
const computation = (line: FinalSettlementLineRow, how: Computation): BenefitComputation => ({
  title: line.concept_name,
  days: days(line.units),
  daysLabel: how.daysLabel,
  baseLabel: how.baseLabel,
  formula: how.formula,
  value: line.value,
  legal: how.legal,
});

/**
 * The computation of each stored termination line, written as the engine made it
 * (packages/payroll: benefits/cesantias.ts, prima.ts, vacations.ts; termination/indemnity.ts):
 *  - cesantías = base × días / 360 (CST art. 249);
 *  - intereses = cesantías × días × 12 % / 360 (Ley 52 de 1975);
 *  - prima = base × días del semestre / 360 (CST art. 306);
 *  - vacaciones = salario × días hábiles pendientes / 30, the days being 15 per 360 of service
 *    (CST art. 186; Ley 995 de 2005) — the same as salario × días de servicio / 720;
 *  - indemnización = salario / 30 × días (CST art. 64, the rule the engine stored on the line).
 */
export function benefitComputations(
  lines: readonly FinalSettlementLineRow[],
  salary: string | null,
  withdrawal: string,
  daysOfService: number,
): { benefits: BenefitComputation[]; indemnity: BenefitComputation | null } {
  const law = parametersOn(withdrawal);
  const rate = law.cesantiasInterestRate.times(100);
  // Transport aid is due up to two SMMLV (Ley 15/1959); above it, what the base adds is variable pay.
  const aid = salary && new Decimal(salary).lte(law.smmlv.times(2)) ? law.transportAid : new Decimal(0);
  const byCode = new Map(lines.map((line) => [line.concept_code, line]));
  /** The stored line of `code`, when the settlement has one, with how its value was computed. */
  const computed = (code: string, how: (line: FinalSettlementLineRow) => Computation) => {
    const line = byCode.get(code);
    return line ? computation(line, how(line)) : null;
  };
  const benefits = [
    computed('CESANTIAS', (cesantias) => ({
      daysLabel: 'Días del año',
      baseLabel: baseComposition(cesantias.base, salary, aid),
      formula: `${pesos(cesantias.base)} × ${days(cesantias.units)} / 360`,
      legal: 'CST arts. 249 y 253',
    })),
    computed('CESANTIAS_INTEREST', (interest) => ({
      daysLabel: 'Días del año',
      baseLabel: `cesantías ${pesos(interest.base)}`,
      formula: `${pesos(interest.base)} × ${days(interest.units)} × ${days(rate)} % / 360`,
      legal: 'Ley 52 de 1975, art. 1',
    })),
    computed('PRIMA', (prima) => ({
      daysLabel: 'Días del semestre',
      baseLabel: baseComposition(prima.base, salary, aid),
      formula: `${pesos(prima.base)} × ${days(prima.units)} / 360`,
      legal: 'CST art. 306',
    })),
    computed('VACATION_TERMINATION', (vacations) => {
      // 15 business days per 360 of service: when none were enjoyed, the days owed are those of the whole
      // service and the formula reads as the exact salario × días / 720 form.
      const service = new Decimal(vacations.units).times(law.labourYearDays).div(law.vacationDaysPerYear);
      const whole = new Decimal(daysOfService);
      const exact = whole.minus(service).abs().lt(0.01);
      return {
        daysLabel: exact
          ? `Días hábiles pendientes (15 por cada 360 días de servicio: ${days(whole)} días)`
          : 'Días hábiles pendientes (15 por cada 360 días de servicio)',
        baseLabel: baseComposition(vacations.base, salary, 0),
        formula: exact
          ? `${pesos(vacations.base)} × ${days(whole)} / 720`
          : `${pesos(vacations.base)} × ${days(vacations.units)} / 30`,
        legal: 'CST arts. 186 y 189; Ley 995 de 2005',
      };
    }),
  ].filter((benefit) => benefit !== null);
  const indemnity = computed('INDEMNITY', (line) => ({
    daysLabel: 'Días de salario',
    baseLabel: `salario ${pesos(line.base)}; salario diario ${pesos(new Decimal(line.base).div(30).toDecimalPlaces(2))}`,
    formula: `${pesos(line.base)} / 30 × ${days(line.units)}`,
    legal: line.source,
  }));
  return { benefits, indemnity };
}

const quantityOf = (line: FinalSettlementLineRow) => {
  if (line.unit_kind === 'none' || Number(line.units) === 0) return '';
  if (line.unit_kind === 'days') return `${days(line.units)} ${Number(line.units) === 1 ? 'día' : 'días'}`;
  if (line.unit_kind === 'hours') return `${days(line.units)} h`;
  return `${days(line.units)} %`;
};

/** The stored lines split into the period's own pay, the benefits and the deductions. */
export function splitLines(lines: readonly FinalSettlementLineRow[]) {
  const paid = (line: FinalSettlementLineRow): PaidLine => ({
    name: line.concept_name,
    quantity: quantityOf(line),
    value: line.value,
  });
  return {
    periodPay: lines
      .filter((line) => line.kind === 'earning' && !TERMINATION.includes(line.concept_code))
      .map(paid),
    deductions: lines.filter((line) => line.kind === 'deduction').map(paid),
  };
}

/** Days of service from the start to the withdrawal, both included, on the 360-day calendar. */
export const serviceDays = (head: Pick<FinalSettlementHeadRow, 'start_date' | 'retirement_date'>) =>
  days360(head.start_date, head.retirement_date);
