import { PROCESS_MESSAGES } from '@quincena/contracts/settlement';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { payCalendars, settlementProcesses } from '../../../db/schema/index.ts';
import { JOB_NAMES } from '../../../platform/jobs/index.ts';
import { loadCalendar, lockCalendar, markLaterForReprocess } from './calendar-rows.ts';
import { kindOf, RUN_FAILED, type RunnerContext, THREAD } from './context.ts';
import type { RunContext } from './kind.ts';
import type { SettlementJob } from './recovery.ts';
import { recordExclusions, rosterOf } from './roster.ts';
import {
  completeSlice,
  insertSlices,
  type SliceClaim,
  splitIntoSlices,
  unfinishedSlices,
} from './slice-store.ts';
import { type createSliceWorker, ProcessEnded, stoppedQuietly } from './slices.ts';

/** What the queue worker's settlement job works with: the runner's context and its slice worker. */
export interface JobContext extends RunnerContext {
  /** Units per batch (one transaction each). */
  batchSize: number;
  /** Slices a PRO is split into. */
  sliceCount: number;
  sliceWorker: ReturnType<typeof createSliceWorker>;
}

/** Ends a process as ERROR (only if it is still running) and deletes its partial rows. */
export async function failProcess(
  ctx: RunnerContext,
  companyId: number,
  processId: number,
  message: string,
): Promise<void> {
  const { db, clock } = ctx;
  const [ended] = await db
    .update(settlementProcesses)
    .set({ status: 'ERROR', error: message, finishedAt: clock.now() })
    .where(
      and(
        eq(settlementProcesses.companyId, companyId),
        eq(settlementProcesses.id, processId),
        inArray(settlementProcesses.status, ['PENDIENTE', 'EN PROCESO']),
      ),
    )
    .returning();
  if (!ended) return;
  const calendar = await loadCalendar(db, companyId, ended.calendarId);
  const kind = ctx.kinds[calendar.type];
  if (kind) await kind.deleteResults(db, companyId, processId);
  // The run may have cleared the flag when it started: a processed period must be re-checked.
  if (calendar.state === 'PROCESSED') {
    await db
      .update(payCalendars)
      .set({ needsReprocess: true })
      .where(and(eq(payCalendars.companyId, companyId), eq(payCalendars.id, calendar.id)));
  }
  ctx.events.publish(companyId, 'proceso.fallido', { ...processEvent(processId, calendar), error: message });
}

/** The process part of a process event's payload (decision 0338). */
export function processEvent(
  processId: number,
  calendar: { id: number; type: string; periodStart: string; periodEnd: string },
) {
  return {
    processId,
    calendarId: calendar.id,
    calendarType: calendar.type,
    periodStart: calendar.periodStart,
    periodEnd: calendar.periodEnd,
  };
}

/**
 * The atomic switch, run by each slice when it ends: whichever finds every slice done points
 * the calendar at this process's result, in one short transaction (the process row's lock
 * serializes the slices that end together).
 */
export async function finishProcess(
  ctx: RunnerContext,
  companyId: number,
  processId: number,
  how: { empty?: boolean; claim?: SliceClaim },
): Promise<void> {
  const { db, clock } = ctx;
  const empty = how.empty === true;
  const finished = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const [process] = await tx
      .select()
      .from(settlementProcesses)
      .where(and(eq(settlementProcesses.companyId, companyId), eq(settlementProcesses.id, processId)))
      .for('update');
    if (process?.status !== 'EN PROCESO') return null;
    const now = clock.now();
    if (how.claim && !(await completeSlice(tx, how.claim, now))) return null; // taken over meanwhile
    if ((await unfinishedSlices(tx, companyId, processId)) > 0) return null; // another slice still running
    if (!empty) {
      const calendar = await lockCalendar(tx, companyId, process.calendarId);
      await markLaterForReprocess(tx, calendar);
      await tx
        .update(payCalendars)
        .set({ state: 'PROCESSED', resultProcessId: processId, processedAt: now })
        .where(and(eq(payCalendars.companyId, companyId), eq(payCalendars.id, process.calendarId)));
    }
    await tx
      .update(settlementProcesses)
      .set({
        status: 'TERMINADO',
        percentage: 100,
        finishedAt: now,
        heartbeatAt: now,
        record: empty ? PROCESS_MESSAGES.noRecords : process.record,
      })
      .where(and(eq(settlementProcesses.companyId, companyId), eq(settlementProcesses.id, processId)));
    // Read here, so nothing after the commit can fail the run that just ended.
    return { process, calendar: await loadCalendar(tx, companyId, process.calendarId) };
  });
  if (!finished) return;
  // Published once the switch committed: receivers read a period that is really processed.
  ctx.events.publish(companyId, 'proceso.finalizado', {
    ...processEvent(processId, finished.calendar),
    total: finished.process.total,
    processed: finished.process.processed,
    failed: finished.process.failed,
  });
}

