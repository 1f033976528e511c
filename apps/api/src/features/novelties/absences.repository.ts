import { ABSENCE_LIST_FIELDS, type TAbsenceRow } from '@quincena/contracts/novelties';
import { and, desc, eq, lt, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { noveltyAbsences } from '../../db/schema/index.ts';
import { CONTINGENCIES } from './contingencies.ts';
import { findDiagnosis } from './diagnoses.ts';
import { noveltyStore, paidInCalendar } from './novelty-store.ts';

const t = noveltyAbsences;
const extended = alias(noveltyAbsences, 'extended');
const contingencyName = sql<string>`(case ${t.contingencyCode} ${sql.join(
  CONTINGENCIES.map((item) => sql`when ${item.code} then ${item.name}`),
  sql` `,
)} else ${t.contingencyCode} end)`;
const extensionLabel = sql<string | null>`(case when ${extended.id} is null then null else
  to_char(${extended.startDate}, 'DD-MM-YYYY') || ' al ' || to_char(${extended.endDate}, 'DD-MM-YYYY') end)`;

/** /NoveltiesLicenses' list: the contingency, its days and dates, the absence it extends, the diagnosis. */
export const absenceStore = noveltyStore({
  table: t,
  columns: {
    startDate: t.startDate,
    endDate: t.endDate,
    contingencyCode: t.contingencyCode,
    contingencyName,
    days: t.days,
    ...paidInCalendar(t.calendarId),
    extensionOfId: t.extensionOfId,
    extensionLabel,
    diagnosisCode: t.diagnosisCode,
    observations: t.observations,
  },
  fields: ABSENCE_LIST_FIELDS,
  search: [
    'contractId',
    'documentNumber',
    'employeeName',
    'contingencyName',
    'calendarDetail',
    'diagnosisCode',
    'observations',
  ],
  leftJoins: [[extended, and(eq(extended.companyId, t.companyId), eq(extended.id, t.extensionOfId)) as SQL]],
  toRow: (raw): TAbsenceRow => ({
    ...raw,
    diagnosisName: raw.diagnosisCode ? (findDiagnosis(raw.diagnosisCode)?.name ?? null) : null,
  }),
});

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
