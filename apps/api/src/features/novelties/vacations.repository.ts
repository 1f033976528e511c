import type { TVacationRow } from '@quincena/contracts/novelties';
import { and, eq, gte, isNotNull, lte, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { noveltyAbsences, noveltyVacations, payCalendars } from '../../db/schema/index.ts';
import { noveltyStore } from './novelty-store.ts';

const t = noveltyVacations;

/** /NoveltiesVacation's list: days in time (with their dates) and days in money, paid in a calendar. */
export const vacationStore = noveltyStore({
  table: t,
  columns: {
    calendarId: t.calendarId,
    calendarDetail: payCalendars.detail,
    daysInTime: t.daysInTime,
    daysInMoney: t.daysInMoney,
    startDate: t.startDate,
    endDate: t.endDate,
  },
  fields: ['contractId', 'startDate', 'endDate', 'daysInTime', 'daysInMoney', 'calendarDetail'],
  search: ['contractId', 'documentNumber', 'employeeName', 'startDate', 'endDate', 'calendarDetail'],
  calendarId: t.calendarId,
  toRow: (raw): TVacationRow => ({ ...raw, daysInMoney: Number(raw.daysInMoney) }),
});

/** The contract's vacations in time that share a day with [from, to], except `excludeId`. */
export async function overlappingVacations(
  db: Database,
  companyId: number,
  contractId: number,
  from: string,
  to: string,
  excludeId?: number,
) {
  const where: SQL[] = [
    eq(t.companyId, companyId),
    eq(t.contractId, contractId),
    isNotNull(t.startDate),
    lte(t.startDate, to),
    gte(t.endDate, from),
  ];
  if (excludeId) where.push(ne(t.id, excludeId));
  return db
    .select({ id: t.id, startDate: t.startDate, endDate: t.endDate })
    .from(t)
    .where(and(...where))
    .orderBy(t.startDate)
    .limit(1);
}

/** The contract's absences that share a day with [from, to], except `excludeId`. */
export async function overlappingAbsences(
  db: Database,
  companyId: number,
  contractId: number,
  from: string,
  to: string,
  excludeId?: number,
) {
  const a = noveltyAbsences;
  const where: SQL[] = [
    eq(a.companyId, companyId),
    eq(a.contractId, contractId),
    lte(a.startDate, to),
    gte(a.endDate, from),
  ];
  if (excludeId) where.push(ne(a.id, excludeId));
  return db
    .select({ id: a.id, startDate: a.startDate, endDate: a.endDate })
    .from(a)
    .where(and(...where))
    .orderBy(a.startDate)
    .limit(1);
}
