import type { TCalendar, TProcess } from '@quincena/contracts/settlement';
import { describe, expect, it } from 'vitest';
import { processFixture } from '../../../test/process-fixture.ts';
import { runProcessAction } from './process-runner.ts';
import {
  actionButtonState,
  actionOutcome,
  calendarOptionLabel,
  executedProcess,
  processScope,
  shouldPoll,
} from './process-state.ts';

const calendar = (overrides: Partial<TCalendar> = {}): TCalendar => ({
  id: 7,
  type: 'NM',
  retirementId: null,
  year: 2026,
  month: 3,
  fortnight: 1,
  periodStart: '2026-03-01',
  periodEnd: '2026-03-15',
  paymentDate: '2026-03-15',
  detail: 'NM 2026-03 Q1',
  state: 'OPEN',
  needsReprocess: false,
  ...overrides,
});

const process = (overrides: Partial<TProcess> = {}): TProcess => processFixture({ id: 1, ...overrides });

describe('calendar choice', () => {
  it('shows the state of each calendar in its option', () => {
    expect(calendarOptionLabel(calendar())).toBe('NM 2026-03 Q1 · Abierto');
    expect(calendarOptionLabel(calendar({ state: 'ACCUMULATED' }))).toBe('NM 2026-03 Q1 · Acumulado');
    expect(calendarOptionLabel(calendar({ state: 'PROCESSED', needsReprocess: true }))).toBe(
      'NM 2026-03 Q1 · Procesado (con cambios)',
    );
  });

  it('keeps the three buttons disabled until a calendar is chosen', () => {
    for (const action of ['PRO', 'CLO', 'REV'] as const) {
      expect(actionButtonState(action, null, null)).toEqual({ disabled: true, loading: false });
      expect(actionButtonState(action, 7, null)).toEqual({ disabled: false, loading: false });
    }
  });

  it('shows loading on the running button and disables the others', () => {
    expect(actionButtonState('CLO', 7, 'CLO')).toEqual({ disabled: false, loading: true });
    expect(actionButtonState('PRO', 7, 'CLO')).toEqual({ disabled: true, loading: false });
    expect(actionButtonState('REV', 7, 'CLO')).toEqual({ disabled: true, loading: false });
  });
});

describe('the executed process', () => {
  it('answers the spec message of each action when the run ended', () => {
    expect(actionOutcome(process(), 'PRO')).toEqual({
      kind: 'success',
      message: 'PROCESADO CON EXITO',
      processId: 1,
    });
    expect(actionOutcome(process({ action: 'CLO' }), 'CLO')).toEqual({
      kind: 'success',
      message: 'ACUMULADO CON EXITO',
      processId: 1,
    });
    expect(actionOutcome(process({ action: 'REV' }), 'REV')).toEqual({
      kind: 'success',
      message: 'REVERSADO CON EXITO',
      processId: 1,
    });
  });

  it('warns when there is no process to read', () => {
    expect(actionOutcome(undefined, 'PRO')).toEqual({
      kind: 'none',
      message: 'No hay registros para el proceso',
    });
  });

  it('waits while the run is pending or running', () => {
    expect(actionOutcome(process({ status: 'PENDIENTE' }), 'PRO').kind).toBe('running');
    expect(actionOutcome(process({ status: 'EN PROCESO', percentage: 40 }), 'PRO').kind).toBe('running');
  });

  it('tells how many employees failed while the rest settled', () => {
    const outcome = actionOutcome(process({ failed: 2, processed: 10 }), 'PRO');
    expect(outcome).toMatchObject({ kind: 'success', message: 'PROCESADO CON EXITO' });
    expect(outcome.kind === 'success' && outcome.failedWarning).toContain('2 empleados no se liquidaron');
  });

  it('shows the error of a run that failed as a whole', () => {
    expect(actionOutcome(process({ status: 'ERROR', error: 'Sin conexión a la base' }), 'PRO')).toEqual({
      kind: 'error',
      message: 'Sin conexión a la base',
    });
  });

  it('prefers the process the server started, else the newest of that action', () => {
    const list = [process({ id: 3 }), process({ id: 9 }), process({ id: 5, action: 'REV' })];
    expect(executedProcess(list, 'PRO', 3)?.id).toBe(3);
    expect(executedProcess(list, 'PRO', null)?.id).toBe(9);
    expect(executedProcess(list, 'CLO', null)).toBeUndefined();
  });

  it('polls only while a listed process runs', () => {
    expect(shouldPoll(undefined)).toBe(false);
    expect(shouldPoll([process(), process({ status: 'ERROR' })])).toBe(false);
    expect(shouldPoll([process(), process({ status: 'EN PROCESO' })])).toBe(true);
    expect(shouldPoll([process({ status: 'PENDIENTE' })])).toBe(true);
  });

  it('lists the chosen calendar, or every calendar of the type after Consultar procesos anteriores', () => {
    expect(processScope('NM', null, false)).toBeNull();
    expect(processScope('NM', 7, false)).toEqual({ kind: 'calendar', calendarId: 7 });
    expect(processScope('NM', 7, true)).toEqual({ kind: 'type', type: 'NM' });
  });
});

describe('running an action', () => {
  it('waits 1000 ms, then re-reads every second until the run ends', async () => {
    const waits: number[] = [];
    const reads = [
      [process({ id: 4, status: 'PENDIENTE', percentage: 0 })],
      [process({ id: 4, status: 'EN PROCESO', percentage: 50 })],
      [process({ id: 4 })],
    ];
    const progress: number[] = [];
    const outcome = await runProcessAction(
      {
        execute: async (request) => {
          expect(request).toEqual({ calendarId: 7, action: 'PRO' });
          return 4;
        },
        readProcesses: async (filter) => {
          expect(filter).toEqual({ calendarId: 7, action: 'PRO' });
          return reads.shift() ?? [];
        },
        wait: async (ms) => {
          waits.push(ms);
        },
        onProgress: (running) => progress.push(running.percentage),
      },
      7,
      'PRO',
    );
    // The process the PRO started, whose id the CIR screen names in its message.
    expect(outcome).toEqual({ kind: 'success', message: 'PROCESADO CON EXITO', processId: 4 });
    expect(waits).toEqual([1000, 1000, 1000]);
    expect(progress).toEqual([0, 50]);
  });

  it('lets a server refusal through and reads nothing', async () => {
    let read = false;
    const refusal = new Error('El período ya está acumulado');
    await expect(
      runProcessAction(
        {
          execute: async () => {
            throw refusal;
          },
          readProcesses: async () => {
            read = true;
            return [];
          },
          wait: async () => {},
        },
        7,
        'PRO',
      ),
    ).rejects.toBe(refusal);
    expect(read).toBe(false);
  });

  it('stops reading once the dialog is closed', async () => {
    let reads = 0;
    const outcome = await runProcessAction(
      {
        execute: async () => 4,
        readProcesses: async () => {
          reads += 1;
          return [process({ id: 4, status: 'EN PROCESO' })];
        },
        wait: async () => {},
        cancelled: () => reads >= 2,
      },
      7,
      'PRO',
    );
    expect(outcome).toBeNull();
    expect(reads).toBe(2);
  });
});
