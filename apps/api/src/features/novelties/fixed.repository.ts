import {
  FIXED_PERIODICITY_NAMES,
  FIXED_STATUS_NAMES,
  type TFixedPeriodicity,
  type TFixedRow,
  type TFixedStatus,
  type TNoveltyListQueryParsed,
} from '@quincena/contracts/novelties';
import { and, eq, max, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  companyPayrollConcepts,
  contracts,
  noveltyFixed,
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
import { banks, payrollConcepts, voluntaryPensionFunds } from '../reference/index.ts';
import {
  companyConceptJoin,
  conceptNameSql,
  contractJoin,
  employeeNameSql,
  personJoin,
} from './novelty-columns.ts';

const t = noveltyFixed;
const caseOf = (column: typeof t.status | typeof t.periodicity, names: Record<string, string>) =>
  sql<string>`(case ${column} ${sql.join(
    Object.entries(names).map(([code, name]) => sql`when ${code} then ${name}`),
    sql` `,
  )} end)`;
const statusName = caseOf(t.status, FIXED_STATUS_NAMES);
const periodicityName = caseOf(t.periodicity, FIXED_PERIODICITY_NAMES);
const catalogNatures = payrollConcepts.items.map((item) => sql`when ${item.code} then ${item.nature}`);
const conceptNature = sql<string>`coalesce(${companyPayrollConcepts.nature}, (case ${t.conceptCode} ${sql.join(catalogNatures, sql` `)} end), '')`;
const entityNames = [
  ...voluntaryPensionFunds.items.map((item) => sql`when ${`FVOL:${item.code}`} then ${item.name}`),
  ...banks.items.map((item) => sql`when ${`AFC:${item.code}`} then ${item.name}`),
];
const entityName = sql<
  string | null
>`(case (${t.entityType} || ':' || ${t.entityCode}) ${sql.join(entityNames, sql` `)} else ${t.entityCode} end)`;

const fields: ListFields = {
  id: t.id,
  documentNumber: persons.documentNumber,
  employeeName: employeeNameSql,
  statusName,
  conceptCode: t.conceptCode,
  conceptName: conceptNameSql(t.conceptCode),
  entityName,
  value: t.value,
  balance: t.balance,
  periodicityName,
  startDate: t.startDate,
  endDate: t.endDate,
};
const SEARCH = ['documentNumber', 'employeeName', 'conceptCode', 'conceptName', 'statusName', 'entityName'];

function base(db: Database) {
  return db
    .select({
      id: t.id,
      contractId: t.contractId,
      documentNumber: persons.documentNumber,
      employeeName: employeeNameSql,
      status: t.status,
      statusName,
      conceptCode: t.conceptCode,
      conceptName: conceptNameSql(t.conceptCode),
      conceptNature,
      entityType: t.entityType,
      entityCode: t.entityCode,
      entityName,
      value: t.value,
      balance: t.balance,
      periodicity: t.periodicity,
      periodicityName,
      startDate: t.startDate,
      endDate: t.endDate,
      total: totalOver,
    })
    .from(t)
    .innerJoin(contracts, contractJoin(t.companyId, t.contractId))
    .innerJoin(persons, personJoin)
    .leftJoin(companyPayrollConcepts, companyConceptJoin(t.companyId, t.conceptCode));
}

type Raw = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];
const toRow = (raw: Raw): TFixedRow => ({
  id: raw.id,
  contractId: raw.contractId,
  documentNumber: raw.documentNumber,
  employeeName: raw.employeeName,
  status: raw.status as TFixedStatus,
  statusName: raw.statusName,
  conceptCode: raw.conceptCode,
  conceptName: raw.conceptName,
  conceptNature: raw.conceptNature,
  entityType: raw.entityType === 'AFC' || raw.entityType === 'FVOL' ? raw.entityType : null,
  entityCode: raw.entityCode,
  entityName: raw.entityType ? raw.entityName : null,
  value: Number(raw.value),
  balance: raw.balance === null ? null : Number(raw.balance),
  periodicity: raw.periodicity as TFixedPeriodicity,
  periodicityName: raw.periodicityName,
  startDate: raw.startDate,
  endDate: raw.endDate,
});

export async function selectFixedPage(db: Database, companyId: number, query: TNoveltyListQueryParsed) {
  const where: SQL[] = [eq(t.companyId, companyId), ...listConditions(fields, SEARCH, query)];
  if (query.contractId) where.push(eq(t.contractId, query.contractId));
  const rows = await base(db)
    .where(and(...where))
    .orderBy(...listOrder(fields, query, [], t.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  return { rows: rows.map(toRow), total: rows[0]?.total ?? null };
}

export async function selectFixedRow(db: Database, companyId: number, id: number): Promise<TFixedRow | null> {
  const [raw] = await base(db).where(and(eq(t.companyId, companyId), eq(t.id, id)));
  return raw ? toRow(raw) : null;
}

export async function selectFixedForUpdate(db: Database, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.companyId, companyId), eq(t.id, id)))
    .for('update');
  return row ?? null;
}

export async function insertFixed(db: Database, values: typeof t.$inferInsert): Promise<number> {
  const [row] = await db.insert(t).values(values).returning({ id: t.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateFixed(
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

export async function deleteFixed(db: Database, companyId: number, id: number): Promise<void> {
  await db.delete(t).where(and(eq(t.companyId, companyId), eq(t.id, id)));
}

/** The last day of the company's latest accumulated payroll period, or null. */
export async function lastAccumulatedDay(db: Database, companyId: number): Promise<string | null> {
  const [row] = await db
    .select({ last: max(payCalendars.periodEnd) })
    .from(payCalendars)
    .where(
      and(
        eq(payCalendars.companyId, companyId),
        eq(payCalendars.type, 'NM'),
        eq(payCalendars.state, 'ACCUMULATED'),
      ),
    );
  return row?.last ?? null;
}

/** The contract's AFC bank and voluntary pension fund (spec: ENTIDADSS "AFC or FVOL"). */
export async function selectContractEntities(db: Database, companyId: number, contractId: number) {
  const [row] = await db
    .select({ afc: contracts.afcFundCode, fvol: contracts.voluntaryPensionFundCode })
    .from(contracts)
    .where(and(eq(contracts.companyId, companyId), eq(contracts.id, contractId)));
  return row ?? null;
}
