import type { TProcess } from '@quincena/contracts/settlement';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { processKeys, seenLastStep } from './process-api.ts';
import { lastStepId, undoQuestion } from './process-state.ts';

const step = (id: number, status: TProcess['status'], action: TProcess['action'] = 'PRO'): TProcess => ({
  id,
  calendarId: 7,
  calendarDetail: 'Nómina marzo de 2026',
  action,
  status,
  percentage: status === 'TERMINADO' ? 100 : 0,
  thread: null,
  job: null,
  record: null,
  startedAt: null,
  finishedAt: null,
  total: 3,
  processed: 3,
  failed: 0,
  excluded: 0,
  error: null,
});

let served: TProcess[] = [];
const reads = vi.fn(
  async () => new Response(JSON.stringify(served), { headers: { 'Content-Type': 'application/json' } }),
);

afterEach(() => {
  vi.unstubAllGlobals();
  reads.mockClear();
});

describe('the step the clerk saw', () => {
  it('is the newest finished process of the calendar: a failed or running one changed nothing', () => {
    expect(lastStepId([step(12, 'ERROR'), step(11, 'TERMINADO', 'CLO'), step(10, 'TERMINADO')], 7)).toBe(11);
    expect(lastStepId([step(13, 'EN PROCESO')], 7)).toBeNull();
    expect(lastStepId([], 7)).toBeNull();
  });

  it('is read from what the process table shows, and awaited while the table refreshes after an action', async () => {
    vi.stubGlobal('fetch', reads);
    const client = new QueryClient();
    const key = processKeys.processes({ kind: 'calendar', calendarId: 7 });
    // The table shows the PRO; the server already has a CLO someone else ran: the click sends 10.
    client.setQueryData(key, [step(10, 'TERMINADO')]);
    served = [step(11, 'TERMINADO', 'CLO'), step(10, 'TERMINADO')];
    expect(await seenLastStep(client, 7)).toBe(10);
    expect(reads).not.toHaveBeenCalled();
    // After the user's own action the screen refreshes: Acumular right after Procesar sends the new step.
    await client.invalidateQueries({ queryKey: key, refetchType: 'none' });
    expect(await seenLastStep(client, 7)).toBe(11);
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('Deshacer names the step it undoes', () => {
    expect(undoQuestion({ state: 'ACCUMULATED' })).toBe(
      '¿Desea deshacer la acumulación de este período? El período volverá a quedar procesado.',
    );
    expect(undoQuestion({ state: 'PROCESSED' })).toBe(
      '¿Desea deshacer el último procesamiento de este período? Sus resultados se descartan.',
    );
    expect(undoQuestion(null)).toBe('¿Desea deshacer el último paso de este período?');
  });
});
