import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { payCalendars, settlementProcesses } from '../../../db/schema/index.ts';
import type { CalendarRow } from '../../../pay-period/calendars/calendars.repository.ts';
import type { Clock } from '../../../platform/clock.ts';
import { colombianDate, renewDueContracts } from '../../employees/index.ts';
import { insertProcess, markLaterForReprocess } from './calendar-rows.ts';
import { checkAccumulate, checkProcess, checkUndo } from './checks.ts';
import { type ProcessRow, THREAD } from './context.ts';
import type { RunContext, SettlementKind } from './kind.ts';

/**
 * One action on one calendar, inside its transaction with the calendar locked and no other process
 * running (execute.ts): everything Procesar, Acumular and Deshacer need, passed explicitly.
 */
export interface ActionContext {
  /** The action's transaction. */
  tx: Database;
  clock: Clock;
  kind: SettlementKind<unknown>;
  companyId: number;
  userId: number | null;
  /** The locked calendar. */
  calendar: CalendarRow;
  /** When the action was asked (the process's createdAt, startedAt). */
  now: Date;
}

/** The kind's view of the calendar (processId 0: no process yet). */
function runOf(action: ActionContext): RunContext {
  return { db: action.tx, companyId: action.companyId, calendar: action.calendar, processId: 0 };
}

/** A short step's process row, already finished at 100 % (Acumular, Deshacer). */
function finishedStep(
  action: ActionContext,
  values: { action: 'CLO' | 'REV'; count: number; previous: number | null },
) {
  const { now } = action;
  return {
    companyId: action.companyId,
    calendarId: action.calendar.id,
    action: values.action,
    status: 'TERMINADO' as const,
    percentage: 100,
    thread: THREAD,
    total: values.count,
    processed: values.count,
    previousProcessId: values.previous,
    requestedBy: action.userId,
    startedAt: now,
    heartbeatAt: now,
    createdAt: now,
  };
}

/** Stamps the end of a short step's process (read again from the clock, as it always was). */
async function stampFinished(action: ActionContext, process: ProcessRow): Promise<ProcessRow> {
  const [done] = await action.tx
    .update(settlementProcesses)
    .set({ finishedAt: action.clock.now() })
    .where(and(eq(settlementProcesses.companyId, action.companyId), eq(settlementProcesses.id, process.id)))
    .returning();
  return done ?? process;
}

async function setCalendar(action: ActionContext, values: Partial<typeof payCalendars.$inferInsert>) {
  await action.tx
    .update(payCalendars)
    .set(values)
    .where(and(eq(payCalendars.companyId, action.companyId), eq(payCalendars.id, action.calendar.id)));
}

/**
 * Procesar (PRO): after its checks, renews due fixed-term contracts and records the process as
 * PENDIENTE; the caller queues its job once the transaction commits (job.ts runs it).
 */
export async function processPeriod(action: ActionContext): Promise<ProcessRow> {
  const { tx, companyId, calendar, now } = action;
  await checkProcess(tx, action.kind, runOf(action));
  // Fixed-term contracts nobody ended renew by law (CST art. 46) before the run lists who it pays.
  await renewDueContracts(tx, companyId, calendar.periodEnd, colombianDate(now));
  return insertProcess(tx, {
    companyId,
    calendarId: calendar.id,
    action: 'PRO',
    status: 'PENDIENTE',
    previousProcessId: calendar.resultProcessId,
    requestedBy: action.userId,
    createdAt: now,
  });
}

/** Acumular (CLO): freezes the processed result in one short transaction (the kind's `accumulate`). */
export async function accumulatePeriod(action: ActionContext): Promise<ProcessRow> {
  const { tx, kind, companyId, calendar, now } = action;
  await checkAccumulate(tx, kind, calendar);
  const resultProcessId = calendar.resultProcessId as number; // checked: a processed period has one
  const count = await kind.resultCount(tx, companyId, resultProcessId);
  const process = await insertProcess(
    tx,
    finishedStep(action, { action: 'CLO', count, previous: resultProcessId }),
  );
  await kind.accumulate(tx, { ...runOf(action), processId: process.id });
  await markLaterForReprocess(tx, calendar);
  await setCalendar(action, { state: 'ACCUMULATED', accumulatedAt: now });
  return stampFinished(action, process);
}

/** Deshacer (REV): undoes the calendar's last step, an Acumular or a Procesar. */
export async function undoLastStep(action: ActionContext): Promise<ProcessRow> {
  await checkUndo(action.tx, action.kind, runOf(action));
  return action.calendar.state === 'ACCUMULATED' ? undoAccumulate(action) : undoProcess(action);
}

/** REV of a CLO: the kind restores what its `accumulate` changed; the period is processed again. */
async function undoAccumulate(action: ActionContext): Promise<ProcessRow> {
  const { tx, kind, companyId, calendar } = action;
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
  const count = await kind.resultCount(tx, companyId, calendar.resultProcessId as number);
  const process = await insertProcess(
    tx,
    finishedStep(action, { action: 'REV', count, previous: lastClose?.id ?? null }),
  );
  if (!lastClose) throw new Error(`accumulated calendar ${calendar.id} has no CLO process`);
  await kind.undoAccumulate(tx, { ...runOf(action), processId: lastClose.id });
  await markLaterForReprocess(tx, calendar);
  await setCalendar(action, { state: 'PROCESSED', accumulatedAt: null });
  return stampFinished(action, process);
}

/** REV of a PRO: drops the current result and puts back the one before it, exactly. */
async function undoProcess(action: ActionContext): Promise<ProcessRow> {
  const { tx, kind, companyId, calendar, clock } = action;
  const undone = calendar.resultProcessId as number;
  const [pro] = await tx
    .select()
    .from(settlementProcesses)
    .where(and(eq(settlementProcesses.companyId, companyId), eq(settlementProcesses.id, undone)));
  const restored = pro?.previousProcessId ?? null;
  const count = await kind.resultCount(tx, companyId, undone);
  await setCalendar(action, {
    state: restored === null ? 'OPEN' : 'PROCESSED',
    resultProcessId: restored,
    processedAt: restored === null ? null : calendar.processedAt,
    // An older result may predate later changes: ask for a new Procesar before Acumular.
    needsReprocess: restored !== null,
  });
  await kind.deleteResults(tx, companyId, undone);
  await markLaterForReprocess(tx, calendar);
  return insertProcess(tx, {
    ...finishedStep(action, { action: 'REV', count, previous: undone }),
    finishedAt: clock.now(),
  });
}
