import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type CalendarType, payCalendars } from '../../db/schema/index.ts';

/**
 * The company's pay calendars of one type, narrowed by further conditions: the tenant and type
 * filter every calendar lookup starts with, written once.
 */
export function calendarsOfType(
  companyId: number,
  type: CalendarType,
  ...conditions: (SQL | undefined)[]
): SQL {
  return and(eq(payCalendars.companyId, companyId), eq(payCalendars.type, type), ...conditions) as SQL;
}

/** The company's payroll (NM) periods that meet the conditions, whole rows: the period look-up the runs share. */
export function payrollCalendars(db: Database, companyId: number, ...conditions: (SQL | undefined)[]) {
  return db
    .select()
    .from(payCalendars)
    .where(calendarsOfType(companyId, 'NM', ...conditions));
}
