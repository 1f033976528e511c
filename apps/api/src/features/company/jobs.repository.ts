import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contracts, jobs } from '../../db/schema/index.ts';

export type JobRow = typeof jobs.$inferSelect;
type JobFields = { name: string; area: string; code: string | null };

const columns = { id: jobs.id, name: jobs.name, area: jobs.area, code: jobs.code };

export function listJobs(db: Database, companyId: number) {
  return db
    .select(columns)
    .from(jobs)
    .where(eq(jobs.companyId, companyId))
    .orderBy(asc(jobs.name), asc(jobs.id));
}

export async function findJob(db: Database, companyId: number, jobId: number) {
  const [row] = await db
    .select(columns)
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.id, jobId)));
  return row;
}

export async function insertJob(db: Database, companyId: number, fields: JobFields) {
  const [row] = await db
    .insert(jobs)
    .values({ companyId, ...fields })
    .returning(columns);
  if (!row) throw new Error('job insert returned no row');
  return row;
}

export async function updateJob(db: Database, companyId: number, jobId: number, fields: JobFields) {
  const [row] = await db
    .update(jobs)
    .set(fields)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.id, jobId)))
    .returning(columns);
  return row;
}

export async function deleteJob(db: Database, companyId: number, jobId: number): Promise<boolean> {
  const rows = await db
    .delete(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.id, jobId)))
    .returning({ id: jobs.id });
  return rows.length === 1;
}

/**
 * How many records depend on the job. Contracts are the one dependant today (the employees feature's
 * `contracts.job_id`); a later table that references jobs adds its count here.
 */
export async function countJobUses(db: Database, companyId: number, jobId: number): Promise<number> {
  const [row] = await db
    .select({ uses: count() })
    .from(contracts)
    .where(and(eq(contracts.companyId, companyId), eq(contracts.jobId, jobId)));
  return Number(row?.uses ?? 0);
}
