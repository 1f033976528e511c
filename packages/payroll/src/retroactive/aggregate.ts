import type Decimal from 'decimal.js';
import type { Amount } from '../model/common.ts';
import { dec, str } from '../settlement/money.ts';
import { retroactiveDifferences } from './differences.ts';
import type { PeriodRecomputation, RetroactiveLine } from './types.ts';

/** Employee contributions that are non-taxable income of their month (arts. 55, 56 E.T.). */
const NON_TAXABLE_CODES = new Set(['HEALTH_EE', 'PENSION_EE', 'FSP_SOLIDARITY', 'FSP_SUBSISTENCE']);

/**
 * What each original month adds, for the withholding of the paying month: DIAN's method spreads the
 * retroactive payment over the months it belongs to (Concepto 38818/1998; decision 0340).
 */
export interface RetroactiveMonth {
  /** "YYYY-MM" */
  month: string;
  /** Difference of the earnings that enter the withholding base. */
  withholdingIncome: Amount;
  /** Difference of the employee's mandatory contributions (non-taxable income). */
  nonTaxableIncome: Amount;
}

export interface RetroactiveSummary {
  /** Every difference, in the order of its original period; each line keeps its period reference. */
  lines: RetroactiveLine[];
  /** What the carrying period pays (signed sums of the lines). */
  totals: {
    earnings: Amount;
    deductions: Amount;
    /** earnings − deductions (before the withholding of the paying month). */
    netPay: Amount;
    employerContributions: Amount;
    provisions: Amount;
  };
  months: RetroactiveMonth[];
}

function periodOrder(l: RetroactiveLine): string {
  return `${l.period.start}|${l.period.end}`;
}

/**
 * The differences of several closed periods of one person, to be paid by one open period: the carrying period
 * pays the sums, and every line keeps its original period. Pure.
 */
export function aggregateRetroactive(periods: readonly PeriodRecomputation[]): RetroactiveSummary {
  // The key once per line and compared as plain text: ISO dates of one shape order the same by code
  // unit as by locale, without a collation per comparison.
  const lines = periods
    .flatMap((p) => retroactiveDifferences(p))
    .map((l, i) => ({ l, i, key: periodOrder(l) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.i - b.i))
    .map(({ l }) => l);
  const sumOf = (pick: (l: RetroactiveLine) => boolean): Decimal =>
    lines.filter(pick).reduce((t, l) => t.plus(dec(l.value)), dec(0));
  const earnings = sumOf((l) => l.kind === 'earning');
  const deductions = sumOf((l) => l.kind === 'deduction');
  const months = new Map<string, { income: Decimal; nonTaxable: Decimal }>();
  for (const l of lines) {
    const month = `${l.period.year}-${String(l.period.month).padStart(2, '0')}`;
    const m = months.get(month) ?? { income: dec(0), nonTaxable: dec(0) };
    if (l.kind === 'earning' && l.withholdingBase) m.income = m.income.plus(dec(l.value));
    if (l.kind === 'deduction' && NON_TAXABLE_CODES.has(l.code))
      m.nonTaxable = m.nonTaxable.plus(dec(l.value));
    months.set(month, m);
  }
  return {
    lines,
    totals: {
      earnings: str(earnings),
      deductions: str(deductions),
      netPay: str(earnings.minus(deductions)),
      employerContributions: str(sumOf((l) => l.kind === 'employer_contribution')),
      provisions: str(sumOf((l) => l.kind === 'provision')),
    },
    months: [...months.entries()].map(([month, m]) => ({
      month,
      withholdingIncome: str(m.income),
      nonTaxableIncome: str(m.nonTaxable),
    })),
  };
}
