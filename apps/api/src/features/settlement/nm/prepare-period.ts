import type { CompanyPayrollSettings } from '@quincena/payroll';
import { eq, gte, isNotNull, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { payCalendars } from '../../../db/schema/index.ts';
import type { CalendarRow } from '../../../pay-period/calendars/calendars.repository.ts';
import { calendarsOfType } from '../../../pay-period/calendars/calendars-of-type.ts';
import { accumulatedSeveranceProcess } from '../ces/ces-kind.ts';
import type { NmPrepared } from './nm-kind.ts';

/** Thirteen months before the period start: enough history for every average (CST 192, 253; art. 386 E.T.). */
function historyFloor(periodStart: string): string {
  const year = Number(periodStart.slice(0, 4));
  return `${year - 2}${periodStart.slice(4)}`;
}

/**
 * The facts every contract of one payroll period shares: the accumulated results before it (their
 * month records are history), the first fortnight's current result, January's severance run. Used
 * for the run's own period and, by a retroactive recomputation, for each closed period it reaches.
 */
export async function preparePeriod(
  db: Database,
  companyId: number,
  calendar: CalendarRow,
  settings: CompanyPayrollSettings,
): Promise<NmPrepared> {
  const resultProcessesOf = (...conditions: SQL[]) =>
    db
      .select({ processId: payCalendars.resultProcessId })
      .from(payCalendars)
      .where(calendarsOfType(companyId, 'NM', ...conditions));
  const accumulated = await resultProcessesOf(
    eq(payCalendars.state, 'ACCUMULATED'),
    lt(payCalendars.periodEnd, calendar.periodStart),
    gte(payCalendars.periodStart, historyFloor(calendar.periodStart)),
    isNotNull(payCalendars.resultProcessId),
  );
  let firstFortnightProcessId: number | null = null;
  if (calendar.fortnight === 2) {
    const [first] = await resultProcessesOf(
      eq(payCalendars.year, calendar.year),
      eq(payCalendars.month, calendar.month),
      eq(payCalendars.fortnight, 1),
    );
    firstFortnightProcessId = first?.processId ?? null;
  }
  return {
    period: calendar,
    settings,
    accumulatedProcessIds: accumulated.flatMap((row) => (row.processId === null ? [] : [row.processId])),
    firstFortnightProcessId,
    severanceProcessId:
      calendar.month === 1 && calendar.fortnight !== 2
        ? await accumulatedSeveranceProcess(db, companyId, calendar.year - 1)
        : null,
  };
}
