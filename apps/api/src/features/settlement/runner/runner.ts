import type { TExecuteProcessRequest } from '@quincena/contracts/settlement';
import type { Database } from '../../../db/client.ts';
import type { Clock } from '../../../platform/clock.ts';
import { type EventPublisher, noEvents } from '../../../platform/events/index.ts';
import { JOB_NAMES, type JobQueue } from '../../../platform/jobs/index.ts';
import { loadCalendar } from './calendar-rows.ts';
import { type Kinds, kindOf, type RunnerContext, THREAD } from './context.ts';
import { executeAction } from './execute.ts';
import { failProcess, finishProcess, type JobContext, runSettlementJob } from './job.ts';
import { createRecovery, type SettlementJob } from './recovery.ts';
import { createSliceWorker } from './slices.ts';

export {
  PROCESS_CHANGED_CONFLICT,
  PROCESS_STATE_CONFLICT,
  type ProcessRow,
} from './context.ts';
export type { SettlementJob } from './recovery.ts';
export { WorkerGone } from './slices.ts';

export interface RunnerOptions {
  db: Database;
  clock: Clock;
  queue: JobQueue;
  kinds: Kinds;
  /** Company events: process finished or failed, period accumulated, retirement settled. */
  events?: EventPublisher;
  /** Units per batch (one transaction each). */
  batchSize?: number;
  /** Slices a PRO is split into, each a job any worker may take (1 on the embedded database). */
  slices?: number;
  /** Test hook: runs after each committed batch; throwing simulates a crash between batches. */
  afterBatch?: (batchIndex: number, processId: number) => Promise<void> | void;
  /** How often a held slice beats while its worker computes (0: only at each batch; tests). */
  sliceHeartbeatMs?: number;
  /**
   * Heap above which a slice collects garbage between batches (platform/memory.ts; 96 MB by default,
   * for the embedded server's memory budget). A worker process, with no database inside, may allow
   * more: collecting a ~100 MB heap after every batch cost a quarter of its CPU (issue 29).
   */
  heapCeilingBytes?: number;
  /**
   * Runs before every settlement job this process takes: another process may have loaded new legal
   * values since this one started (decision 0354), and a run must settle with the current ones.
   */
  beforeJob?: () => Promise<void>;
}

/** A slice silent this long is taken over by another worker (several heartbeats missed). */
export const STALE_SLICE_MS = 40_000;
/** How often every worker of settlement jobs looks for silent slices. */
export const SLICE_CHECK_MS = 15_000;

/**
 * The one settlement runner (ARCHITECTURE.md §4c, decision 0317 for its files). CLO and REV are one
 * short transaction each and answer 200 with the finished process; PRO is a job (202): planned by one
 * worker, split into slices any worker may take, each slice committing batch by batch under the
 * process's own id, and switched in at the end by one short transaction. Until that switch the
 * calendar still points at its previous result, so a crash at any moment leaves the period as it was
 * (decision 0182).
 *
 * This wires the parts: checks.ts (what each action refuses), actions.ts (Procesar, Acumular,
 * Deshacer), execute.ts (their transaction and the PRO's queueing), job.ts (plan, slices, switch,
 * failure), slices.ts (working a slice) and recovery.ts (runs whose worker is gone).
 */
export function createSettlementRunner(options: RunnerOptions) {
  const { db, clock, queue } = options;
  const ctx: RunnerContext = { db, clock, queue, kinds: options.kinds, events: options.events ?? noEvents };
  const batchSize = options.batchSize ?? 250;
  let watch: NodeJS.Timeout | undefined;

  const sliceWorker = createSliceWorker({
    db,
    clock,
    queue,
    batchSize,
    heartbeatMs: options.sliceHeartbeatMs ?? 10_000,
    ...(options.heapCeilingBytes !== undefined ? { heapCeilingBytes: options.heapCeilingBytes } : {}),
    thread: THREAD,
    kindOf: (type) => kindOf(ctx.kinds, type),
    loadCalendar: (companyId, calendarId) => loadCalendar(db, companyId, calendarId),
    finish: (companyId, processId, claim) => finishProcess(ctx, companyId, processId, { claim }),
    ...(options.afterBatch ? { afterBatch: options.afterBatch } : {}),
  });
  const jobCtx: JobContext = {
    ...ctx,
    batchSize,
    sliceCount: Math.max(1, options.slices ?? 1),
    sliceWorker,
  };

  /** The queue's handler for settlement jobs. */
  const runJob = async (job: SettlementJob, meta: { id: string }) => {
    await options.beforeJob?.();
    return runSettlementJob(jobCtx, job, meta);
  };

  const recovery = createRecovery({
    db,
    clock,
    queue,
    failProcess: (companyId, processId, message) => failProcess(ctx, companyId, processId, message),
    finishIfDone: (companyId, processId) => finishProcess(ctx, companyId, processId, {}),
  });

  return {
    execute: (companyId: number, userId: number | null, request: TExecuteProcessRequest) =>
      executeAction(ctx, companyId, userId, request),
    runJob,
    recover: recovery.recover,
    takeOverStale: recovery.takeOverStale,
    /** Registers this runner as a worker of settlement jobs on the queue. */
    async startWorking(): Promise<void> {
      await queue.work<SettlementJob>(JOB_NAMES.settlement, runJob);
    },
    /** The periodic look for silent slices, in every process that works settlement jobs. */
    watchSlices(everyMs = SLICE_CHECK_MS, staleAfterMs = STALE_SLICE_MS): void {
      clearInterval(watch);
      watch = setInterval(() => void recovery.takeOverStale(staleAfterMs).catch(() => undefined), everyMs);
      watch.unref();
    },
    /** SIGTERM: no new batch starts, a held slice is given back; call before stopping the queue. */
    stopTaking(): void {
      sliceWorker.stop();
      clearInterval(watch);
    },
  };
}

export type SettlementRunner = ReturnType<typeof createSettlementRunner>;
