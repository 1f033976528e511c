import type Decimal from 'decimal.js';
import type { IsoDate } from '../model/common.ts';
import type { Contract } from '../model/contract.ts';
import type { EarlierPeriodInMonth } from '../model/history.ts';
import type {
  PilaSegment,
  SettlementLine,
  SolidarityFundContribution,
  Subsystem,
  SubsystemContribution,
} from '../model/output.ts';
import type { CompanyPayrollSettings } from '../model/settings.ts';
import type { LegalParameters } from '../parameters/index.ts';
import { type AbsenceContext, absenceLines } from './absences.ts';
import {
  apprenticePaysArl,
  ibcShare,
  isExonerated,
  isSupportOnlyApprentice,
  isWeeklyContributor,
  law1393Excess,
  law1393SalaryShare,
  type MonthTotals,
  segmentRates,
} from './contribution-rules.ts';
import type { ClassifiedDay } from './days.ts';
import { pushEmployee, solidarityFund } from './employee-contributions.ts';
import { employerContributionLines } from './employer-contributions.ts';
import { lineValue } from './lines.ts';
import { amount, ceilHundred, ceilPeso, dec, maxD, minD, str, sum, toPeso } from './money.ts';
import { type SalaryTimeline, salaryForDays } from './salary.ts';
import { noveltyRuns } from './segments.ts';

const SUBSYSTEMS: Subsystem[] = ['pension', 'health', 'arl', 'ccf', 'sena', 'icbf'];
const ZERO = dec(0);

type ByStream = Record<Subsystem, Decimal>;

/** Applies `fn` once per distinct value: subsystems usually share the same IBC object. */
function mapUnique(ibc: ByStream, fn: (v: Decimal) => Decimal): void {
  const seen = new Map<Decimal, Decimal>();
  for (const k of SUBSYSTEMS) {
    const v = ibc[k];
    let r = seen.get(v);
    if (!r) {
      r = fn(v);
      seen.set(v, r);
    }
    ibc[k] = r;
  }
}

const textCache = new WeakMap<Decimal, string>();

/** Output text of a decimal, remembered per object (rates and shared IBCs repeat across subsystems). */
function text(value: Decimal): string {
  let t = textCache.get(value);
  if (t === undefined) {
    t = str(value);
    textCache.set(value, t);
  }
  return t;
}

function fill(value: Decimal): ByStream {
  return { pension: value, health: value, arl: value, ccf: value, sena: value, icbf: value };
}

export interface SocialSecurityContext {
  p: LegalParameters;
  contract: Contract;
  settings: CompanyPayrollSettings;
  monthStart: IsoDate;
  monthEnd: IsoDate;
  /** Every active day of the month, classified. */
  monthDays: ClassifiedDay[];
  retirementDate?: IsoDate;
  salaryChangeDate?: IsoDate;
  /** Monthly base of novelty lines (previous month IBC, else salary × IBC share). */
  benefitBase: Decimal;
  absence: AbsenceContext;
  timeline: SalaryTimeline;
  totals: MonthTotals;
  earlier?: EarlierPeriodInMonth;
}

export interface SocialSecurityOutcome {
  employeeLines: SettlementLine[];
  employerLines: SettlementLine[];
  contributions: SubsystemContribution[];
  solidarityFund: SolidarityFundContribution;
  segments: PilaSegment[];
  law1393Excess: Decimal;
  exonerated: boolean;
  /** The worker's contributions for the whole month (before subtracting the earlier fortnight). */
  monthEmployee: { health: Decimal; pension: Decimal; fsp: Decimal };
  warnings: string[];
}

function weeksFor(days: number, p: LegalParameters): number {
  for (const row of p.partTimeWeeks) if (days <= row.maxDays) return row.weeks;
  return 4;
}

interface WorkingSegment {
  type: PilaSegment['type'];
  detail?: 'maternity' | 'paternity';
  start: IsoDate;
  end: IsoDate;
  days: number;
  ibc: ByStream;
  diagnosis?: string;
}

