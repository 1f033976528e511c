import { hostname } from 'node:os';
import type { Database } from '../../../db/client.ts';
import type { settlementProcesses } from '../../../db/schema/index.ts';
import type { CalendarType } from '../../../db/schema/settlement.ts';
import type { Clock } from '../../../platform/clock.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { EventPublisher } from '../../../platform/events/index.ts';
import type { JobQueue } from '../../../platform/jobs/index.ts';
import type { SettlementKind } from './kind.ts';

export const PROCESS_STATE_CONFLICT = 'PROCESS_STATE';
/** The calendar moved on since the clerk looked at it (TExecuteProcessRequest.expectedProcessId). */
export const PROCESS_CHANGED_CONFLICT = 'PROCESS_CHANGED';

export type ProcessRow = typeof settlementProcesses.$inferSelect;

/** The kinds the runner settles, by calendar type (NIE only where electronic payroll is composed). */
export type Kinds = Partial<Record<CalendarType, SettlementKind<unknown>>>;

/** What every part of the runner works with: passed explicitly instead of closed over. */
export interface RunnerContext {
  db: Database;
  clock: Clock;
  queue: JobQueue;
  kinds: Kinds;
  /** Company events (webhooks), published after the change commits. */
  events: EventPublisher;
}

/** A refusal of an action by the calendar's state (409, Spanish message). */
export const refuse = (message: string) => new AppError(409, PROCESS_STATE_CONFLICT, message);

/** The worker's name in the process table's "Hilo" column. */
export const THREAD = `${hostname()}:${process.pid}`.slice(0, 80);

/** Spanish reason stored on a process that failed as a whole (never an employee's own error). */
export const RUN_FAILED =
  'El proceso falló antes de terminar; el período quedó como estaba. Intente de nuevo.';

/** The kind that settles a calendar type, or a refusal when that type cannot settle yet. */
export function kindOf(kinds: Kinds, type: CalendarType): SettlementKind<unknown> {
  const kind = kinds[type];
  if (!kind) throw refuse(`La liquidación de calendarios ${type} aún no está disponible.`);
  return kind;
}
