import {
  PROCESS_MESSAGES,
  RETIREMENT_SETTLEMENT_MESSAGES,
  type TExecuteProcessRequest,
} from '@quincena/contracts/settlement';
import { and, desc, eq, gt, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { payCalendars, settlementProcesses } from '../../../db/schema/index.ts';
import type { CalendarRow } from '../../../pay-period/calendars/calendars.repository.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { ofCompany } from '../../../platform/sql/company-scope.ts';
import { rowsOf } from '../../../platform/sql/rows.ts';
import { sameSeries } from './calendar-rows.ts';
import { PROCESS_CHANGED_CONFLICT, refuse } from './context.ts';
import type { RunContext, SettlementKind } from './kind.ts';

/*
 * What Procesar, Acumular and Deshacer refuse before they change anything, each with its Spanish
 * message (PROCESS_MESSAGES). Every check runs inside the action's transaction, under the calendar
 * lock, and throws the refusal (409); the order of the checks is the order the clerk is told.
 */

/** The ids of the calendar's processes in the given status. */
function processIdsOf(tx: Database, companyId: number, calendarId: number, status: SQL) {
  return tx
    .select({ id: settlementProcesses.id })
    .from(settlementProcesses)
    .where(
      ofCompany(
        settlementProcesses.companyId,
        companyId,
        eq(settlementProcesses.calendarId, calendarId),
        status,
      ),
    );
}

async function runningProcess(tx: Database, companyId: number, calendarId: number) {
  const [row] = await processIdsOf(
    tx,
    companyId,
    calendarId,
    inArray(settlementProcesses.status, ['PENDIENTE', 'EN PROCESO']),
  );
  return row ?? null;
}

/** The calendar's last finished step: its newest TERMINADO process (a failed run changed nothing). */
async function lastStepId(tx: Database, companyId: number, calendarId: number): Promise<number | null> {
  const [row] = await processIdsOf(tx, companyId, calendarId, eq(settlementProcesses.status, 'TERMINADO'))
    .orderBy(desc(settlementProcesses.id))
    .limit(1);
  return row?.id ?? null;
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
 * Any action: refused while a process of the calendar runs, and when the calendar's last step is no
 * longer the one the clerk saw (under the calendar lock two requests serialize; the second must not
 * act on a step it never saw).
 */
export async function checkNotBusy(
  tx: Database,
  calendar: CalendarRow,
  request: Pick<TExecuteProcessRequest, 'expectedProcessId'>,
): Promise<void> {
  const { companyId } = calendar;
  if (await runningProcess(tx, companyId, calendar.id)) throw refuse(PROCESS_MESSAGES.running);
  if (
    request.expectedProcessId !== undefined &&
    request.expectedProcessId !== (await lastStepId(tx, companyId, calendar.id))
  ) {
    throw new AppError(409, PROCESS_CHANGED_CONFLICT, PROCESS_MESSAGES.changedMeanwhile);
  }
}

/** Procesar: not an accumulated period, nor one before an accumulated one, nor what the kind refuses. */
export async function checkProcess(
  tx: Database,
  kind: SettlementKind<unknown>,
  run: RunContext,
): Promise<void> {
  const { calendar } = run;
  if (calendar.state === 'ACCUMULATED') throw refuse(PROCESS_MESSAGES.alreadyAccumulated);
  if (kind.ordered && (await laterAccumulated(tx, calendar))) {
    throw refuse(PROCESS_MESSAGES.beforeAccumulated);
  }
  const problem = await kind.checkBeforeRun?.(run);
  if (problem) throw refuse(problem);
}

/** Acumular: a processed, up-to-date period, accumulated in date order. */
export async function checkAccumulate(
  tx: Database,
  kind: SettlementKind<unknown>,
  calendar: CalendarRow,
): Promise<void> {
  if (calendar.state === 'ACCUMULATED') throw refuse(PROCESS_MESSAGES.alreadyAccumulated);
  if (calendar.state !== 'PROCESSED' || calendar.resultProcessId === null) {
    throw refuse(PROCESS_MESSAGES.notProcessed);
  }
  if (calendar.needsReprocess) throw refuse(PROCESS_MESSAGES.needsReprocess);
  if (kind.ordered && (await earlierBlocks(tx, calendar))) throw refuse(PROCESS_MESSAGES.earlierOpen);
  if (kind.ordered && (await laterAccumulated(tx, calendar))) {
    throw refuse(PROCESS_MESSAGES.beforeAccumulated);
  }
}

/**
 * Deshacer: a step to undo that the kind lets go; an accumulated period only when no later period is
 * accumulated and no settlement (the month's, the year's, a later final settlement) read it.
 */
export async function checkUndo(tx: Database, kind: SettlementKind<unknown>, run: RunContext): Promise<void> {
  const { calendar } = run;
  if (calendar.state === 'OPEN' || calendar.resultProcessId === null) {
    throw refuse(PROCESS_MESSAGES.nothingToUndo);
  }
  const undoProblem = await kind.checkBeforeUndo?.(run);
  if (undoProblem) throw refuse(undoProblem);
  if (calendar.state !== 'ACCUMULATED') return;
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
}
