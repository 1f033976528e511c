import { type Amount, ceilToHundred, ceilToPeso, contribution, type Rate } from '../money/rounding.ts';
import { type Coverage, isPartTimeWeekly, workerCoverage } from '../rules/coverage.ts';
import { PART_TIME_RISK_DAYS } from '../rules/part-time-weeks.ts';
import {
  CCF_RATE,
  HEALTH_EMPLOYER_RATE,
  HEALTH_EXONERATED_RATE,
  HEALTH_RATE,
  ICBF_RATE,
  NO_RATE,
  PENSION_EMPLOYER_RATE,
  PENSION_RATE,
  RISK_CLASS_RATES,
  SENA_RATE,
} from '../rules/rates.ts';
import { type SolidarityRates, solidarityFundRates } from '../rules/solidarity-fund.ts';
import type { LineInput, LineKind, WorkerInput } from './model.ts';
import { withRetroactive } from './retroactive-lines.ts';

/** Whole pesos per subsystem (safe integers). */
export interface SubsystemAmounts {
  pension: number;
  health: number;
  risk: number;
  ccf: number;
}

/** One line after liquidation. Amounts are whole pesos; rates are ten-millionths (see `Rate`). */
export interface LiquidatedLine {
  line: LineInput;
  days: { pension: number; health: number; risk: number; ccf: number };
  /** IBC per subsystem rounded up to the peso; `parafiscal` is the base of SENA/ICBF. */
  ibc: SubsystemAmounts & { parafiscal: number };
  rates: { pension: Rate; health: Rate; risk: Rate; ccf: Rate; sena: Rate; icbf: Rate };
  contributions: SubsystemAmounts & {
    voluntaryAffiliate: number;
    voluntaryEmployer: number;
    pensionTotal: number;
    solidarity: number;
    subsistence: number;
    sena: number;
    icbf: number;
  };
  /** Field 95, IBC otros parafiscales. */
  otherParafiscalIbc: number;
  /** Field 96. */
  hours: number;
}

export interface LiquidationContext {
  /** SMMLV of the period in pesos. */
  minimumWage: number;
  weeklyHours: number;
  /** SLN choices with their defaults applied. */
  unpaidLeave: { employerPension: boolean; employerHealth: boolean };
}

/** Kinds of segment on which the ARL is paid: only days actually worked carry occupational risk. */
const RISK_PAYING: ReadonlySet<LineKind> = new Set(['worked']);
/**
 * Kinds whose pay is base of CCF, SENA and ICBF: salary and paid rest (vacaciones, licencia
 * remunerada), not incapacity or leave benefits, which are not salary (CST art. 128; Ley 21/1982 art. 17).
 */
const PARAFISCAL_BASE: ReadonlySet<LineKind> = new Set(['worked', 'VAC', 'LR']);

/** Liquidates every line of one worker: IBC to the peso, each contribution up to the next 100. */
export function liquidateWorker(worker: WorkerInput, context: LiquidationContext): LiquidatedLine[] {
  const coverage = workerCoverage(worker);
  // The FSP rate follows the worker's own monthly income on which pension is paid (Ley 797/2003 art. 8):
  // SLN lines are left out, because on them the worker earns nothing and pays no share (the employer
  // alone pays its 12 %), as the payroll engine does for the FSP deduction.
  let monthlyPensionIbc = 0;
  if (coverage.pension) {
    for (const line of worker.lines) {
      if (line.kind !== 'SLN') monthlyPensionIbc += ceilToPeso(line.ibc.pension ?? 0);
    }
  }
  const fsp = solidarityFundRates(monthlyPensionIbc, context.minimumWage);
  return worker.lines.map((line) => withRetroactive(liquidateLine(worker, line, coverage, fsp, context)));
}

