import type { TNoveltyListQueryParsed, TReportedRow } from '@quincena/contracts/novelties';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  companyPayrollConcepts,
  contracts,
  noveltyReported,
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
import { payrollConcepts } from '../reference/index.ts';
import {
  calendarJoin,
  companyConceptJoin,
  conceptNameSql,
  contractJoin,
  employeeNameSql,
  personJoin,
} from './novelty-columns.ts';

const t = noveltyReported;
const catalogNatures = payrollConcepts.items.map((item) => sql`when ${item.code} then ${item.nature}`);
const conceptNature = sql<string>`coalesce(${companyPayrollConcepts.nature}, (case ${t.conceptCode} ${sql.join(catalogNatures, sql` `)} end), '')`;

const fields: ListFields = {
  id: t.id,
  documentNumber: persons.documentNumber,
  employeeName: employeeNameSql,
  conceptCode: t.conceptCode,
  conceptName: conceptNameSql(t.conceptCode),
  value: t.value,
  calendarDetail: payCalendars.detail,
  observations: t.observations,
};
const SEARCH = [
  'documentNumber',
  'employeeName',
  'conceptCode',
  'conceptName',
  'calendarDetail',
  'observations',
];

function base(db: Database) {
  return db
    .select({
      id: t.id,
      contractId: t.contractId,
      documentNumber: persons.documentNumber,
      employeeName: employeeNameSql,
      conceptCode: t.conceptCode,
      conceptName: conceptNameSql(t.conceptCode),
      conceptNature,
      value: t.value,
      calendarId: t.calendarId,
      calendarDetail: payCalendars.detail,
      observations: t.observations,
      total: totalOver,
    })
    .from(t)
    .innerJoin(contracts, contractJoin(t.companyId, t.contractId))
    .innerJoin(persons, personJoin)
    .innerJoin(payCalendars, calendarJoin(t.companyId, t.calendarId))
    .leftJoin(companyPayrollConcepts, companyConceptJoin(t.companyId, t.conceptCode));
}

type Raw = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];
const toRow = (raw: Raw): TReportedRow => ({
  id: raw.id,
  contractId: raw.contractId,
  documentNumber: raw.documentNumber,
  employeeName: raw.employeeName,
  conceptCode: raw.conceptCode,
  conceptName: raw.conceptName,
  conceptNature: raw.conceptNature,
  value: Number(raw.value),
  calendarId: raw.calendarId,
  calendarDetail: raw.calendarDetail,
  observations: raw.observations,
});

export async function selectReportedPage(db: Database, companyId: number, query: TNoveltyListQueryParsed) {
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

export async function selectReportedRow(
  db: Database,
  companyId: number,
  id: number,
): Promise<TReportedRow | null> {
  const [raw] = await base(db).where(and(eq(t.companyId, companyId), eq(t.id, id)));
  return raw ? toRow(raw) : null;
}

export async function selectReportedForUpdate(db: Database, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.companyId, companyId), eq(t.id, id)))
    .for('update');
  return row ?? null;
}

export async function insertReported(db: Database, values: (typeof t.$inferInsert)[]): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = await db.insert(t).values(values).returning({ id: t.id });
  return rows.map((row) => row.id);
}

export async function updateReported(
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

export async function deleteReported(db: Database, companyId: number, id: number): Promise<void> {
  await db.delete(t).where(and(eq(t.companyId, companyId), eq(t.id, id)));
}
