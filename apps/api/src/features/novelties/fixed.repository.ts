import {
  FIXED_LIST_FIELDS,
  FIXED_PERIODICITY_NAMES,
  FIXED_STATUS_NAMES,
  type TFixedPeriodicity,
  type TFixedRow,
  type TFixedStatus,
} from '@quincena/contracts/novelties';
import { and, eq, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companyPayrollConcepts, contracts, noveltyFixed, payCalendars } from '../../db/schema/index.ts';
import { calendarsOfType } from '../../pay-period/calendars/calendars-of-type.ts';
import { banks, voluntaryPensionFunds } from '../reference/index.ts';
import { companyConceptJoin, conceptNameSql, conceptNatureSql } from './novelty-columns.ts';
import { noveltyStore } from './novelty-store.ts';

const t = noveltyFixed;
const caseOf = (column: typeof t.status | typeof t.periodicity, names: Record<string, string>) =>
  sql<string>`(case ${column} ${sql.join(
    Object.entries(names).map(([code, name]) => sql`when ${code} then ${name}`),
    sql` `,
  )} end)`;
const entityNames = [
  ...voluntaryPensionFunds.items.map((item) => sql`when ${`FVOL:${item.code}`} then ${item.name}`),
  ...banks.items.map((item) => sql`when ${`AFC:${item.code}`} then ${item.name}`),
];
const entityName = sql<
  string | null
>`(case (${t.entityType} || ':' || ${t.entityCode}) ${sql.join(entityNames, sql` `)} else ${t.entityCode} end)`;

/** /NoveltiesStatic's list: recurring items with no calendar, from a start date to an end (or open). */
export const fixedStore = noveltyStore({
  table: t,
  columns: {
    status: t.status,
    statusName: caseOf(t.status, FIXED_STATUS_NAMES),
    conceptCode: t.conceptCode,
    conceptName: conceptNameSql(t.conceptCode),
    conceptNature: conceptNatureSql(t.conceptCode),
    entityType: t.entityType,
    entityCode: t.entityCode,
    entityName,
    value: t.value,
    balance: t.balance,
    periodicity: t.periodicity,
    periodicityName: caseOf(t.periodicity, FIXED_PERIODICITY_NAMES),
    startDate: t.startDate,
    endDate: t.endDate,
  },
  fields: FIXED_LIST_FIELDS,
  search: ['documentNumber', 'employeeName', 'conceptCode', 'conceptName', 'statusName', 'entityName'],
  leftJoins: [[companyPayrollConcepts, companyConceptJoin(t.companyId, t.conceptCode)]],
  toRow: (raw): TFixedRow => ({
    ...raw,
    status: raw.status as TFixedStatus,
    entityType: raw.entityType === 'AFC' || raw.entityType === 'FVOL' ? raw.entityType : null,
    entityName: raw.entityType ? raw.entityName : null,
    value: Number(raw.value),
    balance: raw.balance === null ? null : Number(raw.balance),
    periodicity: raw.periodicity as TFixedPeriodicity,
  }),
});

/** The last day of the company's latest accumulated payroll period, or null. */
export async function lastAccumulatedDay(db: Database, companyId: number): Promise<string | null> {
  const [row] = await db
    .select({ last: max(payCalendars.periodEnd) })
    .from(payCalendars)
    .where(calendarsOfType(companyId, 'NM', eq(payCalendars.state, 'ACCUMULATED')));
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
