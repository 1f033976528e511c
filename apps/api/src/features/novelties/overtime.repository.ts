import type { TNoveltyListQueryParsed, TOvertimeRow } from '@quincena/contracts/novelties';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contracts, noveltyOvertime, payCalendars, persons } from '../../db/schema/index.ts';
import {
  type ListFields,
  listConditions,
  listOrder,
  pageOffset,
  totalOver,
} from '../../platform/paging/list-query.ts';
import {
  calendarJoin,
  catalogConceptName,
  contractJoin,
  employeeNameSql,
  personJoin,
} from './novelty-columns.ts';

const t = noveltyOvertime;
const fields: ListFields = {
  id: t.id,
  documentNumber: persons.documentNumber,
  employeeName: employeeNameSql,
  conceptCode: t.conceptCode,
  conceptName: catalogConceptName(t.conceptCode),
  hours: t.hours,
  calendarDetail: payCalendars.detail,
  date: t.noveltyDate,
};
const SEARCH = ['documentNumber', 'employeeName', 'conceptCode', 'conceptName', 'calendarDetail', 'date'];

function base(db: Database) {
  return db
    .select({
      id: t.id,
      contractId: t.contractId,
      documentNumber: persons.documentNumber,
      employeeName: employeeNameSql,
      conceptCode: t.conceptCode,
      conceptName: catalogConceptName(t.conceptCode),
      hours: t.hours,
      calendarId: t.calendarId,
      calendarDetail: payCalendars.detail,
      date: t.noveltyDate,
      total: totalOver,
    })
    .from(t)
    .innerJoin(contracts, contractJoin(t.companyId, t.contractId))
    .innerJoin(persons, personJoin)
    .innerJoin(payCalendars, calendarJoin(t.companyId, t.calendarId));
}

type Raw = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];
const toRow = (raw: Raw): TOvertimeRow => ({
  id: raw.id,
  contractId: raw.contractId,
  documentNumber: raw.documentNumber,
  employeeName: raw.employeeName,
  conceptCode: raw.conceptCode,
  conceptName: raw.conceptName ?? raw.conceptCode,
  hours: Number(raw.hours),
  calendarId: raw.calendarId,
  calendarDetail: raw.calendarDetail,
  date: raw.date,
});

export async function selectOvertimePage(db: Database, companyId: number, query: TNoveltyListQueryParsed) {
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

export async function selectOvertimeRow(
  db: Database,
  companyId: number,
  id: number,
): Promise<TOvertimeRow | null> {
  const [raw] = await base(db).where(and(eq(t.companyId, companyId), eq(t.id, id)));
  return raw ? toRow(raw) : null;
}

export async function selectOvertimeForUpdate(db: Database, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.companyId, companyId), eq(t.id, id)))
    .for('update');
  return row ?? null;
}

export async function insertOvertime(db: Database, values: typeof t.$inferInsert): Promise<number> {
  const [row] = await db.insert(t).values(values).returning({ id: t.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateOvertime(
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

export async function deleteOvertime(db: Database, companyId: number, id: number): Promise<void> {
  await db.delete(t).where(and(eq(t.companyId, companyId), eq(t.id, id)));
}
