import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { settlementProcesses } from '../../../db/schema/index.ts';
import type { Clock } from '../../../platform/clock.ts';
import { JOB_NAMES, type JobQueue } from '../../../platform/jobs/index.ts';
import { rowsOf } from '../../../platform/sql/rows.ts';
import { reopenAllSlices, requeueForgottenSlices, type SliceRow, takeStaleSlices } from './slice-store.ts';

/** Spanish reason stored on a run whose workers kept dying, or that died before its slices existed. */
export const RUN_INTERRUPTED =
  'El proceso se interrumpió (el servidor se detuvo) antes de terminar; el período quedó como estaba.';

/** A slice taken over more often than this ends its run (something in it kills every worker). */
export const MAX_TAKEOVERS = 3;

/** A settlement job: plan a PRO (no slice) or settle one stored slice of it. */
export interface SettlementJob {
  companyId: number;
  processId: number;
  /** `attempt` must match the stored slice's for the job to take it (decision 0310). */
  slice?: { index: number; attempt?: number; count?: number };
}

interface RecoveryDeps {
  db: Database;
  clock: Clock;
  queue: JobQueue;
  failProcess(companyId: number, processId: number, message: string): Promise<void>;
  /** Switches a process whose slices are all done (idempotent). */
  finishIfDone(companyId: number, processId: number): Promise<void>;
}

const hasSlices = sql`exists (select 1 from settlement_slices s
  where s.company_id = ${settlementProcesses.companyId} and s.process_id = ${settlementProcesses.id})`;

/**
 * What happens to runs whose worker is gone (ARCHITECTURE.md §4b, decision 0310): a slice whose
 * heartbeat stopped is handed to another worker, which continues after the units already written;
 * only a run that died before it had slices, or whose slice kept killing workers, ends as ERROR.
 */
export function createRecovery(deps: RecoveryDeps) {
  const { db, clock, queue } = deps;

  /** Queues each handed-back slice for its attempt; a slice past the takeover limit ends its run. */
  async function handOut(rows: readonly SliceRow[]): Promise<void> {
    const ended = new Set<string>();
    for (const row of rows) {
      const key = `${row.companyId}:${row.processId}`;
      if (ended.has(key)) continue;
      if (row.attempt > MAX_TAKEOVERS) {
        ended.add(key);
        await deps.failProcess(row.companyId, row.processId, RUN_INTERRUPTED);
        continue;
      }
      await queue.enqueue<SettlementJob>(JOB_NAMES.settlement, {
        companyId: row.companyId,
        processId: row.processId,
        slice: { index: row.sliceIndex, attempt: row.attempt },
      });
    }
  }

  /** Running processes whose slices are all done but whose switch never ran (the worker died between). */
  async function switchDoneProcesses(staleBefore: Date): Promise<number> {
    const rows = await rowsOf<{ company_id: number; id: number }>(
      db,
      sql`select p.company_id, p.id from settlement_processes p
           where p.status = 'EN PROCESO' and p.heartbeat_at < ${staleBefore}
             and exists (select 1 from settlement_slices s where s.company_id = p.company_id and s.process_id = p.id)
             and not exists (select 1 from settlement_slices s
                              where s.company_id = p.company_id and s.process_id = p.id and s.status <> 'TERMINADO')`,
    );
    for (const row of rows) await deps.finishIfDone(row.company_id, row.id);
    return rows.length;
  }

  /**
   * The periodic check of every process that works settlement jobs: slices silent for `staleAfterMs`
   * are taken over (next attempt), forgotten queued slices are queued again. Answers how many.
   */
  async function takeOverStale(staleAfterMs: number): Promise<number> {
    const now = clock.now();
    const staleBefore = new Date(now.getTime() - staleAfterMs);
    const taken = await takeStaleSlices(db, staleBefore, now);
    const forgotten = await requeueForgottenSlices(db, staleBefore, now);
    await handOut([...taken, ...forgotten]);
    return taken.length + forgotten.length + (await switchDoneProcesses(staleBefore));
  }

  /**
   * Start-up (and periodic) recovery. A process that went silent before it had slices is ended as
   * ERROR and its partial rows deleted; the calendar was never switched, so it stays as it was.
   * With `pending` (the in-process queue, lost on restart) every worker of the last run is gone:
   * queued processes are queued again and running slices are resumed where they stopped.
   */
  async function recover(opts: { staleAfterMs: number; pending: boolean }): Promise<number> {
    const now = clock.now();
    const staleBefore = new Date(now.getTime() - opts.staleAfterMs);
    const stuck = await db
      .select({ companyId: settlementProcesses.companyId, id: settlementProcesses.id })
      .from(settlementProcesses)
      .where(
        and(
          eq(settlementProcesses.status, 'EN PROCESO'),
          sql`not ${hasSlices}`,
          or(
            lt(settlementProcesses.heartbeatAt, staleBefore),
            sql`${settlementProcesses.heartbeatAt} is null`,
          ),
        ),
      );
    for (const process of stuck) await deps.failProcess(process.companyId, process.id, RUN_INTERRUPTED);
    if (!opts.pending) return stuck.length;

    const queued = await db
      .select({ companyId: settlementProcesses.companyId, id: settlementProcesses.id })
      .from(settlementProcesses)
      .where(
        and(eq(settlementProcesses.status, 'PENDIENTE'), lt(settlementProcesses.createdAt, staleBefore)),
      );
    for (const process of queued) {
      await queue.enqueue<SettlementJob>(JOB_NAMES.settlement, {
        companyId: process.companyId,
        processId: process.id,
      });
    }
    const reopened = await reopenAllSlices(db, now);
    await handOut(reopened);
    const switched = await switchDoneProcesses(new Date(now.getTime() + 1));
    return stuck.length + queued.length + reopened.length + switched;
  }

  return { recover, takeOverStale };
}
