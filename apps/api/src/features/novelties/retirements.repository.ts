import type {
  TNoveltyListQueryParsed,
  TRetirementRow,
  TRetirementStatus,
} from '@quincena/contracts/novelties';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contracts, noveltyRetirements, payCalendars, persons } from '../../db/schema/index.ts';
import {
  type ListFields,
  listConditions,
  listOrder,
  pageOffset,
  totalOver,
} from '../../platform/paging/list-query.ts';
import { retirementReasons } from '../reference/index.ts';
import { calendarJoin, contractJoin, employeeNameSql, personJoin } from './novelty-columns.ts';

const t = noveltyRetirements;
const reasonName = sql<string>`(case ${t.reasonCode} ${sql.join(
  retirementReasons.items.map((item) => sql`when ${item.code} then ${item.name}`),
  sql` `,
)} else ${t.reasonCode} end)`;

const fields: ListFields = {
  id: t.id,
  documentNumber: persons.documentNumber,
  employeeName: employeeNameSql,
  date: t.retirementDate,
  reasonName,
  status: t.status,
  calendarDetail: payCalendars.detail,
};
const SEARCH = ['documentNumber', 'employeeName', 'reasonName', 'status', 'calendarDetail', 'date'];

function base(db: Database) {
  return db
    .select({
      id: t.id,
      contractId: t.contractId,
      documentNumber: persons.documentNumber,
      employeeName: employeeNameSql,
      calendarId: t.calendarId,
      calendarDetail: payCalendars.detail,
      reasonCode: t.reasonCode,
      reasonName,
      date: t.retirementDate,
      status: t.status,
      total: totalOver,
    })
    .from(t)
    .innerJoin(contracts, contractJoin(t.companyId, t.contractId))
    .innerJoin(persons, personJoin)
    .innerJoin(payCalendars, calendarJoin(t.companyId, t.calendarId));
}

type Raw = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];
const toRow = ({ total: _total, ...raw }: Raw): TRetirementRow => ({
  ...raw,
  status: raw.status as TRetirementStatus,
});

export async function selectRetirementPage(db: Database, companyId: number, query: TNoveltyListQueryParsed) {
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

export async function selectRetirementRow(db: Database, companyId: number, id: number) {
  const [raw] = await base(db).where(and(eq(t.companyId, companyId), eq(t.id, id)));
  return raw ? toRow(raw) : null;
}

export async function selectRetirementForUpdate(db: Database, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.companyId, companyId), eq(t.id, id)))
    .for('update');
  return row ?? null;
}

export async function selectRetirementOfContract(db: Database, companyId: number, contractId: number) {
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.companyId, companyId), eq(t.contractId, contractId)));
  return row ?? null;
}

export async function insertRetirement(db: Database, values: typeof t.$inferInsert): Promise<number> {
  const [row] = await db.insert(t).values(values).returning({ id: t.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateRetirement(
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

export async function deleteRetirement(db: Database, companyId: number, id: number): Promise<void> {
  await db.delete(t).where(and(eq(t.companyId, companyId), eq(t.id, id)));
}

/**
 * For the final-settlement (LD) process: LIQUIDADO after Procesar, CERRADO ACUMULADO after Acumular (then
 * Liquidar is disabled and the retirement can no longer change), REGISTRADO again after Deshacer.
 */
export async function setRetirementStatus(
  db: Database,
  companyId: number,
  id: number,
  status: TRetirementStatus,
): Promise<void> {
  await db
    .update(t)
    .set({ status })
    .where(and(eq(t.companyId, companyId), eq(t.id, id)));
}
