import {
  type AccumulatedHistory,
  type CompanyPayrollSettings,
  type Contract,
  type MonthRecord,
  type RetroactiveLine,
  type RetroactiveMonth,
  type RetroactiveSummary,
  retroactiveWithholding,
} from '@quincena/payroll';
import Decimal from 'decimal.js';
import type { CalendarRow } from '../../../pay-period/calendars/calendars.repository.ts';
import type { CarriedDifferences, CarriedLine } from '../nm/stored-rows.ts';
import { type StoredLine, WITHHOLDING_RETRO } from './carried-facts.ts';

/** Where a recomputed period's line came from: "YYYY-M-F" (F = 0 for a monthly period). */
export const periodKey = (p: { year: number; month: number; fortnight?: number | null | undefined }) =>
  `${p.year}-${p.month}-${p.fortnight ?? 0}`;

const RETRO_SOURCE =
  'Diferencia retroactiva: período de origen recalculado con los hechos vigentes (decisión 0340)';
const WITHHOLDING_SOURCE =
  'E.T. arts. 383, 385, 386; DIAN Concepto 38818 de 1998 (retroactivo, tabla a la fecha de pago)';

/** One engine difference as a stored line of the carrying period, with its origin period. */
export function carriedLine(line: RetroactiveLine, origin: CalendarRow): CarriedLine {
  return {
    code: line.code,
    name: line.name,
    kind: line.kind,
    units: line.units,
    unitKind: line.unitKind,
    base: '0',
    value: line.value,
    salary: line.salary,
    withholdingBase: line.withholdingBase,
    dianElement: line.dianElement,
    accounting: { debit: line.accounting.debit, credit: line.accounting.credit },
    source: RETRO_SOURCE,
    originCalendarId: origin.id,
    originStart: origin.periodStart,
    originEnd: origin.periodEnd,
  };
}

/** NON_TAXABLE employee contributions (arts. 55, 56 E.T.), as the engine's aggregate counts them. */
const NON_TAXABLE = new Set(['HEALTH_EE', 'PENSION_EE', 'FSP_SOLIDARITY', 'FSP_SUBSISTENCE']);

/** Per month, what earlier carrying runs already paid for it: income and contributions. */
export function earlierMonths(
  carried: readonly StoredLine[],
  monthOf: (calendarId: number) => string | undefined,
) {
  const out = new Map<string, { income: Decimal; nonTaxable: Decimal }>();
  for (const line of carried) {
    const month = line.originCalendarId === null ? undefined : monthOf(line.originCalendarId);
    if (!month) continue;
    const m = out.get(month) ?? { income: new Decimal(0), nonTaxable: new Decimal(0) };
    if (line.kind === 'earning' && line.withholdingBase) m.income = m.income.plus(line.value);
    if (line.kind === 'deduction' && NON_TAXABLE.has(line.code)) m.nonTaxable = m.nonTaxable.plus(line.value);
    out.set(month, m);
  }
  return out;
}

export interface WithholdingFacts {
  contract: Contract;
  settings: CompanyPayrollSettings;
  history: AccumulatedHistory;
  paymentDate: string;
  /** The stored record of each reached month ("YYYY-MM"). */
  records: ReadonlyMap<string, MonthRecord>;
  /** Withholding already made on each month's labour income. */
  withheld: ReadonlyMap<string, string>;
  /** What earlier carried differences added to each month. */
  earlier: ReadonlyMap<string, { income: Decimal; nonTaxable: Decimal }>;
}

/**
 * Withholding on this retroactive payment (decision 0340, DIAN Concepto 38818/1998): each month with
 * everything carried for it so far, minus the same without this payment, so a month already paid an
 * earlier difference is not withheld twice. Never negative: a correction downwards refunds nothing here.
 */
export function withholdingOnPayment(summary: RetroactiveSummary, facts: WithholdingFacts): Decimal {
  const months = new Set([...summary.months.map((m) => m.month), ...facts.earlier.keys()]);
  const newOf = new Map(summary.months.map((m) => [m.month, m]));
  const run = (withNew: boolean) =>
    new Decimal(
      retroactiveWithholding({
        contract: facts.contract,
        settings: facts.settings,
        history: facts.history,
        paymentDate: facts.paymentDate,
        months: [...months].sort().map((month) => {
          const earlier = facts.earlier.get(month);
          const fresh: RetroactiveMonth | undefined = withNew ? newOf.get(month) : undefined;
          const record = facts.records.get(month);
          return {
            retroactive: {
              month,
              withholdingIncome: new Decimal(earlier?.income ?? 0)
                .plus(fresh?.withholdingIncome ?? 0)
                .toFixed(),
              nonTaxableIncome: new Decimal(earlier?.nonTaxable ?? 0)
                .plus(fresh?.nonTaxableIncome ?? 0)
                .toFixed(),
            },
            paidLabourIncome: record?.labourIncome ?? '0',
            paidNonTaxableIncome: record?.nonTaxableIncome ?? '0',
            withheld: facts.withheld.get(month) ?? '0',
          };
        }),
      }).value,
    );
  if (!summary.months.some((m) => new Decimal(m.withholdingIncome).greaterThan(0))) return new Decimal(0);
  return Decimal.max(run(true).minus(facts.earlier.size > 0 ? run(false) : 0), 0);
}

/** The withholding line of the carrying period (no origin: it is withheld on the payment). */
export function withholdingLine(value: Decimal, base: Decimal): CarriedLine {
  return {
    code: WITHHOLDING_RETRO,
    name: 'Retención en la fuente sobre retroactivo',
    kind: 'deduction',
    units: '0',
    unitKind: 'none',
    base: base.toFixed(),
    value: value.toFixed(),
    salary: false,
    withholdingBase: false,
    dianElement: 'RetencionFuente',
    accounting: { debit: 'salaries_payable', credit: 'withholding_payable' },
    source: WITHHOLDING_SOURCE,
    originCalendarId: null,
    originStart: null,
    originEnd: null,
  };
}

/** The carried lines and what they add to the carrying result's totals. */
export function carriedDifferences(
  summary: RetroactiveSummary,
  lines: CarriedLine[],
  withholding: Decimal,
): CarriedDifferences {
  const t = summary.totals;
  const deductions = new Decimal(t.deductions).plus(withholding);
  return {
    lines: withholding.greaterThan(0) ? [...lines, withholdingLine(withholding, sumIncome(summary))] : lines,
    totals: {
      earnings: t.earnings,
      deductions: deductions.toFixed(),
      netPay: new Decimal(t.earnings).minus(deductions).toFixed(),
      employerContributions: t.employerContributions,
      provisions: t.provisions,
      employerCost: new Decimal(t.earnings).plus(t.employerContributions).plus(t.provisions).toFixed(),
    },
  };
}

function sumIncome(summary: RetroactiveSummary): Decimal {
  return summary.months.reduce((total, m) => total.plus(m.withholdingIncome), new Decimal(0));
}
