import type { TNoveltyListQueryParsed, TVacationRow } from '@quincena/contracts/novelties';
import { and, eq, gte, isNotNull, lte, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  contracts,
  noveltyAbsences,
  noveltyVacations,
  payCalendars,
  persons,
} from '../../db/schema/index.ts';
import {
  type ListFields,
  listConditions,
  listOrder,
  pageOffset,
  totalOver,
} from '../../platform/paging/list-query.ts';
import { calendarJoin, contractJoin, employeeNameSql, personJoin } from './novelty-columns.ts';

const t = noveltyVacations;
const fields: ListFields = {
  id: t.id,
  contractId: t.contractId,
  documentNumber: persons.documentNumber,
  employeeName: employeeNameSql,
  startDate: t.startDate,
  endDate: t.endDate,
  daysInTime: t.daysInTime,
  daysInMoney: t.daysInMoney,
  calendarDetail: payCalendars.detail,
};
const SEARCH = ['contractId', 'documentNumber', 'employeeName', 'startDate', 'endDate', 'calendarDetail'];

function base(db: Database) {
  return db
    .select({
      id: t.id,
      contractId: t.contractId,
      documentNumber: persons.documentNumber,
      employeeName: employeeNameSql,
      calendarId: t.calendarId,
      calendarDetail: payCalendars.detail,
      daysInTime: t.daysInTime,
      daysInMoney: t.daysInMoney,
      startDate: t.startDate,
      endDate: t.endDate,
      total: totalOver,
    })
    .from(t)
    .innerJoin(contracts, contractJoin(t.companyId, t.contractId))
    .innerJoin(persons, personJoin)
    .innerJoin(payCalendars, calendarJoin(t.companyId, t.calendarId));
}

type Raw = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];
const toRow = ({ total: _total, ...raw }: Raw): TVacationRow => ({
  ...raw,
  daysInMoney: Number(raw.daysInMoney),
});

export async function selectVacationPage(db: Database, companyId: number, query: TNoveltyListQueryParsed) {
  const where: SQL[] = [eq(t.companyId, companyId), ...listConditions(fields, SEARCH, query)];
  if (query.calendarId) where.push(eq(t.calendarId, query.calendarId));
  if (query.contractId) where.push(eq(t.contractId, query.contractId));
  const rows = await base(db)
    .where(and(...where))
    .orderBy(...listOrder(fields, query, [], t.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  return { rows: rows.map(toRow), total: rows[0]?.total ?? null };
}

export async function selectVacationRow(
  db: Database,
  companyId: number,
  id: number,
): Promise<TVacationRow | null> {
  const [raw] = await base(db).where(and(eq(t.companyId, companyId), eq(t.id, id)));
  return raw ? toRow(raw) : null;
}

export async function selectVacationForUpdate(db: Database, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.companyId, companyId), eq(t.id, id)))
    .for('update');
  return row ?? null;
}

export async function insertVacation(db: Database, values: typeof t.$inferInsert): Promise<number> {
  const [row] = await db.insert(t).values(values).returning({ id: t.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateVacation(
  db: Database,
  companyId: number,
  id: number,
  values: Partial<typeof t.$inferInsert>,
): Promise<void> {
  await db
    .update(t)
    .set(values)
    .where(and(eq(t.companyId, companyId), eq(t.id, id)));
}

export async function deleteVacation(db: Database, companyId: number, id: number): Promise<void> {
  await db.delete(t).where(and(eq(t.companyId, companyId), eq(t.id, id)));
}

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
