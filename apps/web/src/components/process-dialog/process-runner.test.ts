import type { TProcess } from '@quincena/contracts/settlement';
import { describe, expect, it } from 'vitest';
import { processFixture } from '../../../test/process-fixture.ts';
import { runProcessAction } from './process-runner.ts';

const process = (overrides: Partial<TProcess> = {}): TProcess => processFixture({ id: 4, ...overrides });

describe('polling the started process by its id', () => {
  it('reads GET /api/processes/:id every second once POST answered the id, never the list', async () => {
    const waits: number[] = [];
    const byId = [
      process({ status: 'PENDIENTE', percentage: 0 }),
      process({ status: 'EN PROCESO', percentage: 60 }),
      process(),
    ];
    const read: number[] = [];
    const progress: number[] = [];
    const outcome = await runProcessAction(
      {
        execute: async () => 4,
        readProcesses: async () => {
          throw new Error('the list is not read when the id is known');
        },
        readProcess: async (processId) => {
          read.push(processId);
          return byId.shift() ?? process();
        },
        wait: async (ms) => {
          waits.push(ms);
        },
        onProgress: (running) => progress.push(running.percentage),
      },
      7,
      'PRO',
    );
    expect(outcome).toEqual({ kind: 'success', message: 'PROCESADO CON EXITO', processId: 4 });
    expect(read).toEqual([4, 4, 4]);
    expect(waits).toEqual([1000, 1000, 1000]);
    expect(progress).toEqual([0, 60]);
  });

  it('falls back to the list by calendar and action when POST answered no id', async () => {
    let byId = 0;
    const outcome = await runProcessAction(
      {
        execute: async () => null,
        readProcesses: async (filter) => {
          expect(filter).toEqual({ calendarId: 7, action: 'CLO' });
          return [process({ id: 9, action: 'CLO' })];
        },
        readProcess: async () => {
          byId += 1;
          return process();
        },
        wait: async () => {},
      },
      7,
      'CLO',
    );
    expect(outcome).toEqual({ kind: 'success', message: 'ACUMULADO CON EXITO', processId: 9 });
    expect(byId).toBe(0);
  });

  it('reads the list from then on when the server cannot answer the process by id (404)', async () => {
    let byId = 0;
    const lists = [[process({ status: 'EN PROCESO', percentage: 50 })], [process()]];
    const outcome = await runProcessAction(
      {
        execute: async () => 4,
        readProcesses: async () => lists.shift() ?? [],
        readProcess: async () => {
          byId += 1;
          return null;
        },
        wait: async () => {},
      },
      7,
      'PRO',
    );
    expect(outcome).toEqual({ kind: 'success', message: 'PROCESADO CON EXITO', processId: 4 });
    expect(byId).toBe(1);
    expect(lists).toEqual([]);
  });

  it('shows the error of a run, read by id, that failed as a whole', async () => {
    const outcome = await runProcessAction(
      {
        execute: async () => 4,
        readProcesses: async () => [],
        readProcess: async () => process({ status: 'ERROR', error: 'El proceso falló antes de terminar' }),
        wait: async () => {},
      },
      7,
      'PRO',
    );
    expect(outcome).toEqual({ kind: 'error', message: 'El proceso falló antes de terminar' });
  });
});
