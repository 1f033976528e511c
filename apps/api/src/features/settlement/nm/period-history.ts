import type { AccumulatedHistory, EarlierPeriodInMonth, MonthRecord } from '@quincena/payroll';

/** "YYYY-MM" of the month before the period's month. */
function previousMonthKey(year: number, month: number): string {
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/**
 * Accumulated history for one contract: initial balances as the base, then the months brought
 * through "Cargar acumulados", then Quincena's own accumulated months (its own win for the same
 * month; within `own`, a later record of a month wins), only months before the period's; the
 * previous month's IBC from those months first.
 */
export function mergeHistory(args: {
  periodYear: number;
  periodMonth: number;
  balances: AccumulatedHistory;
  imported: readonly MonthRecord[];
  own: readonly MonthRecord[];
  earlierInMonth: EarlierPeriodInMonth | null;
}): AccumulatedHistory {
  const current = `${args.periodYear}-${String(args.periodMonth).padStart(2, '0')}`;
  const byMonth = new Map<string, MonthRecord>();
  for (const record of args.imported) if (record.month < current) byMonth.set(record.month, record);
  for (const record of args.own) if (record.month < current) byMonth.set(record.month, record);
  const months = [...byMonth.values()].sort((a, b) => a.month.localeCompare(b.month));
  const history: AccumulatedHistory = { ...args.balances, months };
  const previous = byMonth.get(previousMonthKey(args.periodYear, args.periodMonth));
  if (previous) history.previousMonthIbc = previous.ibc;
  if (args.earlierInMonth) history.earlierInMonth = args.earlierInMonth;
  return history;
}
