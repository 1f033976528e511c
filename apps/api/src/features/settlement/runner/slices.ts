import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { settlementErrors, settlementProcesses } from '../../../db/schema/index.ts';
import type { CalendarType } from '../../../db/schema/settlement.ts';
import type { CalendarRow } from '../../../pay-period/calendars/calendars.repository.ts';
import type { Clock } from '../../../platform/clock.ts';
import { JOB_NAMES, type JobQueue } from '../../../platform/jobs/index.ts';
import { collectIfHeapAbove } from '../../../platform/memory.ts';
import type { RunContext, SettlementKind } from './kind.ts';
import type { SettlementJob } from './recovery.ts';
import { claimSlice, consumeUnits, giveBackSlice, type SliceClaim, touchSlice } from './slice-store.ts';

/** Aborts a batch whose process was ended meanwhile (recovered, or failed in another slice). */
export class ProcessEnded extends Error {}
/** Aborts a batch whose slice was taken over by another worker: this one writes nothing more. */
class SliceLost extends Error {}
/**
 * Test hook: thrown by `afterBatch` to simulate a worker that dies mid-slice: the slice stops where
 * it is, held and silent, and the run goes on without it (another worker takes it over).
 */
export class WorkerGone extends Error {}

/** A slice that stopped without ending its run: another worker continues it. */
export const stoppedQuietly = (error: unknown) => error instanceof SliceLost || error instanceof WorkerGone;

interface SliceWorkerDeps {
  db: Database;
  clock: Clock;
  queue: JobQueue;
  batchSize: number;
  /** How often a held slice beats while its worker computes (0: only at each batch). */
  heartbeatMs: number;
  /** Heap above which a garbage collection runs between batches (default: platform/memory.ts). */
  heapCeilingBytes?: number;
  thread: string;
  kindOf(type: CalendarType): SettlementKind<unknown>;
  loadCalendar(companyId: number, calendarId: number): Promise<CalendarRow>;
  /** The runner's switch, run when a slice ends (it completes the slice under the process lock). */
  finish(companyId: number, processId: number, claim: SliceClaim): Promise<void>;
  afterBatch?: (batchIndex: number, processId: number) => Promise<void> | void;
}

/**
 * Working the slices of a PRO (decision 0310): a worker holds a stored slice, settles it batch by
 * batch (rows, progress and the units left commit together, fenced by the slice's attempt), beats
 * while it computes, and on SIGTERM gives the slice back instead of starting another batch.
 */
export function createSliceWorker(deps: SliceWorkerDeps) {
  const { db, clock, queue, batchSize, heartbeatMs } = deps;
  /** Set by SIGTERM: no new batch starts; a held slice is given back. */
  let stopping = false;

  /** A slice job: takes the stored slice for its attempt, unless another worker holds it or it is done. */
  async function settleSlice(job: Required<Pick<SettlementJob, 'slice'>> & SettlementJob): Promise<void> {
    const { companyId, processId, slice } = job;
    if (stopping) {
      // Not taken: queued again for a worker that stays.
      await queue.enqueue<SettlementJob>(JOB_NAMES.settlement, job);
      return;
    }
    const claim = await claimSlice(
      db,
      { companyId, processId, index: slice.index, attempt: slice.attempt ?? 0 },
      deps.thread,
      clock.now(),
    );
    if (claim) await settleHeld(claim);
  }

  /** Settles a held slice batch by batch; each batch's rows, progress and units left commit together. */
  async function settleHeld(claim: SliceClaim): Promise<void> {
    const { companyId, processId } = claim;
    const [process] = await db
      .select()
      .from(settlementProcesses)
      .where(and(eq(settlementProcesses.companyId, companyId), eq(settlementProcesses.id, processId)));
    if (process?.status !== 'EN PROCESO') return;
    const beat =
      heartbeatMs > 0
        ? setInterval(() => void touchSlice(db, claim, clock.now()).catch(() => undefined), heartbeatMs)
        : undefined;
    beat?.unref();
    try {
      const calendar = await deps.loadCalendar(companyId, process.calendarId);
      const kind = deps.kindOf(calendar.type);
      const ctx: RunContext = { db, companyId, calendar, processId };
      const prepared = await kind.prepare(ctx, process.total);
      let batchIndex = 0;
      for (let at = 0; at < claim.unitIds.length; at += batchSize) {
        if (stopping) {
          // SIGTERM: the slice goes back, with the units still to settle, for another worker.
          if (await giveBackSlice(db, claim, clock.now())) {
            await queue.enqueue<SettlementJob>(JOB_NAMES.settlement, {
              companyId,
              processId,
              slice: { index: claim.index, attempt: claim.attempt },
            });
          }
          return;
        }
        const ids = claim.unitIds.slice(at, at + batchSize);
        const outcome = await kind.settleBatch(ctx, prepared, ids);
        await db.transaction(async (txRaw) => {
          const tx = txRaw as unknown as Database;
          const stillRunning = and(
            eq(settlementProcesses.companyId, companyId),
            eq(settlementProcesses.id, processId),
            eq(settlementProcesses.status, 'EN PROCESO'),
          );
          // If the process was ended meanwhile, nothing of this batch is written. A key-share lock
          // keeps the row from going away while the batch writes, without making the other slices
          // wait: the progress update below, which does lock the row against them until commit,
          // comes last, so two workers' writes no longer queue behind each other (issue 32: a
          // carrying run writes four times the lines of a normal batch).
          const [running] = await tx
            .select({ id: settlementProcesses.id })
            .from(settlementProcesses)
            .where(stillRunning)
            .for('key share');
          if (!running) throw new ProcessEnded();
          // Fenced by the attempt: a worker whose slice was taken over writes nothing.
          if (!(await consumeUnits(tx, claim, ids, clock.now()))) throw new SliceLost();
          await outcome.write(tx);
          if (outcome.errors.length > 0) {
            await tx
              .insert(settlementErrors)
              .values(outcome.errors.map((error) => ({ companyId, processId, ...error })));
          }
          const [progress] = await tx
            .update(settlementProcesses)
            .set({
              processed: sql`${settlementProcesses.processed} + ${outcome.settled}`,
              failed: sql`${settlementProcesses.failed} + ${outcome.errors.length}`,
              percentage: sql`least(99, floor(100.0 * (${settlementProcesses.processed} + ${settlementProcesses.failed} + ${ids.length}) / greatest(${settlementProcesses.total}, 1)))::smallint`,
              record: outcome.lastRecord?.slice(0, 120) ?? null,
              heartbeatAt: clock.now(),
            })
            .where(stillRunning)
            .returning({ id: settlementProcesses.id });
          // Ended while the batch wrote: the transaction is rolled back, nothing of it stays.
          if (!progress) throw new ProcessEnded();
        });
        collectIfHeapAbove(deps.heapCeilingBytes);
        await deps.afterBatch?.(batchIndex, processId);
        batchIndex += 1;
        // Yield so requests are served between batches (the embedded database shares this loop).
        await new Promise((resolve) => setImmediate(resolve));
      }
      await deps.finish(companyId, processId, claim);
    } finally {
      clearInterval(beat);
    }
  }

  return {
    settleSlice,
    settleHeld,
    /** SIGTERM: no new batch starts; a held slice is given back at its next batch. */
    stop(): void {
      stopping = true;
    },
  };
}
