import type Decimal from 'decimal.js';
import {
  benefitEligibility,
  cesantiasInterest,
  monthlyBenefitBase,
  monthlyProvisions,
  primaDeServicios,
} from '../benefits/index.ts';
import type { IsoDate } from '../model/common.ts';
import type { Contract } from '../model/contract.ts';
import type { AccumulatedHistory, MonthRecord } from '../model/history.ts';
import type { Provision, SettlementLine } from '../model/output.ts';
import type { PayPeriod } from '../model/period.ts';
import type { CompanyPayrollSettings } from '../model/settings.ts';
import type { LegalParameters } from '../parameters/index.ts';
import { days360Inclusive, maxDate } from './dates.ts';
import { line } from './lines.ts';
import { dec, str, sum } from './money.ts';
import { monthlyAidForBenefits } from './transport-aid.ts';

export interface PeriodFigures {
  /** Basic salary paid in the period. */
  fixedSalary: Decimal;
  /** Salary-constitutive variable pay of the period. */
  variableSalary: Decimal;
  /** Overtime and rest-day pay inside variableSalary. */
  overtimeAndSurcharges: Decimal;
  /** Commercial days active in the period. */
  activeDays: number;
  /** Unpaid leave and suspension days in the period. */
  unpaidLeaveDays: number;
}

export interface BenefitContext {
  contract: Contract;
  settings: CompanyPayrollSettings;
  history: AccumulatedHistory;
  p: LegalParameters;
  salary: Decimal;
  transportAidEntitled: boolean;
  period: PayPeriod;
  periodEnd: IsoDate;
  figures: PeriodFigures;
}

function monthsBetween(
  history: readonly MonthRecord[],
  fromMonth: string,
  toMonthExclusive: string,
): MonthRecord[] {
  return history.filter((m) => m.month >= fromMonth && m.month < toMonthExclusive);
}

function monthKey(period: PayPeriod): string {
  return `${period.year}-${String(period.month).padStart(2, '0')}`;
}

/**
 * Monthly base of prima or cesantías over an accrual window (CST 253 num. 1, CST 306): history months of the
 * window plus the current period. The fixed salary is averaged when it changed in the window (prima: the
 * semester; cesantías: the last three months).
 */
export function accrualBase(
  ctx: BenefitContext,
  windowStart: string,
  includeAid: boolean,
  changeWindowStart: string,
): Decimal {
  const months = monthsBetween(ctx.history.months, windowStart, monthKey(ctx.period));
  const fixed = sum(months.map((m) => dec(m.fixedSalary))).plus(ctx.figures.fixedSalary);
  const variable = sum(months.map((m) => dec(m.variableSalary))).plus(ctx.figures.variableSalary);
  const days = months.reduce((n, m) => n + m.days, 0) + ctx.figures.activeDays - ctx.figures.unpaidLeaveDays;
  const changed = (ctx.contract.salaryChanges ?? []).some(
    (c) => c.from.slice(0, 7) >= changeWindowStart && c.from <= ctx.periodEnd,
  );
  return monthlyBenefitBase({
    lastMonthlySalary: ctx.salary,
    averageFixedSalary: changed,
    fixedSalaryEarned: fixed,
    variableSalaryEarned: variable,
    periodDays: days,
    monthlyTransportAid:
      includeAid && ctx.transportAidEntitled ? monthlyAidForBenefits(ctx.contract, ctx.p) : dec(0),
  });
}

function semesterStart(period: PayPeriod): string {
  return `${period.year}-${period.month <= 6 ? '01' : '07'}-01`;
}

