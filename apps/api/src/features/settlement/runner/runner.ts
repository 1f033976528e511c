import { hostname } from 'node:os';
import {
  CALENDAR_MESSAGES,
  PROCESS_MESSAGES,
  RETIREMENT_SETTLEMENT_MESSAGES,
  type TExecuteProcessRequest,
} from '@quincena/contracts/settlement';
import { and, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { payCalendars, settlementErrors, settlementProcesses } from '../../../db/schema/index.ts';
import type { CalendarType } from '../../../db/schema/settlement.ts';
import type { Clock } from '../../../platform/clock.ts';
import { AppError, notFound } from '../../../platform/errors/app-error.ts';
import { JOB_NAMES, type JobQueue } from '../../../platform/jobs/index.ts';
import { collectIfHeapAbove } from '../../../platform/memory.ts';
import type { CalendarRow } from '../calendars/calendars.repository.ts';
import { rowsOf } from '../reports/report-data.ts';
import type { RunContext, SettlementKind } from './kind.ts';
import { recordExclusions, rosterOf } from './roster.ts';

export const PROCESS_STATE_CONFLICT = 'PROCESS_STATE';

export type ProcessRow = typeof settlementProcesses.$inferSelect;

/** A settlement job: plan a PRO (no slice) or settle one slice of its units. */
export interface SettlementJob {
  companyId: number;
  processId: number;
  slice?: { index: number; count: number; unitIds: number[] };
}

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
}

const refuse = (message: string) => new AppError(409, PROCESS_STATE_CONFLICT, message);

const THREAD = `${hostname()}:${process.pid}`.slice(0, 80);

/** Spanish reason stored on a process that failed as a whole (never an employee's own error). */
const RUN_FAILED = 'El proceso falló antes de terminar; el período quedó como estaba. Intente de nuevo.';
const RUN_INTERRUPTED =
  'El proceso se interrumpió (el servidor se detuvo) antes de terminar; el período quedó como estaba.';

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}

