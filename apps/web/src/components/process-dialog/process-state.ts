import {
  CALENDAR_STATE_NAMES,
  PROCESS_MESSAGES,
  type TCalendar,
  type TProcess,
  type TProcessAction,
} from '@quincena/contracts/settlement';
import { PROCESS_DIALOG_TEXTS as T } from './process-texts.ts';

/**
 * The rules of the settlement process dialog, apart from React so they are tested on their own
 * (spec 02 shared section "Settlement process pattern", §4 "States and transitions").
 */

/** The option a calendar list shows: its detail and, so the user sees where it stands, its state. */
export function calendarOptionLabel(calendar: TCalendar): string {
  const state = CALENDAR_STATE_NAMES[calendar.state];
  return calendar.needsReprocess
    ? `${calendar.detail} · ${state} (con cambios)`
    : `${calendar.detail} · ${state}`;
}

export interface ActionButtonState {
  disabled: boolean;
  loading: boolean;
}

/**
 * The three buttons stay disabled until a calendar is chosen and while any action runs; only the
 * running one shows the loading state. Whether the action fits the calendar's state is the
 * server's decision (spec 02 shared section), so no state disables a button here.
 */
export function actionButtonState(
  action: TProcessAction,
  calendarId: number | null,
  running: TProcessAction | null,
): ActionButtonState {
  return {
    disabled: calendarId === null || (running !== null && running !== action),
    loading: running === action,
  };
}

export const isRunning = (process: Pick<TProcess, 'status'>): boolean =>
  process.status === 'PENDIENTE' || process.status === 'EN PROCESO';

/** The process table polls every second while any listed process still runs. */
export function shouldPoll(processes: readonly Pick<TProcess, 'status'>[] | undefined): boolean {
  return (processes ?? []).some(isRunning);
}

/** The calendar's last finished step (its newest TERMINADO process), null when it has none. */
export function lastStepId(
  processes: readonly Pick<TProcess, 'id' | 'calendarId' | 'status'>[],
  calendarId: number,
): number | null {
  let last: number | null = null;
  for (const process of processes) {
    if (process.calendarId === calendarId && process.status === 'TERMINADO' && process.id > (last ?? 0)) {
      last = process.id;
    }
  }
  return last;
}

/** The Sí/No question before Deshacer names the step it undoes: the accumulation or the processing. */
export function undoQuestion(calendar: Pick<TCalendar, 'state'> | null): string {
  if (calendar?.state === 'ACCUMULATED') return T.undoAccumulationQuestion;
  if (calendar?.state === 'PROCESSED') return T.undoProcessingQuestion;
  return T.undoQuestion;
}

export const SUCCESS_MESSAGES: Record<TProcessAction, string> = {
  PRO: PROCESS_MESSAGES.processed,
  CLO: PROCESS_MESSAGES.accumulated,
  REV: PROCESS_MESSAGES.reversed,
};

/** The process an action started: the one the server answered with, else the newest of its kind. */
export function executedProcess(
  processes: readonly TProcess[],
  action: TProcessAction,
  startedId: number | null,
): TProcess | undefined {
  const ofAction = processes.filter((process) => process.action === action);
  if (startedId !== null) {
    const started = ofAction.find((process) => process.id === startedId);
    if (started) return started;
  }
  return ofAction.reduce<TProcess | undefined>(
    (newest, process) => (newest === undefined || process.id > newest.id ? process : newest),
    undefined,
  );
}

/** What the dialog tells the user after reading the executed process (spec 02 §4). */
export type ActionOutcome =
  | { kind: 'none'; message: string }
  | { kind: 'running' }
  | {
      kind: 'success';
      message: string;
      processId: number;
      failedWarning?: string;
      /** Issue 27: how many contracts of the period the run left out, with where to see why. */
      excludedWarning?: string;
    }
  | { kind: 'error'; message: string };

export function actionOutcome(process: TProcess | undefined, action: TProcessAction): ActionOutcome {
  if (!process) return { kind: 'none', message: T.noRecords };
  if (isRunning(process)) return { kind: 'running' };
  if (process.status === 'ERROR') {
    return { kind: 'error', message: process.error?.trim() || T.processFailed(process.id) };
  }
  const outcome: ActionOutcome = {
    kind: 'success',
    message: SUCCESS_MESSAGES[action],
    processId: process.id,
  };
  if (process.failed > 0) outcome.failedWarning = T.failedEmployees(process.failed);
  if (action === 'PRO' && process.excluded > 0)
    outcome.excludedWarning = T.excludedEmployees(process.excluded);
  return outcome;
}

/** Which processes the table lists: the chosen calendar's, or every calendar's of the type. */
export type ProcessScope = { kind: 'calendar'; calendarId: number } | { kind: 'type'; type: string } | null;

export function processScope(
  calendarType: string,
  calendarId: number | null,
  showEarlier: boolean,
): ProcessScope {
  if (showEarlier) return { kind: 'type', type: calendarType };
  if (calendarId !== null) return { kind: 'calendar', calendarId };
  return null;
}
