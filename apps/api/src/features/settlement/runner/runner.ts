import { hostname } from 'node:os';
import {
  CALENDAR_MESSAGES,
  PROCESS_MESSAGES,
  RETIREMENT_SETTLEMENT_MESSAGES,
  type TExecuteProcessRequest,
} from '@quincena/contracts/settlement';
import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { payCalendars, settlementProcesses } from '../../../db/schema/index.ts';
import type { CalendarType } from '../../../db/schema/settlement.ts';
import type { CalendarRow } from '../../../pay-period/calendars/calendars.repository.ts';
import type { Clock } from '../../../platform/clock.ts';
import { AppError, notFound } from '../../../platform/errors/app-error.ts';
import { isUniqueViolation } from '../../../platform/errors/unique-violation.ts';
import { JOB_NAMES, type JobQueue } from '../../../platform/jobs/index.ts';
import { rowsOf } from '../../../platform/sql/rows.ts';
import { colombianDate, renewDueContracts } from '../../employees/index.ts';
import type { RunContext, SettlementKind } from './kind.ts';
import { createRecovery, type SettlementJob } from './recovery.ts';
import { recordExclusions, rosterOf } from './roster.ts';
import {
  completeSlice,
  insertSlices,
  type SliceClaim,
  splitIntoSlices,
  unfinishedSlices,
} from './slice-store.ts';
import { createSliceWorker, ProcessEnded, stoppedQuietly } from './slices.ts';

export type { SettlementJob } from './recovery.ts';
export { WorkerGone } from './slices.ts';

export const PROCESS_STATE_CONFLICT = 'PROCESS_STATE';
/** The calendar moved on since the clerk looked at it (TExecuteProcessRequest.expectedProcessId). */
export const PROCESS_CHANGED_CONFLICT = 'PROCESS_CHANGED';

export type ProcessRow = typeof settlementProcesses.$inferSelect;

export interface RunnerOptions {
  db: Database;
  clock: Clock;
  queue: JobQueue;
  kinds: Partial<Record<CalendarType, SettlementKind<unknown>>>;
  /** Units per batch (one transaction each). */
  batchSize?: number;
  /** Slices a PRO is split into, each a job any worker may take (1 on the embedded database). */
  slices?: number;
  /** Test hook: runs after each committed batch; throwing simulates a crash between batches. */
  afterBatch?: (batchIndex: number, processId: number) => Promise<void> | void;
  /** How often a held slice beats while its worker computes (0: only at each batch; tests). */
  sliceHeartbeatMs?: number;
}

/** A slice silent this long is taken over by another worker (several heartbeats missed). */
export const STALE_SLICE_MS = 40_000;
/** How often every worker of settlement jobs looks for silent slices. */
export const SLICE_CHECK_MS = 15_000;

const refuse = (message: string) => new AppError(409, PROCESS_STATE_CONFLICT, message);

const THREAD = `${hostname()}:${process.pid}`.slice(0, 80);

/** Spanish reason stored on a process that failed as a whole (never an employee's own error). */
const RUN_FAILED = 'El proceso falló antes de terminar; el período quedó como estaba. Intente de nuevo.';

/**
 * The one settlement runner (ARCHITECTURE.md §4c). CLO and REV are one short transaction each and
 * answer 200 with the finished process; PRO is a job (202): planned by one worker, split into
 * slices any worker may take, each slice committing batch by batch under the process's own id,
 * and switched in at the end by one short transaction. Until that switch the calendar still points
 * at its previous result, so a crash at any moment leaves the period as it was (decision 0182).
 */
