import { ERROR_CODES } from '@quincena/contracts';
import { JOB_MESSAGES, type TJob, type TJobRequest, ZJobRequest } from '@quincena/contracts/company';
import type { Database } from '../../db/client.ts';
import { conflict, notFound } from '../../platform/errors/app-error.ts';
import { countJobUses, deleteJob, findJob, insertJob, listJobs, updateJob } from './jobs.repository.ts';

function fieldsOf(input: TJobRequest) {
  const body = ZJobRequest.parse(input);
  return { name: body.name, area: body.area, code: body.code ?? null };
}

/** Cargos (spec 01 §2.8): the company's job positions. */
export function createJobsService({ db }: { db: Database }) {
  return {
    async list(companyId: number): Promise<TJob[]> {
      return listJobs(db, companyId);
    },

    async create(companyId: number, input: TJobRequest) {
      const job = await insertJob(db, companyId, fieldsOf(input));
      return { job, message: JOB_MESSAGES.created };
    },

    async update(companyId: number, jobId: number, input: TJobRequest) {
      const job = await updateJob(db, companyId, jobId, fieldsOf(input));
      if (!job) throw notFound(JOB_MESSAGES.notFound);
      return { job, message: JOB_MESSAGES.updated };
    },

    /** A job a contract uses cannot go: the contract would lose its position (ARCHITECTURE §4). */
    async remove(companyId: number, jobId: number) {
      if (!(await findJob(db, companyId, jobId))) throw notFound(JOB_MESSAGES.notFound);
      if ((await countJobUses(db, companyId, jobId)) > 0)
        throw conflict(ERROR_CODES.conflict, JOB_MESSAGES.inUse);
      if (!(await deleteJob(db, companyId, jobId))) throw notFound(JOB_MESSAGES.notFound);
      return { message: JOB_MESSAGES.deleted };
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