function threeMonthsBack(period: PayPeriod): string {
  const index = period.year * 12 + (period.month - 1) - 2;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Unpaid-leave days recorded in history months from `fromMonth` plus the current period. */
function unpaidLeaveSince(ctx: BenefitContext, fromMonth: string): number {
  const months = monthsBetween(ctx.history.months, fromMonth.slice(0, 7), monthKey(ctx.period));
  return months.reduce((n, m) => n + m.unpaidLeaveDays, 0) + ctx.figures.unpaidLeaveDays;
}

/** Prima days of the semester up to `end` (CST 306), unpaid leave discounted per CONF_PRIMA APLICA_LNR. */
export function primaDays(ctx: BenefitContext, end: IsoDate): number {
  const start = semesterStart(ctx.period);
  const from = maxDate(ctx.contract.startDate, start);
  const days = days360Inclusive(from, end);
  const discount = ctx.settings.prima.discountUnpaidLeave ? unpaidLeaveSince(ctx, start) : 0;
  return Math.max(0, days - discount - (ctx.history.primaDaysPaidThisSemester ?? 0));
}

/** Cesantías days of the year up to `end` (CST 249), suspensions discounted (CST 53). */
export function cesantiasDays(ctx: BenefitContext, end: IsoDate): number {
  const start = `${ctx.period.year}-01-01`;
  const from = maxDate(ctx.contract.startDate, start);
  return Math.max(0, days360Inclusive(from, end) - unpaidLeaveSince(ctx, start));
}

export function primaBase(ctx: BenefitContext): Decimal {
  return accrualBase(
    ctx,
    semesterStart(ctx.period).slice(0, 7),
    ctx.settings.prima.includeTransportAid,
    semesterStart(ctx.period).slice(0, 7),
  );
}

export function cesantiasBase(ctx: BenefitContext): Decimal {
  return accrualBase(
    ctx,
    `${ctx.period.year}-01`,
    ctx.settings.cesantias.includeTransportAid,
    threeMonthsBack(ctx.period),
  );
}

/**
 * Prima paid with the payroll of June or December, in the fortnight the company chose (CONF_PRIMA
 * PRIM_PAG_JUNE / PRIM_PAG_DECEMBER), for the whole semester (CST 306: by 30 June and by 20 December).
 */
export function primaPaymentLine(ctx: BenefitContext): SettlementLine | null {
  const { period, settings } = ctx;
  if (period.month !== 6 && period.month !== 12) return null;
  const choice = period.month === 6 ? settings.prima.june : settings.prima.december;
  if (choice === 'none') return null;
  if (period.fortnight !== undefined && (choice === 'first_fortnight') !== (period.fortnight === 1))
    return null;
  if (!benefitEligibility(ctx.contract.salaryType, ctx.periodEnd, ctx.contract.apprenticePhase).prima)
    return null;
  const semesterEnd = `${period.year}-${period.month === 6 ? '06-30' : '12-31'}`;
  const days = primaDays(ctx, semesterEnd);
  if (days <= 0) return null;
  const base = primaBase(ctx);
  return line({
    code: 'PRIMA',
    name: 'Prima de servicios',
    kind: 'earning',
    units: days,
    unitKind: 'days',
    base,
    value: primaDeServicios(base, days, ctx.p),
    dianElement: 'Primas',
    dianAttribute: 'Pago',
    debit: 'benefits_liability',
    salary: false,
    withholdingBase: false,
    source: 'CST art. 306 (base × days / 360)',
  });
}

/**
 * Interest on cesantías paid to the worker: in January on the balance at 31 December (Ley 52/1975 art. 1;
 * Decreto 116/1976), or monthly by written agreement (Ley 2466/2025 art. 64: 1 % a month of salary + aid,
 * i.e. 12 % of the cesantías accrued in the period).
 */
export function interestPaymentLine(
  ctx: BenefitContext,
  accruedCesantias: Decimal | null,
): SettlementLine | null {
  const { period, settings, history } = ctx;
  const rate = ctx.p.cesantiasInterestRate;
  if (settings.interest.payment === 'january') {
    if (period.month !== 1 || period.fortnight === 2 || !history.cesantiasBalance) return null;
    const balance = dec(history.cesantiasBalance);
    const days = history.cesantiasYearDays ?? 360;
    const value = cesantiasInterest(balance, days, ctx.p);
    if (value.isZero()) return null;
    return interestLine(
      balance,
      days,
      rate,
      value,
      'Ley 52/1975 art. 1 (paid in January on the 31 Dec balance)',
    );
  }
  if (settings.interest.payment === 'monthly' && accruedCesantias && accruedCesantias.greaterThan(0)) {
    const value = accruedCesantias.mul(rate).toDecimalPlaces(0, 4);
    return interestLine(
      accruedCesantias,
      ctx.figures.activeDays - ctx.figures.unpaidLeaveDays,
      rate,
      value,
      'Ley 2466/2025 art. 64 (monthly interest by agreement)',
    );
  }
  return null;
}

function interestLine(
  base: Decimal,
  days: number,
  rate: Decimal,
  value: Decimal,
  source: string,
): SettlementLine {
  return line({
    code: 'CESANTIAS_INTEREST',
    name: 'Intereses sobre cesantías',
    kind: 'earning',
    units: days,
    unitKind: 'days',
    base,
    rate,
    value,
    dianElement: 'Cesantias',
    dianAttribute: 'PagoIntereses',
    debit: 'benefits_liability',
    salary: false,
    withholdingBase: false,
    source,
  });
}

export interface ProvisionOutcome {
  provisions: Provision[];
  lines: SettlementLine[];
  accruedCesantias: Decimal | null;
}

const PROVISION_NAMES: Record<Provision['concept'], [string, string]> = {
  prima: ['PROV_PRIMA', 'Provisión prima de servicios'],
  cesantias: ['PROV_CESANTIAS', 'Provisión cesantías'],
  cesantias_interest: ['PROV_CESANTIAS_INTEREST', 'Provisión intereses sobre cesantías'],
  vacations: ['PROV_VACATIONS', 'Provisión vacaciones'],
};

/** Provisions of the period with P2's formulas (CST 186, 249, 306; Ley 52/1975). */
export function provisionsFor(
  ctx: BenefitContext,
  vacationBaseValue: Decimal,
  interestPaidMonthly: boolean,
): ProvisionOutcome {
  const eligibility = benefitEligibility(
    ctx.contract.salaryType,
    ctx.periodEnd,
    ctx.contract.apprenticePhase,
  );
  const serviceDays = Math.max(0, ctx.figures.activeDays - ctx.figures.unpaidLeaveDays);
  const primaDaysValue = ctx.settings.prima.discountUnpaidLeave ? serviceDays : ctx.figures.activeDays;
  const provisions = monthlyProvisions({
    eligibility: interestPaidMonthly ? { ...eligibility, cesantiasInterest: false } : eligibility,
    primaBase: primaBase(ctx),
    cesantiasBase: cesantiasBase(ctx),
    vacationBase: vacationBaseValue,
    primaDays: primaDaysValue,
    serviceDays,
    params: ctx.p,
  });
  const out: Provision[] = [];
  const lines: SettlementLine[] = [];
  let accruedCesantias: Decimal | null = null;
  for (const pr of provisions) {
    if (pr.concept === 'cesantias') accruedCesantias = pr.value;
    if (pr.value.isZero()) {
      out.push({ concept: pr.concept, base: str(pr.base), rate: str(pr.rate), value: '0' });
      continue;
    }
    const [code, name] = PROVISION_NAMES[pr.concept];
    const provisionLine = line({
      code,
      name,
      kind: 'provision',
      units: pr.rate.mul(100).toDecimalPlaces(4),
      unitKind: 'percent',
      base: pr.base,
      rate: pr.rate,
      value: pr.value,
      dianElement: null,
      salary: false,
      source:
        pr.concept === 'vacations'
          ? 'CST art. 186 (15 days per 360)'
          : pr.concept === 'cesantias_interest'
            ? 'Ley 52/1975 art. 1 (12 %)'
            : pr.concept === 'prima'
              ? 'CST art. 306'
              : 'CST art. 249',
    });
    lines.push(provisionLine);
    out.push({
      concept: pr.concept,
      base: provisionLine.base,
      rate: provisionLine.rate ?? '0',
      value: provisionLine.value,
    });
  }
  return { provisions: out, lines, accruedCesantias };
}
