import { CALENDAR_MESSAGES } from '@quincena/contracts/settlement';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { payCalendars, settlementProcesses } from '../../../db/schema/index.ts';
import type { CalendarRow } from '../../../pay-period/calendars/calendars.repository.ts';
import { notFound } from '../../../platform/errors/app-error.ts';

/** The calendar, locked for the rest of the transaction (actions on one calendar serialize). */
export async function lockCalendar(
  tx: Database,
  companyId: number,
  calendarId: number,
): Promise<CalendarRow> {
  const [calendar] = await tx
    .select()
    .from(payCalendars)
    .where(and(eq(payCalendars.companyId, companyId), eq(payCalendars.id, calendarId)))
    .for('update');
  if (!calendar) throw notFound(CALENDAR_MESSAGES.notFound);
  return calendar;
}

/** The calendar of a running process (it cannot be deleted while a process points at it). */
export async function loadCalendar(
  db: Database,
  companyId: number,
  calendarId: number,
): Promise<CalendarRow> {
  const [calendar] = await db
    .select()
    .from(payCalendars)
    .where(and(eq(payCalendars.companyId, companyId), eq(payCalendars.id, calendarId)));
  if (!calendar) throw new Error(`calendar ${calendarId} of company ${companyId} is gone`);
  return calendar;
}

/** Same-type calendars (LD: same retirement) around this one, for the order rules. */
export function sameSeries(calendar: CalendarRow) {
  return and(
    eq(payCalendars.companyId, calendar.companyId),
    eq(payCalendars.type, calendar.type),
    calendar.retirementId === null
      ? sql`${payCalendars.retirementId} is null`
      : eq(payCalendars.retirementId, calendar.retirementId),
  );
}

/**
 * Later periods of the series that are processed read this one (a second fortnight its carry, every
 * later period the accumulated months): when this one's result or state changes they must be
 * processed again before Acumular.
 */
export async function markLaterForReprocess(tx: Database, calendar: CalendarRow): Promise<void> {
  await tx
    .update(payCalendars)
    .set({ needsReprocess: true })
    .where(
      and(
        sameSeries(calendar),
        gt(payCalendars.periodStart, calendar.periodEnd),
        eq(payCalendars.state, 'PROCESSED'),
      ),
    );
}

export async function insertProcess(tx: Database, values: typeof settlementProcesses.$inferInsert) {
  const [row] = await tx.insert(settlementProcesses).values(values).returning();
  if (!row) throw new Error('process insert returned no row');
  return row;
}