/** Aborts a batch whose process was ended meanwhile (recovered, or failed in another slice). */
class ProcessEnded extends Error {}

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
        const now = clock.now();
        const ctx: RunContext = { db: tx, companyId, calendar, processId: 0 };

        if (request.action === 'PRO') {
          if (calendar.state === 'ACCUMULATED') throw refuse(PROCESS_MESSAGES.alreadyAccumulated);
          if (kind.ordered && (await laterAccumulated(tx, calendar))) {
            throw refuse(PROCESS_MESSAGES.beforeAccumulated);
          }
          const problem = await kind.checkBeforeRun?.(ctx);
          if (problem) throw refuse(problem);
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

  /** Plans a PRO: claims it (one worker only), lists its units and hands out the slices. */
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
        await finish(companyId, processId, true);
        return;
      }
      const batches: number[][] = [];
      for (let at = 0; at < units.length; at += batchSize) batches.push(units.slice(at, at + batchSize));
      const count = Math.min(sliceCount, batches.length);
      const slices = Array.from({ length: count }, (_, index) => ({
        index,
        count,
        unitIds: batches.filter((_, b) => b % count === index).flat(),
      }));
      // This worker settles the first slice itself; the others go to any worker.
      for (const slice of slices.slice(1)) {
        await queue.enqueue<SettlementJob>(JOB_NAMES.settlement, { companyId, processId, slice });
      }
      await settleSlice({ companyId, processId, slice: slices[0] as NonNullable<SettlementJob['slice']> });
    } catch (error) {
      await failProcess(companyId, processId, RUN_FAILED);
      if (!(error instanceof ProcessEnded)) throw error;
    }
  }

  async function settleSlice(job: Required<SettlementJob>): Promise<void> {
    const { companyId, processId, slice } = job;
    const [process] = await db
      .select()
      .from(settlementProcesses)
      .where(and(eq(settlementProcesses.companyId, companyId), eq(settlementProcesses.id, processId)));
    if (process?.status !== 'EN PROCESO') return;
    const calendar = await loadCalendar(companyId, process.calendarId);
    const kind = kindOf(calendar.type);
    const ctx: RunContext = { db, companyId, calendar, processId };
    const prepared = await kind.prepare(ctx, process.total);
    let batchIndex = 0;
    for (let at = 0; at < slice.unitIds.length; at += batchSize) {
      const ids = slice.unitIds.slice(at, at + batchSize);
      const outcome = await kind.settleBatch(ctx, prepared, ids);
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        // Progress first: if the process was ended meanwhile, nothing of this batch is written.
        const [progress] = await tx
          .update(settlementProcesses)
          .set({
            processed: sql`${settlementProcesses.processed} + ${outcome.settled}`,
            failed: sql`${settlementProcesses.failed} + ${outcome.errors.length}`,
            percentage: sql`least(99, floor(100.0 * (${settlementProcesses.processed} + ${settlementProcesses.failed} + ${ids.length}) / greatest(${settlementProcesses.total}, 1)))::smallint`,
            record: outcome.lastRecord?.slice(0, 120) ?? null,
            heartbeatAt: clock.now(),
          })
          .where(
            and(
              eq(settlementProcesses.companyId, companyId),
              eq(settlementProcesses.id, processId),
              eq(settlementProcesses.status, 'EN PROCESO'),
            ),
          )
          .returning({ id: settlementProcesses.id });
        if (!progress) throw new ProcessEnded();
        await outcome.write(tx);
        if (outcome.errors.length > 0) {
          await tx
            .insert(settlementErrors)
            .values(outcome.errors.map((error) => ({ companyId, processId, ...error })));
        }
      });
      collectIfHeapAbove();
      await options.afterBatch?.(batchIndex, processId);
      batchIndex += 1;
      // Yield so requests are served between batches (the embedded database shares this loop).
      await new Promise((resolve) => setImmediate(resolve));
    }
    await finish(companyId, processId, false);
  }

  /**
   * The atomic switch, run by each slice when it ends: whichever sees every unit counted points
   * the calendar at this process's result, in one short transaction.
   */
  async function finish(companyId: number, processId: number, empty: boolean): Promise<void> {
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      const [process] = await tx
        .select()
        .from(settlementProcesses)
        .where(and(eq(settlementProcesses.companyId, companyId), eq(settlementProcesses.id, processId)))
        .for('update');
      if (process?.status !== 'EN PROCESO') return;
      if (process.processed + process.failed < process.total) return; // another slice still running
      const now = clock.now();
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

  /** The queue's handler for settlement jobs. */
  async function runJob(job: SettlementJob, meta: { id: string }): Promise<void> {
    if (!job.slice) return plan(job, meta.id);
    try {
      await settleSlice(job as Required<SettlementJob>);
    } catch (error) {
      await failProcess(job.companyId, job.processId, RUN_FAILED);
      if (!(error instanceof ProcessEnded)) throw error;
    }
  }

  /**
   * Start-up (and periodic) recovery: a process whose worker went silent is ended as ERROR and its
   * partial rows deleted; the calendar was never switched, so it stays as it was. With `pending`
   * (the in-process queue, lost on restart) queued processes are ended too.
   */
  async function recover(opts: { staleAfterMs: number; pending: boolean }): Promise<number> {
    const staleBefore = new Date(clock.now().getTime() - opts.staleAfterMs);
    const stuck = await db
      .select({ companyId: settlementProcesses.companyId, id: settlementProcesses.id })
      .from(settlementProcesses)
      .where(
        or(
          and(
            eq(settlementProcesses.status, 'EN PROCESO'),
            or(
              lt(settlementProcesses.heartbeatAt, staleBefore),
              sql`${settlementProcesses.heartbeatAt} is null`,
            ),
          ),
          opts.pending
            ? and(eq(settlementProcesses.status, 'PENDIENTE'), lt(settlementProcesses.createdAt, staleBefore))
            : sql`false`,
        ),
      );
    for (const process of stuck) await failProcess(process.companyId, process.id, RUN_INTERRUPTED);
    return stuck.length;
  }

  return {
    execute,
    runJob,
    recover,
    /** Registers this runner as a worker of settlement jobs on the queue. */
    async startWorking(): Promise<void> {
      await queue.work<SettlementJob>(JOB_NAMES.settlement, runJob);
    },
  };
}

export type SettlementRunner = ReturnType<typeof createSettlementRunner>;
