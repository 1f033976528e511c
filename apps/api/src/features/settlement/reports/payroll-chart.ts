import { PAYROLL_CHART_LABELS as L, type TPayrollChart } from '@quincena/contracts/settlement';
import Decimal from 'decimal.js';
import type { Database } from '../../../db/client.ts';
import { monthlyTotals } from '../../../pay-period/settled-results.ts';
import type { Clock } from '../../../platform/clock.ts';

const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

/** The twelve months ending with the current one in Colombia (UTC−5), oldest first. */
export function lastTwelveMonths(now: Date): Array<{ year: number; month: number }> {
  const bogota = new Date(now.getTime() - 5 * 3_600_000);
  const current = bogota.getUTCFullYear() * 12 + bogota.getUTCMonth();
  return Array.from({ length: 12 }, (_, index) => {
    const value = current - 11 + index;
    return { year: Math.floor(value / 12), month: (value % 12) + 1 };
  });
}

/** A chart's x axis: "ene 2026" labels and the "aaaa-mm" months they stand for. */
export function chartAxis(months: ReadonlyArray<{ year: number; month: number }>) {
  return {
    labels: months.map(({ year, month }) => `${MONTHS[month - 1]} ${year}`),
    months: months.map(({ year, month }) => `${year}-${String(month).padStart(2, '0')}`),
  };
}

/**
 * The payroll budget chart (spec 02 §2, §7 "Charts"): per month, the sums of the ACCUMULATED payroll
 * results (stored totals, never recomputed); a month without an accumulated period shows zeros.
 */
export async function payrollChart(db: Database, clock: Clock, companyId: number): Promise<TPayrollChart> {
  const months = lastTwelveMonths(clock.now());
  const first = months[0] as { year: number; month: number };
  const last = months[11] as { year: number; month: number };
  const rows = await monthlyTotals(
    db,
    companyId,
    first.year * 100 + first.month,
    last.year * 100 + last.month,
  );
  const byMonth = new Map(rows.map((row) => [`${Number(row.year)}-${Number(row.month)}`, row]));
  const series = (pick: (row: (typeof rows)[number]) => string) =>
    months.map(({ year, month }) => {
      const row = byMonth.get(`${year}-${month}`);
      return row ? new Decimal(pick(row)).toNumber() : 0;
    });
  return {
    name: L.name,
    ...chartAxis(months),
    datasets: [
      { label: L.earnings, data: series((row) => row.earnings), backgroundColor: '#42A5F5' },
      { label: L.deductions, data: series((row) => row.deductions), backgroundColor: '#FFA726' },
      { label: L.employerCost, data: series((row) => row.employerCost), backgroundColor: '#66BB6A' },
    ],
  };
}