/** Plans a PRO: claims it (one worker only), lists its units and stores and hands out the slices. */
async function planProcess(ctx: JobContext, job: SettlementJob, jobId: string): Promise<void> {
  const { db, clock, queue } = ctx;
  const { companyId, processId } = job;
  const now = clock.now();
  const [claimed] = await db
    .update(settlementProcesses)
    .set({
      status: 'EN PROCESO',
      startedAt: now,
      heartbeatAt: now,
      thread: THREAD,
      job: jobId.slice(0, 80),
    })
    .where(
      and(
        eq(settlementProcesses.companyId, companyId),
        eq(settlementProcesses.id, processId),
        eq(settlementProcesses.status, 'PENDIENTE'),
      ),
    )
    .returning();
  if (!claimed) return; // another worker has it, or it was recovered
  try {
    const calendar = await loadCalendar(db, companyId, claimed.calendarId);
    const kind = kindOf(ctx.kinds, calendar.type);
    const run: RunContext = { db, companyId, calendar, processId };
    await db
      .update(payCalendars)
      .set({ needsReprocess: false })
      .where(and(eq(payCalendars.companyId, companyId), eq(payCalendars.id, calendar.id)));
    const { units, excluded } = await rosterOf(kind, run);
    await recordExclusions(db, companyId, processId, excluded);
    await db
      .update(settlementProcesses)
      .set({ total: units.length, heartbeatAt: clock.now() })
      .where(and(eq(settlementProcesses.companyId, companyId), eq(settlementProcesses.id, processId)));
    if (units.length === 0) {
      await finishProcess(ctx, companyId, processId, { empty: true });
      return;
    }
    // Stored before any is queued: a worker that dies from here on leaves slices to take over.
    const slices = splitIntoSlices(units, ctx.batchSize, ctx.sliceCount);
    const first = await insertSlices(db, {
      companyId,
      processId,
      slices,
      thread: THREAD,
      now: clock.now(),
    });
    // This worker settles the first slice itself; the others go to any worker.
    for (let index = 1; index < slices.length; index += 1) {
      await queue.enqueue<SettlementJob>(JOB_NAMES.settlement, {
        companyId,
        processId,
        slice: { index, attempt: 0, count: slices.length },
      });
    }
    await ctx.sliceWorker.settleHeld(first);
  } catch (error) {
    if (stoppedQuietly(error)) return;
    await failProcess(ctx, companyId, processId, RUN_FAILED);
    if (!(error instanceof ProcessEnded)) throw error;
  }
}

/**
 * The queue's handler for settlement jobs: a job without a slice plans its PRO; a slice job settles
 * that stored slice (slices.ts). A failure ends the whole run as ERROR unless the slice only stopped
 * (taken over, or its worker is leaving) and another worker continues it.
 */
export async function runSettlementJob(
  ctx: JobContext,
  job: SettlementJob,
  meta: { id: string },
): Promise<void> {
  if (!job.slice) return planProcess(ctx, job, meta.id);
  try {
    await ctx.sliceWorker.settleSlice(job as Required<Pick<SettlementJob, 'slice'>> & SettlementJob);
  } catch (error) {
    if (stoppedQuietly(error)) return;
    await failProcess(ctx, job.companyId, job.processId, RUN_FAILED);
    if (!(error instanceof ProcessEnded)) throw error;
  }
}
