import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  companyPayrollConcepts,
  contracts,
  noveltyOvertime,
  noveltyReported,
  payCalendars,
} from '../../db/schema/index.ts';
import { calendarsOfType } from '../../pay-period/calendars/calendars-of-type.ts';
import { payrollConcepts } from '../reference/index.ts';

/**
 * What the bulk loads of overtime and reported items (features/bulk-loads/loads/novelties-*) read and write
 * in batches: 5,000 rows are checked with a handful of queries and written with multi-row inserts.
 */

export interface BulkCalendar {
  id: number;
  detail: string;
  periodStart: string;
  periodEnd: string;
}

/** The company's payroll calendars a novelty can still go into (not accumulated), newest first. */
export async function openNmCalendars(db: Database, companyId: number): Promise<BulkCalendar[]> {
  return db
    .select({
      id: payCalendars.id,
      detail: payCalendars.detail,
      periodStart: payCalendars.periodStart,
      periodEnd: payCalendars.periodEnd,
    })
    .from(payCalendars)
    .where(calendarsOfType(companyId, 'NM', ne(payCalendars.state, 'ACCUMULATED')))
    .orderBy(asc(payCalendars.periodStart));
}

/** The reported-novelty (OCA) concepts: the catalogue's and the company's own active ones. */
export async function reportedConceptOptions(db: Database, companyId: number) {
  const own = await db
    .select({ code: companyPayrollConcepts.code, name: companyPayrollConcepts.name })
    .from(companyPayrollConcepts)
    .where(
      and(
        eq(companyPayrollConcepts.companyId, companyId),
        eq(companyPayrollConcepts.module, 'OCA'),
        eq(companyPayrollConcepts.active, true),
      ),
    )
    .orderBy(asc(companyPayrollConcepts.code));
  const global = payrollConcepts.items
    .filter((item) => item.module === 'OCA')
    .map((item) => ({ code: item.code, name: item.name }));
  return [...global, ...own];
}

/** Start, end and retirement of the contracts, by id (only this company's). */
export async function contractWindows(db: Database, companyId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { startDate: string; end: string | null }>();
  const rows = await db
    .select({
      id: contracts.id,
      startDate: contracts.startDate,
      endDate: contracts.endDate,
      retirementDate: contracts.retirementDate,
    })
    .from(contracts)
    .where(and(eq(contracts.companyId, companyId), inArray(contracts.id, [...new Set(ids)])));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        startDate: row.startDate,
        end: [row.endDate, row.retirementDate].filter((d): d is string => d !== null).sort()[0] ?? null,
      },
    ]),
  );
}

const CHUNK = 1000;

export async function insertOvertimeBatch(db: Database, values: (typeof noveltyOvertime.$inferInsert)[]) {
  for (let start = 0; start < values.length; start += CHUNK) {
    await db.insert(noveltyOvertime).values(values.slice(start, start + CHUNK));
  }
}

export async function insertReportedBatch(db: Database, values: (typeof noveltyReported.$inferInsert)[]) {
  for (let start = 0; start < values.length; start += CHUNK) {
    await db.insert(noveltyReported).values(values.slice(start, start + CHUNK));
  }
}
