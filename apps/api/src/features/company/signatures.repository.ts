import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  companyPayrollConcepts,
  contracts,
  jobs,
  persons,
  signatureAverageConcepts,
  signatureConfigs,
} from '../../db/schema/index.ts';
import { personOfContract } from '../../platform/sql/contract-joins.ts';
import { personFullNameSql } from '../../platform/sql/person-name.ts';

export type SignatureRow = typeof signatureConfigs.$inferSelect;

/** "number - names surnames" of a person, as the list shows the employee (spec 01 §3 NAME). */
const employeeLabel = sql<string>`${persons.documentNumber} || ' - ' || ${personFullNameSql}`;
/** "code - name" of the job, or the name when it has no code (spec 01 §3 JOB). */
const jobLabel = sql<string>`coalesce(case when ${jobs.code} is null then ${jobs.name} else ${jobs.code} || ' - ' || ${jobs.name} end, '')`;

/** The company's contracts with the person and the job, every join inside the same company. */
export function listContractChoices(db: Database, companyId: number, contractIds?: number[]) {
  return db
    .select({ contractId: contracts.id, label: employeeLabel, job: jobLabel })
    .from(contracts)
    .innerJoin(persons, personOfContract)
    .leftJoin(jobs, and(eq(jobs.companyId, contracts.companyId), eq(jobs.id, contracts.jobId)))
    .where(
      and(
        eq(contracts.companyId, companyId),
        contractIds ? inArray(contracts.id, contractIds.length ? contractIds : [-1]) : undefined,
      ),
    )
    .orderBy(asc(persons.firstSurname), asc(contracts.id));
}

export function listSignatures(db: Database, companyId: number) {
  return db
    .select()
    .from(signatureConfigs)
    .where(eq(signatureConfigs.companyId, companyId))
    .orderBy(asc(signatureConfigs.id));
}

export async function findSignature(db: Database, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(signatureConfigs)
    .where(and(eq(signatureConfigs.companyId, companyId), eq(signatureConfigs.id, id)));
  return row;
}

export async function findSignatureByContract(db: Database, companyId: number, contractId: number) {
  const [row] = await db
    .select({ id: signatureConfigs.id })
    .from(signatureConfigs)
    .where(and(eq(signatureConfigs.companyId, companyId), eq(signatureConfigs.contractId, contractId)));
  return row;
}

export async function insertSignature(db: Database, values: typeof signatureConfigs.$inferInsert) {
  const [row] = await db.insert(signatureConfigs).values(values).returning();
  if (!row) throw new Error('signature insert returned no row');
  return row;
}

export async function updateSignature(
  db: Database,
  companyId: number,
  id: number,
  values: Partial<typeof signatureConfigs.$inferInsert>,
) {
  const [row] = await db
    .update(signatureConfigs)
    .set(values)
    .where(and(eq(signatureConfigs.companyId, companyId), eq(signatureConfigs.id, id)))
    .returning();
  return row;
}

export async function deleteSignature(db: Database, companyId: number, id: number) {
  const [row] = await db
    .delete(signatureConfigs)
    .where(and(eq(signatureConfigs.companyId, companyId), eq(signatureConfigs.id, id)))
    .returning();
  return row;
}

export async function listAverageConceptCodes(db: Database, companyId: number): Promise<string[]> {
  const rows = await db
    .select({ code: signatureAverageConcepts.conceptCode })
    .from(signatureAverageConcepts)
    .where(eq(signatureAverageConcepts.companyId, companyId));
  return rows.map((row) => row.code);
}

export async function replaceAverageConcepts(db: Database, companyId: number, codes: readonly string[]) {
  await db.transaction(async (tx) => {
    await tx.delete(signatureAverageConcepts).where(eq(signatureAverageConcepts.companyId, companyId));
    if (codes.length) {
      await tx
        .insert(signatureAverageConcepts)
        .values(codes.map((conceptCode) => ({ companyId, conceptCode })));
    }
  });
}

/** The company's own earning concepts (reported and fixed novelties), active ones only. */
export function listCompanyEarningConcepts(db: Database, companyId: number) {
  return db
    .select({ code: companyPayrollConcepts.code, name: companyPayrollConcepts.name })
    .from(companyPayrollConcepts)
    .where(
      and(
        eq(companyPayrollConcepts.companyId, companyId),
        eq(companyPayrollConcepts.nature, 'earning'),
        eq(companyPayrollConcepts.active, true),
      ),
    )
    .orderBy(asc(companyPayrollConcepts.name));
}