export function createSettlementRunner(options: RunnerOptions) {
  const { db, clock, queue } = options;
  const batchSize = options.batchSize ?? 250;
  const sliceCount = Math.max(1, options.slices ?? 1);
  let watch: NodeJS.Timeout | undefined;

  function kindOf(type: CalendarType): SettlementKind<unknown> {
    const kind = options.kinds[type];
    if (!kind) throw refuse(`La liquidación de calendarios ${type} aún no está disponible.`);
    return kind;
  }

  async function lockCalendar(tx: Database, companyId: number, calendarId: number): Promise<CalendarRow> {
    const [calendar] = await tx
      .select()
      .from(payCalendars)
      .where(and(eq(payCalendars.companyId, companyId), eq(payCalendars.id, calendarId)))
      .for('update');
    if (!calendar) throw notFound(CALENDAR_MESSAGES.notFound);
    return calendar;
  }

  async function runningProcess(tx: Database, companyId: number, calendarId: number) {
    const [row] = await tx
      .select({ id: settlementProcesses.id })
      .from(settlementProcesses)
      .where(
        and(
          eq(settlementProcesses.companyId, companyId),
          eq(settlementProcesses.calendarId, calendarId),
          inArray(settlementProcesses.status, ['PENDIENTE', 'EN PROCESO']),
        ),
      );
    return row ?? null;
  }

  /** The calendar's last finished step: its newest TERMINADO process (a failed run changed nothing). */
  async function lastStepId(tx: Database, companyId: number, calendarId: number): Promise<number | null> {
    const [row] = await tx
      .select({ id: settlementProcesses.id })
      .from(settlementProcesses)
      .where(
        and(
          eq(settlementProcesses.companyId, companyId),
          eq(settlementProcesses.calendarId, calendarId),
          eq(settlementProcesses.status, 'TERMINADO'),
        ),
      )
      .orderBy(desc(settlementProcesses.id))
      .limit(1);
    return row?.id ?? null;
  }

  /** Same-type calendars (LD: same retirement) around this one, for the order rules. */
  function sameSeries(calendar: CalendarRow) {
    return and(
      eq(payCalendars.companyId, calendar.companyId),
      eq(payCalendars.type, calendar.type),
      calendar.retirementId === null
        ? sql`${payCalendars.retirementId} is null`
        : eq(payCalendars.retirementId, calendar.retirementId),
    );
  }

  /**
   * CLO in order: no earlier period may be left processed-but-not-accumulated, and once a company
   * starts accumulating no open gap may stay behind (periods before its first accumulated one, e.g.
   * months before it joined Quincena, are simply never used).
   */
  async function earlierBlocks(tx: Database, calendar: CalendarRow): Promise<boolean> {
    const earlier = await tx
      .select({ state: payCalendars.state, periodStart: payCalendars.periodStart })
      .from(payCalendars)
      .where(and(sameSeries(calendar), lt(payCalendars.periodEnd, calendar.periodStart)));
    if (earlier.some((row) => row.state === 'PROCESSED')) return true;
    const firstAccumulated = earlier
      .filter((row) => row.state === 'ACCUMULATED')
      .map((row) => row.periodStart)
      .sort()[0];
    return (
      firstAccumulated !== undefined &&
      earlier.some((row) => row.state === 'OPEN' && row.periodStart > firstAccumulated)
    );
  }

  async function laterAccumulated(tx: Database, calendar: CalendarRow): Promise<boolean> {
    const [row] = await tx
      .select({ id: payCalendars.id })
      .from(payCalendars)
      .where(
        and(
          sameSeries(calendar),
          gt(payCalendars.periodStart, calendar.periodEnd),
          eq(payCalendars.state, 'ACCUMULATED'),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /**
   * The settlements that read a payroll period's accumulated pay, by their names in the refusals:
   * the month's social security and accounting, the year's severance consignment (its month records)
   * and income and withholding (its lines). While one is processed or accumulated, undoing the period
   * would leave it stating pay that no longer is.
   */
  const READERS = {
    month: { SS: 'seguridad social', CB: 'contabilidad' },
    year: { CES: 'cesantías', CIR: 'ingresos y retenciones' },
  } as const;

  async function settlementsReading(
    tx: Database,
    calendar: CalendarRow,
    scope: keyof typeof READERS,
  ): Promise<string[]> {
    const names: Record<string, string> = READERS[scope];
    const types = Object.keys(names) as CalendarRow['type'][];
    const rows = await tx
      .select({ type: payCalendars.type })
      .from(payCalendars)
      .where(
        and(
          eq(payCalendars.companyId, calendar.companyId),
          inArray(payCalendars.type, types),
          eq(payCalendars.year, calendar.year),
          ...(scope === 'month' ? [eq(payCalendars.month, calendar.month)] : []),
          inArray(payCalendars.state, ['PROCESSED', 'ACCUMULATED']),
        ),
      );
    return types.filter((type) => rows.some((row) => row.type === type)).map((type) => names[type] as string);
  }

  /**
   * A final settlement (LD) of a later period read this accumulated payroll as its contract's history
   * (or, in the same month, as the first fortnight's carry): undoing the payroll would leave it stale.
   */
  async function laterSettlementReading(tx: Database, calendar: CalendarRow): Promise<boolean> {
    if (calendar.resultProcessId === null) return false;
    const rows = await rowsOf(
      tx,
      sql`
      select 1 from pay_calendars l
        join novelty_retirements t on t.company_id = l.company_id and t.id = l.retirement_id
       where l.company_id = ${calendar.companyId} and l.type = 'LD'
         and l.state in ('PROCESSED', 'ACCUMULATED') and l.period_start > ${calendar.periodEnd}
         and exists (select 1 from settlement_results r
                      where r.company_id = l.company_id and r.process_id = ${calendar.resultProcessId}
                        and r.contract_id = t.contract_id)
       limit 1`,
    );
    return rows.length > 0;
  }

  /**
   * Later periods of the series that are processed read this one (a second fortnight its carry, every
   * later period the accumulated months): when this one's result or state changes they must be
   * processed again before Acumular.
   */
  async function markLaterForReprocess(tx: Database, calendar: CalendarRow): Promise<void> {
    await tx
      .update(payCalendars)
      .set({ needsReprocess: true })
      .where(
        and(
          sameSeries(calendar),
          gt(payCalendars.periodStart, calendar.periodEnd),
          eq(payCalendars.state, 'PROCESSED'),
        ),
      );
  }

  async function insertProcess(tx: Database, values: typeof settlementProcesses.$inferInsert) {
    const [row] = await tx.insert(settlementProcesses).values(values).returning();
    if (!row) throw new Error('process insert returned no row');
    return row;
  }

  async function execute(
    companyId: number,
    userId: number | null,
    request: TExecuteProcessRequest,
  ): Promise<{ process: ProcessRow; async: boolean }> {
    let created: ProcessRow;
    try {
      created = await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        const calendar = await lockCalendar(tx, companyId, request.calendarId);
        const kind = kindOf(calendar.type);
        if (await runningProcess(tx, companyId, calendar.id)) throw refuse(PROCESS_MESSAGES.running);
        // Under the calendar lock two requests serialize; the second must not act on a step it never saw.
        if (
          request.expectedProcessId !== undefined &&
          request.expectedProcessId !== (await lastStepId(tx, companyId, calendar.id))
        ) {
          throw new AppError(409, PROCESS_CHANGED_CONFLICT, PROCESS_MESSAGES.changedMeanwhile);
        }
        const now = clock.now();
        const ctx: RunContext = { db: tx, companyId, calendar, processId: 0 };

        if (request.action === 'PRO') {
          if (calendar.state === 'ACCUMULATED') throw refuse(PROCESS_MESSAGES.alreadyAccumulated);
          if (kind.ordered && (await laterAccumulated(tx, calendar))) {
            throw refuse(PROCESS_MESSAGES.beforeAccumulated);
          }
          const problem = await kind.checkBeforeRun?.(ctx);
          if (problem) throw refuse(problem);
          // Fixed-term contracts nobody ended renew by law (CST art. 46) before the run lists who it pays.
          await renewDueContracts(tx, companyId, calendar.periodEnd, colombianDate(now));
          return insertProcess(tx, {
            companyId,
            calendarId: calendar.id,
            action: 'PRO',
            status: 'PENDIENTE',
            previousProcessId: calendar.resultProcessId,
            requestedBy: userId,
            createdAt: now,
          });
        }

        if (request.action === 'CLO') {
          if (calendar.state === 'ACCUMULATED') throw refuse(PROCESS_MESSAGES.alreadyAccumulated);
          if (calendar.state !== 'PROCESSED' || calendar.resultProcessId === null) {
            throw refuse(PROCESS_MESSAGES.notProcessed);
          }
          if (calendar.needsReprocess) throw refuse(PROCESS_MESSAGES.needsReprocess);
          if (kind.ordered && (await earlierBlocks(tx, calendar))) throw refuse(PROCESS_MESSAGES.earlierOpen);
          if (kind.ordered && (await laterAccumulated(tx, calendar))) {
            throw refuse(PROCESS_MESSAGES.beforeAccumulated);
          }
          const count = await kind.resultCount(tx, companyId, calendar.resultProcessId);
          const process = await insertProcess(tx, {
            companyId,
            calendarId: calendar.id,
            action: 'CLO',
            status: 'TERMINADO',
            percentage: 100,
            thread: THREAD,
            total: count,
            processed: count,
            previousProcessId: calendar.resultProcessId,
            requestedBy: userId,
            startedAt: now,
            heartbeatAt: now,
            createdAt: now,
          });
          await kind.accumulate(tx, { ...ctx, processId: process.id });
          await markLaterForReprocess(tx, calendar);
          await tx
            .update(payCalendars)
            .set({ state: 'ACCUMULATED', accumulatedAt: now })
            .where(and(eq(payCalendars.companyId, companyId), eq(payCalendars.id, calendar.id)));
          const [done] = await tx
            .update(settlementProcesses)
            .set({ finishedAt: clock.now() })
            .where(and(eq(settlementProcesses.companyId, companyId), eq(settlementProcesses.id, process.id)))
            .returning();
          return done ?? process;
        }

        // REV: undo the last step.
        if (calendar.state === 'OPEN' || calendar.resultProcessId === null) {
          throw refuse(PROCESS_MESSAGES.nothingToUndo);
        }
        const undoProblem = await kind.checkBeforeUndo?.(ctx);
        if (undoProblem) throw refuse(undoProblem);
        if (calendar.state === 'ACCUMULATED') {
          if (kind.ordered && (await laterAccumulated(tx, calendar))) {
            throw refuse(PROCESS_MESSAGES.laterAccumulated);
          }
          if (calendar.type === 'NM' || calendar.type === 'LD') {
            const readers = await settlementsReading(tx, calendar, 'month');
            if (readers.length > 0) throw refuse(PROCESS_MESSAGES.monthSettlementsRead(readers));
            const yearly = await settlementsReading(tx, calendar, 'year');
            if (yearly.length > 0) throw refuse(PROCESS_MESSAGES.yearSettlementsRead(yearly));
          }
          if (calendar.type === 'NM' && (await laterSettlementReading(tx, calendar))) {
            throw refuse(RETIREMENT_SETTLEMENT_MESSAGES.laterSettlementRead);
          }
          const [lastClose] = await tx
            .select({ id: settlementProcesses.id })
            .from(settlementProcesses)
            .where(
              and(
                eq(settlementProcesses.companyId, companyId),
                eq(settlementProcesses.calendarId, calendar.id),
                eq(settlementProcesses.action, 'CLO'),
                eq(settlementProcesses.status, 'TERMINADO'),
              ),
            )
            .orderBy(desc(settlementProcesses.id))
            .limit(1);
          const count = await kind.resultCount(tx, companyId, calendar.resultProcessId);
          const process = await insertProcess(tx, {
            companyId,
            calendarId: calendar.id,
            action: 'REV',
            status: 'TERMINADO',
            percentage: 100,
            thread: THREAD,
            total: count,
            processed: count,
            previousProcessId: lastClose?.id ?? null,
            requestedBy: userId,
            startedAt: now,
            heartbeatAt: now,
            createdAt: now,
          });
          if (!lastClose) throw new Error(`accumulated calendar ${calendar.id} has no CLO process`);
          await kind.undoAccumulate(tx, { ...ctx, processId: lastClose.id });
          await markLaterForReprocess(tx, calendar);
          await tx
            .update(payCalendars)
            .set({ state: 'PROCESSED', accumulatedAt: null })
            .where(and(eq(payCalendars.companyId, companyId), eq(payCalendars.id, calendar.id)));
          const [done] = await tx
            .update(settlementProcesses)
            .set({ finishedAt: clock.now() })
            .where(and(eq(settlementProcesses.companyId, companyId), eq(settlementProcesses.id, process.id)))
            .returning();
          return done ?? process;
        }

        // PROCESSED: drop the current PRO's result and put back the one before it, exactly.
        const undone = calendar.resultProcessId;
        const [pro] = await tx
          .select()
          .from(settlementProcesses)
          .where(and(eq(settlementProcesses.companyId, companyId), eq(settlementProcesses.id, undone)));
        const restored = pro?.previousProcessId ?? null;
        const count = await kind.resultCount(tx, companyId, undone);
        await tx
          .update(payCalendars)
          .set({
            state: restored === null ? 'OPEN' : 'PROCESSED',
            resultProcessId: restored,
            processedAt: restored === null ? null : calendar.processedAt,
            // An older result may predate later changes: ask for a new Procesar before Acumular.
            needsReprocess: restored !== null,
          })
          .where(and(eq(payCalendars.companyId, companyId), eq(payCalendars.id, calendar.id)));
        await kind.deleteResults(tx, companyId, undone);
        await markLaterForReprocess(tx, calendar);
        const process = await insertProcess(tx, {
          companyId,
          calendarId: calendar.id,
          action: 'REV',
          status: 'TERMINADO',
          percentage: 100,
          thread: THREAD,
          total: count,
          processed: count,
          previousProcessId: undone,
          requestedBy: userId,
          startedAt: now,
          heartbeatAt: now,
          finishedAt: clock.now(),
          createdAt: now,
        });
        return process;
      });
    } catch (error) {
      // Two servers racing past the check: the database's one-running-process index decides.
      if (isUniqueViolation(error)) throw refuse(PROCESS_MESSAGES.running);
      throw error;
    }

    if (created.action !== 'PRO') return { process: created, async: false };
    try {
      await queue.enqueue<SettlementJob>(JOB_NAMES.settlement, { companyId, processId: created.id });
    } catch (error) {
      await failProcess(companyId, created.id, RUN_FAILED);
      throw error;
    }
    const [fresh] = await db
      .select()
      .from(settlementProcesses)
      .where(and(eq(settlementProcesses.companyId, companyId), eq(settlementProcesses.id, created.id)));
    return { process: fresh ?? created, async: true };
  }

  async function loadCalendar(companyId: number, calendarId: number): Promise<CalendarRow> {
    const [calendar] = await db
      .select()
      .from(payCalendars)
      .where(and(eq(payCalendars.companyId, companyId), eq(payCalendars.id, calendarId)));
    if (!calendar) throw new Error(`calendar ${calendarId} of company ${companyId} is gone`);
    return calendar;
  }

  /** Ends a process as ERROR (only if it is still running) and deletes its partial rows. */
  async function failProcess(companyId: number, processId: number, message: string): Promise<void> {
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
    const calendar = await loadCalendar(companyId, ended.calendarId);
    const kind = options.kinds[calendar.type];
    if (kind) await kind.deleteResults(db, companyId, processId);
    // The run may have cleared the flag when it started: a processed period must be re-checked.
    if (calendar.state === 'PROCESSED') {
      await db
        .update(payCalendars)
        .set({ needsReprocess: true })
        .where(and(eq(payCalendars.companyId, companyId), eq(payCalendars.id, calendar.id)));
    }
  }

  /** Plans a PRO: claims it (one worker only), lists its units and stores and hands out the slices. */
  async function plan(job: SettlementJob, jobId: string): Promise<void> {
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
      const calendar = await loadCalendar(companyId, claimed.calendarId);
      const kind = kindOf(calendar.type);
      const ctx: RunContext = { db, companyId, calendar, processId };
      await db
        .update(payCalendars)
        .set({ needsReprocess: false })
        .where(and(eq(payCalendars.companyId, companyId), eq(payCalendars.id, calendar.id)));
      const { units, excluded } = await rosterOf(kind, ctx);
      await recordExclusions(db, companyId, processId, excluded);
      await db
        .update(settlementProcesses)
        .set({ total: units.length, heartbeatAt: clock.now() })
        .where(and(eq(settlementProcesses.companyId, companyId), eq(settlementProcesses.id, processId)));
      if (units.length === 0) {
        await finish(companyId, processId, { empty: true });
        return;
      }
      // Stored before any is queued: a worker that dies from here on leaves slices to take over.
      const slices = splitIntoSlices(units, batchSize, sliceCount);
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
      await sliceWorker.settleHeld(first);
    } catch (error) {
      if (stoppedQuietly(error)) return;
      await failProcess(companyId, processId, RUN_FAILED);
      if (!(error instanceof ProcessEnded)) throw error;
    }
  }

  /**
   * The atomic switch, run by each slice when it ends: whichever finds every slice done points
   * the calendar at this process's result, in one short transaction (the process row's lock
   * serializes the slices that end together).
   */
  async function finish(
    companyId: number,
    processId: number,
    how: { empty?: boolean; claim?: SliceClaim },
  ): Promise<void> {
    const empty = how.empty === true;
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      const [process] = await tx
        .select()
        .from(settlementProcesses)
        .where(and(eq(settlementProcesses.companyId, companyId), eq(settlementProcesses.id, processId)))
        .for('update');
      if (process?.status !== 'EN PROCESO') return;
      const now = clock.now();
      if (how.claim && !(await completeSlice(tx, how.claim, now))) return; // taken over meanwhile
      if ((await unfinishedSlices(tx, companyId, processId)) > 0) return; // another slice still running
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
    });
  }

  const sliceWorker = createSliceWorker({
    db,
    clock,
    queue,
    batchSize,
    heartbeatMs: options.sliceHeartbeatMs ?? 10_000,
    thread: THREAD,
    kindOf,
    loadCalendar,
    finish: (companyId, processId, claim) => finish(companyId, processId, { claim }),
    ...(options.afterBatch ? { afterBatch: options.afterBatch } : {}),
  });

  /** The queue's handler for settlement jobs. */
  async function runJob(job: SettlementJob, meta: { id: string }): Promise<void> {
    if (!job.slice) return plan(job, meta.id);
    try {
      await sliceWorker.settleSlice(job as Required<Pick<SettlementJob, 'slice'>> & SettlementJob);
    } catch (error) {
      if (stoppedQuietly(error)) return;
      await failProcess(job.companyId, job.processId, RUN_FAILED);
      if (!(error instanceof ProcessEnded)) throw error;
    }
  }

  const recovery = createRecovery({
    db,
    clock,
    queue,
    failProcess,
    finishIfDone: (companyId, processId) => finish(companyId, processId, {}),
  });

  return {
    execute,
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
