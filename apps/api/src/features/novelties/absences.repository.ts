import type { TAbsenceRow, TNoveltyListQueryParsed } from '@quincena/contracts/novelties';
import { and, desc, eq, lt, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { contracts, noveltyAbsences, payCalendars, persons } from '../../db/schema/index.ts';
import {
  type ListFields,
  listConditions,
  listOrder,
  pageOffset,
  totalOver,
} from '../../platform/paging/list-query.ts';
import { CONTINGENCIES } from './contingencies.ts';
import { calendarJoin, contractJoin, employeeNameSql, personJoin } from './novelty-columns.ts';

const t = noveltyAbsences;
const extended = alias(noveltyAbsences, 'extended');
const contingencyName = sql<string>`(case ${t.contingencyCode} ${sql.join(
  CONTINGENCIES.map((item) => sql`when ${item.code} then ${item.name}`),
  sql` `,
)} else ${t.contingencyCode} end)`;
const extensionLabel = sql<string | null>`(case when ${extended.id} is null then null else
  to_char(${extended.startDate}, 'DD-MM-YYYY') || ' al ' || to_char(${extended.endDate}, 'DD-MM-YYYY') end)`;

const fields: ListFields = {
  id: t.id,
  contractId: t.contractId,
  documentNumber: persons.documentNumber,
  employeeName: employeeNameSql,
  startDate: t.startDate,
  endDate: t.endDate,
  contingencyName,
  days: t.days,
  extensionLabel,
  calendarDetail: payCalendars.detail,
  diagnosisCode: t.diagnosisCode,
  observations: t.observations,
};
const SEARCH = [
  'contractId',
  'documentNumber',
  'employeeName',
  'contingencyName',
  'calendarDetail',
  'diagnosisCode',
  'observations',
];

function base(db: Database) {
  return db
    .select({
      id: t.id,
      contractId: t.contractId,
      documentNumber: persons.documentNumber,
      employeeName: employeeNameSql,
      startDate: t.startDate,
      endDate: t.endDate,
      contingencyCode: t.contingencyCode,
      contingencyName,
      days: t.days,
      calendarId: t.calendarId,
      calendarDetail: payCalendars.detail,
      extensionOfId: t.extensionOfId,
      extensionLabel,
      diagnosisCode: t.diagnosisCode,
      observations: t.observations,
      total: totalOver,
    })
    .from(t)
    .innerJoin(contracts, contractJoin(t.companyId, t.contractId))
    .innerJoin(persons, personJoin)
    .innerJoin(payCalendars, calendarJoin(t.companyId, t.calendarId))
    .leftJoin(extended, and(eq(extended.companyId, t.companyId), eq(extended.id, t.extensionOfId)));
}

type Raw = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];
export type AbsenceRowWithoutDiagnosisName = Omit<TAbsenceRow, 'diagnosisName'>;
const toRow = ({ total: _total, ...raw }: Raw): AbsenceRowWithoutDiagnosisName => raw;

export async function selectAbsencePage(db: Database, companyId: number, query: TNoveltyListQueryParsed) {
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

export async function selectAbsenceRow(db: Database, companyId: number, id: number) {
  const [raw] = await base(db).where(and(eq(t.companyId, companyId), eq(t.id, id)));
  return raw ? toRow(raw) : null;
}

export async function selectAbsenceForUpdate(db: Database, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.companyId, companyId), eq(t.id, id)))
    .for('update');
  return row ?? null;
}

export async function selectAbsence(db: Database, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.companyId, companyId), eq(t.id, id)));
  return row ?? null;
}

export async function insertAbsence(db: Database, values: typeof t.$inferInsert): Promise<number> {
  const [row] = await db.insert(t).values(values).returning({ id: t.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateAbsence(
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

export async function deleteAbsence(db: Database, companyId: number, id: number): Promise<void> {
  await db.delete(t).where(and(eq(t.companyId, companyId), eq(t.id, id)));
}

/** True when another absence extends this one (a prórroga points at it). */
export async function hasExtensions(db: Database, companyId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.companyId, companyId), eq(t.extensionOfId, id)))
    .limit(1);
  return row !== undefined;
}

/** Earlier absences of the contract with the contingency: what a prórroga can extend. */
export async function selectExtendable(
  db: Database,
  companyId: number,
  contractId: number,
  contingencyCode: string,
  excludeId?: number,
  before?: string,
) {
  const where: SQL[] = [
    eq(t.companyId, companyId),
    eq(t.contractId, contractId),
    eq(t.contingencyCode, contingencyCode),
  ];
  if (excludeId) where.push(ne(t.id, excludeId));
  if (before) where.push(lt(t.endDate, before));
  return db
    .select({ id: t.id, startDate: t.startDate, endDate: t.endDate, days: t.days })
    .from(t)
    .where(and(...where))
    .orderBy(desc(t.startDate))
    .limit(100);
}

/** The absences that extend this one (its prórrogas), to keep their chain valid when it changes. */
export async function selectExtensionsOf(db: Database, companyId: number, id: number) {
  return db
    .select({
      id: t.id,
      startDate: t.startDate,
      contingencyCode: t.contingencyCode,
      contractId: t.contractId,
    })
    .from(t)
    .where(and(eq(t.companyId, companyId), eq(t.extensionOfId, id)));
}