/**
 * Month-level social security: PILA segments with IBC per subsystem (floor 1 SMMLV proportional to the
 * days, ceiling 25 SMMLV; Ley 797/2003 art. 5), contributions rounded per Decreto 1990/2016, employee
 * deductions (Ley 100/1993 arts. 20, 204; FSP Ley 797/2003 art. 8) and employer contributions.
 */
export function monthSocialSecurity(ctx: SocialSecurityContext): SocialSecurityOutcome {
  const { p, contract } = ctx;
  const warnings: string[] = [];
  const share = ibcShare(contract, p);
  const supportOnly = isSupportOnlyApprentice(contract, p);
  const weekly = isWeeklyContributor(contract);
  // Subsystems the worker does not contribute to carry no IBC and no days (PILA leaves them blank).
  const notCovered: Partial<Record<Subsystem, boolean>> = {
    pension: contract.pensionExempt === true || supportOnly,
    health: weekly,
    arl: supportOnly && !apprenticePaysArl(contract, p),
  };
  const exonerated = isExonerated(contract, ctx.settings, ctx.totals.totalSalary, p);
  const excess = supportOnly
    ? ZERO
    : law1393Excess(ctx.totals, p, law1393SalaryShare(contract, ctx.settings, p));
  const { worked, runs } = noveltyRuns(ctx.monthDays);

  const segments: WorkingSegment[] = [];
  const workedDays = worked.reduce((n, d) => n + d.weight, 0);
  const hasVariable = ctx.totals.variableSalary.greaterThan(0) || excess.greaterThan(0);
  if (workedDays > 0 || runs.length === 0) {
    let salaryPart = salaryForDays(ctx.timeline, worked);
    if (supportOnly) salaryPart = p.smmlv.mul(workedDays).div(30);
    const base = salaryPart.plus(ctx.totals.variableSalary).mul(supportOnly ? 1 : share);
    const ibc = fill(base);
    const withExcess = excess.isZero() ? base : base.plus(excess);
    ibc.health = withExcess;
    ibc.pension = withExcess;
    ibc.arl = withExcess;
    const parafiscal = ctx.totals.vacationMoney.isZero()
      ? base
      : base.plus(ctx.totals.vacationMoney.mul(share));
    ibc.ccf = parafiscal;
    ibc.sena = parafiscal;
    ibc.icbf = parafiscal;
    const first = worked[0]?.date ?? ctx.monthStart;
    const last = worked[worked.length - 1]?.date ?? ctx.monthEnd;
    segments.push({ type: 'WORKED', start: first, end: last, days: workedDays, ibc });
  }
  for (const run of runs) {
    let base: Decimal;
    if (run.type === 'IGE' || run.type === 'IRL' || run.type === 'LMA') {
      // IBC during incapacities and licences = the value of the benefit (Decreto 1406/1999 art. 40).
      base = sum(absenceLines(run.members, ctx.absence).map(lineValue));
    } else if (run.type === 'LR') {
      base = salaryForDays(ctx.timeline, run.members).mul(share);
    } else {
      // VAC (Decreto 806/1998 art. 70) and SLN: the IBC of the previous month, proportional to the days.
      base = ctx.benefitBase.mul(run.days).div(30);
    }
    if (supportOnly) base = p.smmlv.mul(run.days).div(30);
    const segment: WorkingSegment = {
      type: run.type,
      start: run.start,
      end: run.end,
      days: run.days,
      ibc: fill(base),
    };
    if (run.detail) segment.detail = run.detail;
    if (run.diagnosis) segment.diagnosis = run.diagnosis;
    segments.push(segment);
  }

  // Floors: 1 SMMLV proportional to the days of each line; weekly contributors (Decreto 2616/2013).
  for (const s of segments) {
    const floor = p.smmlv.mul(s.days).div(30);
    mapUnique(s.ibc, (v) => maxD(v, floor));
    if (s.type === 'WORKED' && contract.weeklyContributionDaysWorked !== undefined) {
      // Pensions and CCF on weeks × SMMLV / 4 (Decreto 2616/2013 arts. 5–6); ARL on at least one SMMLV
      // for 30 days (art. 5; Res. 5094/2013); no health, SENA or ICBF (see `isWeeklyContributor`).
      const weeks = weeksFor(contract.weeklyContributionDaysWorked, p);
      const minimums = p.smmlv.div(4).mul(weeks);
      for (const k of ['pension', 'ccf', 'sena', 'icbf'] as const) {
        s.ibc[k] = s.ibc[k].minus(floor).plus(minimums);
      }
      s.ibc.arl = maxD(s.ibc.arl, p.smmlv);
    }
  }
  // Each line's IBC up to the next peso (Decreto 1990/2016) before the ceiling, so the cap holds exactly.
  for (const s of segments) mapUnique(s.ibc, ceilPeso);
  // Ceiling: 25 SMMLV for the month, not proportional to days (Ley 797/2003 art. 5; ref §3.5).
  for (const k of SUBSYSTEMS) {
    let over = sum(segments.map((s) => s.ibc[k])).minus(p.ibcCeiling);
    for (const s of segments) {
      if (over.lte(0)) break;
      // Cut the excess without taking any line below its own floor.
      const cut = minD(over, maxD(s.ibc[k].minus(ceilPeso(p.smmlv.mul(s.days).div(30))), ZERO));
      s.ibc[k] = s.ibc[k].minus(cut);
      over = over.minus(cut);
    }
  }

  const monthHours = Math.floor;
  const pilaSegments: PilaSegment[] = [];
  const totals = SUBSYSTEMS.reduce(
    (acc, k) => {
      acc[k] = { ibc: ZERO, total: ZERO, days: 0, eeIbc: ZERO };
      return acc;
    },
    {} as Record<Subsystem, { ibc: Decimal; total: Decimal; days: number; eeIbc: Decimal }>,
  );
  for (const s of segments) {
    const rates = segmentRates(s.type, p, contract, ctx.settings, exonerated);
    const ibc = {} as Record<Subsystem, string>;
    const contributions = {} as Record<Subsystem, string>;
    const rateText = {} as Record<Subsystem, string>;
    const days = {} as Record<Subsystem, number>;
    for (const k of SUBSYSTEMS) {
      const noContribution = notCovered[k] === true;
      const value = noContribution ? ZERO : s.ibc[k];
      const contribution = rates[k].isZero() ? ZERO : ceilHundred(value.mul(rates[k]));
      ibc[k] = text(value);
      contributions[k] = text(contribution);
      rateText[k] = text(rates[k]);
      // Tipo 51 reports 30 days to occupational risks whatever the days worked (Res. 5094/2013).
      days[k] = noContribution ? 0 : weekly && k === 'arl' && s.type === 'WORKED' ? 30 : s.days;
      const t = totals[k];
      t.ibc = t.ibc.plus(value);
      t.total = t.total.plus(contribution);
      t.days += days[k];
      if (s.type !== 'SLN') t.eeIbc = t.eeIbc.plus(value);
    }
    const segment: PilaSegment = {
      type: s.type,
      startDate: s.start,
      endDate: s.end,
      days,
      ibc,
      rates: rateText,
      contributions,
      hours: s.type === 'WORKED' ? monthHours((s.days * p.weeklyHours) / 6) : 0,
      vst: s.type === 'WORKED' && hasVariable,
    };
    if (s.detail) segment.detail = s.detail;
    if (s.diagnosis) segment.diagnosis = s.diagnosis;
    pilaSegments.push(segment);
  }
  const flagged = pilaSegments[0];
  if (flagged) {
    if (contract.startDate >= ctx.monthStart && contract.startDate <= ctx.monthEnd)
      flagged.ing = contract.startDate;
    if (ctx.retirementDate && ctx.retirementDate >= ctx.monthStart && ctx.retirementDate <= ctx.monthEnd) {
      flagged.ret = ctx.retirementDate;
    }
    if (ctx.salaryChangeDate) flagged.vsp = ctx.salaryChangeDate;
  }

  // Employee shares: 4 % health and 4 % pension on the IBC of every line but SLN (Ley 100/1993 arts. 20, 204).
  const r = p.rates;
  const healthEe = supportOnly || weekly ? ZERO : toPeso(totals.health.eeIbc.mul(r.healthEmployee));
  const pensionEe =
    contract.pensionExempt || supportOnly ? ZERO : toPeso(totals.pension.eeIbc.mul(r.pensionEmployee));
  const fsp = solidarityFund(supportOnly || contract.pensionExempt ? ZERO : totals.pension.eeIbc, p);

  const firstRates = segments[0]
    ? segmentRates(segments[0].type, p, contract, ctx.settings, exonerated)
    : fill(ZERO);
  const employerShare = {} as ByStream;
  const contributions: SubsystemContribution[] = SUBSYSTEMS.map((k) => {
    const t = totals[k];
    const employee = k === 'health' ? healthEe : k === 'pension' ? pensionEe : ZERO;
    const employer = employee.isZero() ? t.total : maxD(t.total.minus(employee), ZERO);
    employerShare[k] = employer;
    return {
      subsystem: k,
      days: Math.min(30, t.days),
      ibc: text(t.ibc),
      rate: text(firstRates[k]),
      total: text(t.total),
      employee: text(employee),
      employer: text(employer),
    };
  });

  const earlier = ctx.earlier;
  const employeeLines: SettlementLine[] = [];
  pushEmployee(
    employeeLines,
    warnings,
    'HEALTH_EE',
    'Aporte salud empleado',
    healthEe,
    earlier?.healthDeducted,
    {
      base: totals.health.eeIbc,
      rate: supportOnly || weekly ? ZERO : r.healthEmployee,
      element: 'Salud',
      source: 'Ley 100/1993 art. 204 (Ley 1122/2007 art. 10): 4 % worker',
    },
  );
  pushEmployee(
    employeeLines,
    warnings,
    'PENSION_EE',
    'Aporte pensión empleado',
    pensionEe,
    earlier?.pensionDeducted,
    {
      base: totals.pension.eeIbc,
      rate: contract.pensionExempt || supportOnly ? ZERO : r.pensionEmployee,
      element: 'FondoPension',
      source: 'Ley 100/1993 art. 20 (Ley 797/2003 art. 7): 4 % worker',
    },
  );
  const fspEmployee = toPeso(fsp.ibc.mul(fsp.solidarityRate.plus(fsp.subsistenceRate)));
  if (fspEmployee.greaterThan(0) || amount(earlier?.fspDeducted).greaterThan(0)) {
    const solidarity = toPeso(fsp.ibc.mul(fsp.solidarityRate));
    const subsistence = fspEmployee.minus(solidarity);
    const already = amount(earlier?.fspDeducted);
    const alreadySolidarity = minD(already, solidarity);
    pushEmployee(
      employeeLines,
      warnings,
      'FSP_SOLIDARITY',
      'Fondo de solidaridad pensional (solidaridad)',
      solidarity,
      str(alreadySolidarity),
      {
        base: fsp.ibc,
        rate: fsp.solidarityRate,
        element: 'FondoSP',
        attribute: 'DeduccionSP',
        source: 'Ley 100/1993 art. 27 (Ley 797/2003 art. 8)',
      },
    );
    pushEmployee(
      employeeLines,
      warnings,
      'FSP_SUBSISTENCE',
      'Fondo de solidaridad pensional (subsistencia)',
      subsistence,
      str(already.minus(alreadySolidarity)),
      {
        base: fsp.ibc,
        rate: fsp.subsistenceRate,
        element: 'FondoSP',
        attribute: 'DeduccionSub',
        source: 'Ley 100/1993 art. 27 (Ley 797/2003 art. 8)',
      },
    );
  }

  const employerLines = employerContributionLines({
    contributions,
    employerShare,
    ibc: (k) => totals[k].ibc,
    rates: firstRates,
    p,
    supportOnly,
    pensionExempt: contract.pensionExempt === true,
    fspPila: fsp.solidarityPila.plus(fsp.subsistencePila),
    fspEmployee,
  });

  return {
    employeeLines,
    employerLines,
    contributions,
    solidarityFund: {
      ibc: str(fsp.ibc),
      solidarityRate: str(fsp.solidarityRate),
      subsistenceRate: str(fsp.subsistenceRate),
      solidarity: fsp.solidarity,
      subsistence: fsp.subsistence,
    },
    segments: pilaSegments,
    law1393Excess: excess,
    exonerated,
    monthEmployee: { health: healthEe, pension: pensionEe, fsp: fspEmployee },
    warnings,
  };
}
