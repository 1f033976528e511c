import { PROCESS_MESSAGES, type TExecuteProcessRequest } from '@quincena/contracts/settlement';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { settlementProcesses } from '../../../db/schema/index.ts';
import { isUniqueViolation } from '../../../platform/errors/unique-violation.ts';
import { JOB_NAMES } from '../../../platform/jobs/index.ts';
import { type ActionContext, accumulatePeriod, processPeriod, undoLastStep } from './actions.ts';
import { lockCalendar } from './calendar-rows.ts';
import { checkNotBusy } from './checks.ts';
import { kindOf, type ProcessRow, RUN_FAILED, type RunnerContext, refuse } from './context.ts';
import { failProcess, processEvent } from './job.ts';
import type { SettlementJob } from './recovery.ts';

const ACTIONS = { PRO: processPeriod, CLO: accumulatePeriod, REV: undoLastStep } as const;

/**
 * Executes Procesar, Acumular or Deshacer on a calendar (ARCHITECTURE.md §4c). CLO and REV are one
 * short transaction each and answer the finished process; PRO records the process in one short
 * transaction and is then queued as a job (`async`: the API answers 202).
 */
export async function executeAction(
  ctx: RunnerContext,
  companyId: number,
  userId: number | null,
  request: TExecuteProcessRequest,
): Promise<{ process: ProcessRow; async: boolean }> {
  const { db, clock, queue } = ctx;
  let created: ProcessRow;
  let calendar: Awaited<ReturnType<typeof lockCalendar>> | undefined;
  try {
    created = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      calendar = await lockCalendar(tx, companyId, request.calendarId);
      const kind = kindOf(ctx.kinds, calendar.type);
      await checkNotBusy(tx, calendar, request);
      const action: ActionContext = { tx, clock, kind, companyId, userId, calendar, now: clock.now() };
      return ACTIONS[request.action](action);
    });
  } catch (error) {
    // Two servers racing past the check: the database's one-running-process index decides.
    if (isUniqueViolation(error)) throw refuse(PROCESS_MESSAGES.running);
    throw error;
  }

  if (created.action === 'CLO' && calendar) {
    // After the commit: a receiver that reads the period back finds it accumulated.
    const data = processEvent(created.id, calendar);
    ctx.events.publish(companyId, 'periodo.acumulado', data);
    if (calendar.type === 'LD') ctx.events.publish(companyId, 'retiro.liquidado', data);
  }
  if (created.action !== 'PRO') return { process: created, async: false };
  try {
    await queue.enqueue<SettlementJob>(JOB_NAMES.settlement, { companyId, processId: created.id });
  } catch (error) {
    await failProcess(ctx, companyId, created.id, RUN_FAILED);
    throw error;
  }
  const [fresh] = await db
    .select()
    .from(settlementProcesses)
    .where(and(eq(settlementProcesses.companyId, companyId), eq(settlementProcesses.id, created.id)));
  return { process: fresh ?? created, async: true };
}
