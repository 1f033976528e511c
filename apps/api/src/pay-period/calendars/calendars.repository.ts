import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payCalendars } from '../../db/schema/index.ts';
import type { CalendarState } from '../../db/schema/settlement.ts';
import type { PeriodDraft } from './periods.ts';

export type CalendarRow = typeof payCalendars.$inferSelect;

/** Months of the year that already have a calendar of the type (a month is generated whole or not at all). */
export async function monthsWithCalendars(
  db: Database,
  companyId: number,
  type: PeriodDraft['type'],
  year: number,
): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ month: payCalendars.month })
    .from(payCalendars)
    .where(
      and(eq(payCalendars.companyId, companyId), eq(payCalendars.type, type), eq(payCalendars.year, year)),
    );
  return new Set(rows.map((row) => row.month));
}

/** Idempotent: a period that already exists (another request generated it first) is left alone. */
export async function insertPeriods(db: Database, companyId: number, periods: readonly PeriodDraft[]) {
  if (periods.length === 0) return;
  await db
    .insert(payCalendars)
    .values(periods.map((period) => ({ companyId, ...period })))
    .onConflictDoNothing({
      target: [payCalendars.companyId, payCalendars.type, payCalendars.periodStart, payCalendars.periodEnd],
      where: sql`${payCalendars.retirementId} is null`,
    });
}

export async function listCalendars(
  db: Database,
  companyId: number,
  filter: { type: PeriodDraft['type'] | 'LD'; retirementId?: number; year?: number; state?: CalendarState },
): Promise<CalendarRow[]> {
  const conditions = [eq(payCalendars.companyId, companyId), eq(payCalendars.type, filter.type)];
  if (filter.retirementId !== undefined) conditions.push(eq(payCalendars.retirementId, filter.retirementId));
  if (filter.year !== undefined) {
    conditions.push(
      lte(payCalendars.periodStart, `${filter.year}-12-31`),
      gte(payCalendars.periodEnd, `${filter.year}-01-01`),
    );
  }
  if (filter.state) conditions.push(eq(payCalendars.state, filter.state));
  return db
    .select()
    .from(payCalendars)
    .where(and(...conditions))
    .orderBy(asc(payCalendars.periodStart), asc(payCalendars.id));
}

export async function findCalendar(db: Database, companyId: number, id: number): Promise<CalendarRow | null> {
  const [row] = await db
    .select()
    .from(payCalendars)
    .where(and(eq(payCalendars.companyId, companyId), eq(payCalendars.id, id)));
  return row ?? null;
}
