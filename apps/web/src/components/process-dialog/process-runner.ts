import type { TExecuteProcessRequest, TProcess, TProcessAction } from '@quincena/contracts/settlement';
import { type ActionOutcome, actionOutcome, executedProcess } from './process-state.ts';
import { EXECUTED_PROCESS_DELAY_MS } from './process-texts.ts';

export interface ProcessRunnerDeps {
  /** POST /api/processes; answers the id of the queued process when the server sends it. */
  execute: (request: TExecuteProcessRequest) => Promise<number | null>;
  /** GET /api/processes?calendarId&action: read when the server did not answer the process's id. */
  readProcesses: (filter: { calendarId: number; action: TProcessAction }) => Promise<TProcess[]>;
  /**
   * GET /api/processes/:id: the one process the action started, read by its id once it is known;
   * null when the server cannot answer it by id (404), and the list is read from then on.
   */
  readProcess?: (processId: number) => Promise<TProcess | null>;
  wait: (milliseconds: number) => Promise<void>;
  /** True once the dialog is gone: the loop stops reading. */
  cancelled?: () => boolean;
  /** Called on each read while the run advances (the table refreshes with it). */
  onProgress?: (process: TProcess) => void;
}

export const wait = (milliseconds: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, milliseconds);
  });

/**
 * One action of the settlement pattern (spec 02 §4): send it, wait one second, read the executed
 * process: by its id once POST /api/processes answered it (decision 0317), else by calendar and
 * action. The run is a job, so a process still pending or running is read again every second until
 * it ends: the toast then tells how it ended, not that it was queued.
 * Server refusals (PRO on an accumulated period, …) reject with the server's message.
 * `expectedProcessId` is the calendar's last step the user saw: the server refuses the action when
 * another step ended meanwhile, so a double click or a second user never acts twice.
 */
export async function runProcessAction(
  deps: ProcessRunnerDeps,
  calendarId: number,
  action: TProcessAction,
  expectedProcessId?: number | null,
): Promise<ActionOutcome | null> {
  const startedId = await deps.execute({ calendarId, action, expectedProcessId });
  let byId = startedId !== null && deps.readProcess !== undefined;
  for (;;) {
    await deps.wait(EXECUTED_PROCESS_DELAY_MS);
    if (deps.cancelled?.()) return null;
    let process = byId && startedId !== null ? await deps.readProcess?.(startedId) : null;
    if (!process) {
      byId = false;
      process = executedProcess(await deps.readProcesses({ calendarId, action }), action, startedId);
    }
    const outcome = actionOutcome(process, action);
    if (outcome.kind !== 'running') return outcome;
    if (process) deps.onProgress?.(process);
  }
}
