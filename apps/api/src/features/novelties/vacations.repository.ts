import { type TVacationRow, VACATION_LIST_FIELDS } from '@quincena/contracts/novelties';
import { eq, gte, lte, ne } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { noveltyAbsences, noveltyVacations } from '../../db/schema/index.ts';
import { ofCompany } from '../../platform/sql/company-scope.ts';
import { noveltyStore, paidInCalendar } from './novelty-store.ts';

const t = noveltyVacations;

/** /NoveltiesVacation's list: days in time (with their dates) and days in money, paid in a calendar. */
export const vacationStore = noveltyStore({
  table: t,
  columns: {
    ...paidInCalendar(t.calendarId),
    daysInTime: t.daysInTime,
    daysInMoney: t.daysInMoney,
    startDate: t.startDate,
    endDate: t.endDate,
  },
  fields: VACATION_LIST_FIELDS,
  search: ['contractId', 'documentNumber', 'employeeName', 'startDate', 'endDate', 'calendarDetail'],
  toRow: (raw): TVacationRow => ({ ...raw, daysInMoney: Number(raw.daysInMoney) }),
});

/** A table of novelties with dates: vacations in time and absences. */
type Dated = typeof noveltyVacations | typeof noveltyAbsences;

/**
 * The reader of the first of a contract's novelties in `n` that shares a day with [from, to], except
 * `excludeId` (a row without dates, vacation days in money, shares none). The dates keep the table's
 * own types: an absence's are never null.
 */
const firstOverlapping =
  <T extends Dated>(n: T) =>
  (db: Database, companyId: number, contractId: number, from: string, to: string, excludeId?: number) =>
    db
      .select({ id: n.id, startDate: n.startDate as T['startDate'], endDate: n.endDate as T['endDate'] })
      .from(n as PgTable)
      .where(
        ofCompany(
          n.companyId,
          companyId,
          eq(n.contractId, contractId),
          lte(n.startDate, to),
          gte(n.endDate, from),
          excludeId ? ne(n.id, excludeId) : undefined,
        ),
      )
      .orderBy(n.startDate)
      .limit(1);

/** The contract's vacations in time that share a day with [from, to], except `excludeId`. */
export const overlappingVacations = firstOverlapping(noveltyVacations);

/** The contract's absences that share a day with [from, to], except `excludeId`. */
export const overlappingAbsences = firstOverlapping(noveltyAbsences);
