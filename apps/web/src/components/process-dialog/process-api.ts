import {
  type TExecuteProcessRequest,
  type TProcessAction,
  ZCalendarList,
  ZProcess,
  ZProcessErrorList,
  ZProcessExclusionPage,
  ZProcessList,
  ZRunWarningList,
} from '@quincena/contracts/settlement';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import { type ProcessRunnerDeps, runProcessAction, wait } from './process-runner.ts';
import { type ActionOutcome, lastStepId, type ProcessScope, shouldPoll } from './process-state.ts';
import { PROCESS_POLL_MS } from './process-texts.ts';

/** Query keys of the calendars and processes; a screen invalidates `processKeys.all` after a run. */
export const processKeys = {
  all: ['settlement-processes'] as const,
  calendars: (type: string, state?: string) =>
    ['settlement-processes', 'calendars', type, state ?? ''] as const,
  processes: (scope: ProcessScope) => ['settlement-processes', 'processes', scope] as const,
  errors: (processId: number) => ['settlement-processes', 'errors', processId] as const,
  exclusions: (processId: number, page: number, pageSize: number) =>
    ['settlement-processes', 'exclusions', processId, page, pageSize] as const,
  warnings: (calendarId: number) => ['settlement-processes', 'warnings', calendarId] as const,
};

/** The answer to POST /api/processes: the process it queued (only its id is read). */
const ZStartedProcess = z.object({ id: z.number().int() });

export const processApi = {
  calendars: (type: string, state?: string, signal?: AbortSignal) => {
    const query = new URLSearchParams({ type });
    if (state) query.set('state', state);
    return apiRequest('GET', `/api/calendars?${query}`, { schema: ZCalendarList, signal });
  },
  execute: async (body: TExecuteProcessRequest): Promise<number | null> => {
    const started = await apiRequest('POST', '/api/processes', { body, schema: ZStartedProcess.optional() });
    return started?.id ?? null;
  },
  /** The executed process is read by calendar and action (spec 02 §4). */
  processes: (filter: { calendarId?: number; action?: string; type?: string }, signal?: AbortSignal) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(filter)) if (value !== undefined) query.set(key, String(value));
    return apiRequest('GET', `/api/processes?${query}`, { schema: ZProcessList, signal });
  },
  /** One process by its id, as the list shows it: what the dialog polls once POST answered the id. */
  process: (processId: number, signal?: AbortSignal) =>
    apiRequest('GET', `/api/processes/${processId}`, { schema: ZProcess, signal }),
  errors: (processId: number, signal?: AbortSignal) =>
    apiRequest('GET', `/api/processes/${processId}/errors`, { schema: ZProcessErrorList, signal }),
  /** Contracts of the period the process left out, with the reason (a page). */
  exclusions: (processId: number, page: number, pageSize: number, signal?: AbortSignal) =>
    apiRequest('GET', `/api/processes/${processId}/exclusions?page=${page}&pageSize=${pageSize}`, {
      schema: ZProcessExclusionPage,
      signal,
    }),
  /** What the calendar's run needs from another run first (shown before Procesar). */
  warnings: (calendarId: number, signal?: AbortSignal) =>
    apiRequest('GET', `/api/calendars/${calendarId}/warnings`, { schema: ZRunWarningList, signal }),
};

/** The calendars of one type (NM, SS, …, LD-<id>), optionally of one state (the bank file: accumulated). */
export function useCalendars(type: string, options: { state?: string; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: processKeys.calendars(type, options.state),
    enabled: options.enabled ?? true,
    queryFn: ({ signal }) => processApi.calendars(type, options.state, signal),
  });
}

function readScope(scope: ProcessScope, signal?: AbortSignal) {
  return processApi.processes(
    scope?.kind === 'calendar' ? { calendarId: scope.calendarId } : { type: scope?.type },
    signal,
  );
}

/**
 * The calendar's last finished step as the process table shows it: every action sends it, so the
 * server refuses one that would act on a step the user never saw. The cached list is what the
 * screen shows; it is read (or its refresh awaited) only when the table has not loaded yet or is
 * being refreshed after the user's own action, so Acumular right after Procesar is not refused.
 */
export async function seenLastStep(queryClient: QueryClient, calendarId: number): Promise<number | null> {
  const scope: ProcessScope = { kind: 'calendar', calendarId };
  const query = {
    queryKey: processKeys.processes(scope),
    queryFn: ({ signal }: { signal: AbortSignal }) => readScope(scope, signal),
  };
  const state = queryClient.getQueryState(query.queryKey);
  const refreshing = state?.isInvalidated === true || state?.fetchStatus === 'fetching';
  const processes = refreshing
    ? await queryClient.fetchQuery(query)
    : await queryClient.ensureQueryData(query);
  return lastStepId(processes, calendarId);
}

/** The process table; it re-reads every second while a listed process is pending or running. */
export function useProcesses(scope: ProcessScope) {
  return useQuery({
    queryKey: processKeys.processes(scope),
    enabled: scope !== null,
    queryFn: ({ signal }) => readScope(scope, signal),
    refetchInterval: (query) => (shouldPoll(query.state.data) ? PROCESS_POLL_MS : false),
  });
}

export function useProcessErrors(processId: number | null) {
  return useQuery({
    queryKey: processKeys.errors(processId ?? 0),
    enabled: processId !== null,
    queryFn: ({ signal }) => processApi.errors(processId ?? 0, signal),
  });
}

export function useProcessExclusions(processId: number | null, page: number, pageSize: number) {
  return useQuery({
    queryKey: processKeys.exclusions(processId ?? 0, page, pageSize),
    enabled: processId !== null,
    queryFn: ({ signal }) => processApi.exclusions(processId ?? 0, page, pageSize, signal),
  });
}

export function useRunWarnings(calendarId: number | null) {
  return useQuery({
    queryKey: processKeys.warnings(calendarId ?? 0),
    enabled: calendarId !== null,
    queryFn: ({ signal }) => processApi.warnings(calendarId ?? 0, signal),
  });
}

/**
 * An action of the settlement pattern against the server (the one runner of process-runner.ts with
 * the real API and clock): the process dialog and the electronic payroll screen both run theirs here.
 */
export function runProcessThroughApi(
  calendarId: number,
  action: TProcessAction,
  options: Pick<ProcessRunnerDeps, 'cancelled' | 'onProgress'> & { expectedProcessId?: number | null },
): Promise<ActionOutcome | null> {
  const { expectedProcessId, ...deps } = options;
  return runProcessAction(
    {
      execute: processApi.execute,
      readProcesses: (filter) => processApi.processes(filter),
      readProcess: (processId) =>
        processApi.process(processId).catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }),
      wait,
      ...deps,
    },
    calendarId,
    action,
    expectedProcessId,
  );
}