function liquidateLine(
  worker: WorkerInput,
  line: LineInput,
  coverage: Coverage,
  fsp: SolidarityRates,
  context: LiquidationContext,
): LiquidatedLine {
  const days = {
    pension: coverage.pension ? line.days : 0,
    health: coverage.health ? line.days : 0,
    // Tipo 51 reports the whole month to occupational risks (Res. 5094/2013; see part-time-weeks.ts).
    risk: coverage.risk ? (isPartTimeWeekly(worker.contributorType) ? PART_TIME_RISK_DAYS : line.days) : 0,
    ccf: coverage.ccf ? line.days : 0,
  };
  const ibc = {
    pension: coverage.pension ? ceilToPeso(line.ibc.pension ?? 0) : 0,
    health: coverage.health ? ceilToPeso(line.ibc.health ?? 0) : 0,
    risk: coverage.risk ? ceilToPeso(line.ibc.risk ?? 0) : 0,
    ccf: coverage.ccf ? ceilToPeso(line.ibc.ccf ?? 0) : 0,
    parafiscal: coverage.parafiscal ? ceilToPeso(line.ibc.parafiscal ?? line.ibc.ccf ?? 0) : 0,
  };
  const isSln = line.kind === 'SLN';
  const paysParafiscal = coverage.parafiscal && PARAFISCAL_BASE.has(line.kind) && !worker.exonerated;
  const rates = {
    pension: pensionRate(coverage, isSln, context),
    health: healthRate(coverage, line.kind, worker.exonerated, context),
    risk:
      coverage.risk && RISK_PAYING.has(line.kind) && worker.riskClass
        ? RISK_CLASS_RATES[worker.riskClass]
        : NO_RATE,
    ccf: coverage.ccf && PARAFISCAL_BASE.has(line.kind) ? CCF_RATE : NO_RATE,
    sena: paysParafiscal ? SENA_RATE : NO_RATE,
    icbf: paysParafiscal ? ICBF_RATE : NO_RATE,
  };
  const pension = contribution(ibc.pension, rates.pension);
  const voluntaryAffiliate = roundedVoluntary(line.voluntaryPension?.affiliate);
  const voluntaryEmployer = roundedVoluntary(line.voluntaryPension?.employer);
  // The worker pays the FSP, so it is due only where the worker's own 4 % is paid (not on SLN).
  const paysSolidarity = coverage.pension && !isSln;
  return {
    line,
    days,
    ibc,
    rates,
    contributions: {
      pension,
      health: contribution(ibc.health, rates.health),
      risk: contribution(ibc.risk, rates.risk),
      ccf: contribution(ibc.ccf, rates.ccf),
      voluntaryAffiliate,
      voluntaryEmployer,
      pensionTotal: pension + voluntaryAffiliate + voluntaryEmployer,
      // Each FSP subaccount is rounded on its own (Decreto 1990/2016; real planillas show 66,200 + 66,200).
      solidarity: paysSolidarity ? contribution(ibc.pension, fsp.solidarity) : 0,
      subsistence: paysSolidarity ? contribution(ibc.pension, fsp.subsistence) : 0,
      sena: contribution(ibc.parafiscal, rates.sena),
      icbf: contribution(ibc.parafiscal, rates.icbf),
    },
    // Field 95 follows the real planilla of docs/reference/pila-file-and-code-lists.md §4.3: the base
    // whenever SENA/ICBF are paid on the line, and also on novelty lines; zero on worked lines of
    // exonerated workers.
    otherParafiscalIbc:
      coverage.parafiscal && (paysParafiscal || line.kind !== 'worked') ? ibc.parafiscal : 0,
    // Field 96: a six-day week, as the real planilla counts ⌊days × 44 / 6⌋ on worked lines.
    hours:
      line.kind === 'worked'
        ? Math.floor((line.days * (line.agreedWeeklyHours ?? context.weeklyHours)) / 6)
        : 0,
  };
}

function pensionRate(coverage: Coverage, isSln: boolean, context: LiquidationContext): Rate {
  if (!coverage.pension) return NO_RATE;
  // SLN: only the employer's 12 % share, when the company pays it (Decreto 1406/1999 art. 71).
  if (isSln) return context.unpaidLeave.employerPension ? PENSION_EMPLOYER_RATE : NO_RATE;
  return PENSION_RATE;
}

function healthRate(
  coverage: Coverage,
  kind: LineKind,
  exonerated: boolean,
  context: LiquidationContext,
): Rate {
  if (!coverage.health) return NO_RATE;
  // SLN: the worker's 4 % is not due; the employer's 8.5 % only when the company pays it, and never
  // when exonerated (E.T. art. 114-1).
  if (kind === 'SLN')
    return context.unpaidLeave.employerHealth && !exonerated ? HEALTH_EMPLOYER_RATE : NO_RATE;
  return exonerated ? HEALTH_EXONERATED_RATE : HEALTH_RATE;
}

/** Voluntary contributions are rounded up to the next 100 like every other contribution (Decreto 1990/2016). */
function roundedVoluntary(value: Amount | undefined): number {
  return value === undefined ? 0 : ceilToHundred(ceilToPeso(value));
}
