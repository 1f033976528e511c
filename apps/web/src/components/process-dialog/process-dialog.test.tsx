import {
  INCOME_WITHHOLDING_MESSAGES,
  PROCESS_ACTION_NAMES,
  type TCalendar,
  type TProcess,
} from '@quincena/contracts/settlement';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseProcessedCalendar } from '../../../test/process-fixture.ts';
import { renderWithClient } from '../../../test/render.tsx';
import { ProcessDialog } from './process-dialog.tsx';

vi.mock('../notify.tsx', () => import('../../../test/notify-mock.ts'));
const { notify } = await import('../notify.tsx');

const calendar: TCalendar = {
  id: 7,
  type: 'NM',
  retirementId: null,
  year: 2026,
  month: 1,
  fortnight: 1,
  periodStart: '2026-01-01',
  periodEnd: '2026-01-15',
  paymentDate: '2026-01-15',
  detail: 'Nómina primera quincena de enero de 2026',
  state: 'PROCESSED',
  needsReprocess: false,
};

const finished = (action: TProcess['action']): TProcess => ({
  id: 10,
  calendarId: 7,
  calendarDetail: calendar.detail,
  action,
  status: 'TERMINADO',
  percentage: 100,
  thread: null,
  job: null,
  record: null,
  startedAt: '2026-01-15T12:00:00Z',
  finishedAt: '2026-01-15T12:00:01Z',
  total: 3,
  processed: 3,
  failed: 0,
  excluded: 0,
  error: null,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let posted: unknown[] = [];
let refusal: string | null = null;

beforeEach(() => {
  posted = [];
  refusal = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/warnings')) return json([]);
      if (url.startsWith('/api/calendars')) return json([calendar]);
      if (url === '/api/processes' && init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        if (refusal) return json({ code: 'CONFLICT', message: refusal }, 409);
        return json({ ...finished('CLO'), status: 'PENDIENTE', percentage: 0 }, 202);
      }
      if (url.startsWith('/api/processes?')) {
        const action = new URL(url, 'http://x').searchParams.get('action');
        return json(action ? [finished(action as TProcess['action'])] : [finished('PRO')]);
      }
      return json({ code: 'NOT_FOUND', message: 'No existe' }, 404);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderDialog(wording: Partial<ComponentProps<typeof ProcessDialog>> = {}) {
  const onExecuted = vi.fn();
  renderWithClient(
    <ProcessDialog
      visible
      onHide={() => {}}
      calendarType="NM"
      header="Liquidar nómina"
      onExecuted={onExecuted}
      {...wording}
    />,
  );
  return { onExecuted };
}

const chooseCalendar = () => chooseProcessedCalendar(calendar.detail);

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

// PrimeReact dialogs render slowly in jsdom when the whole suite shares two cores.
describe('ProcessDialog', { timeout: 60_000 }, () => {
  it('keeps Procesar, Acumular and Deshacer disabled until a calendar is chosen', async () => {
    renderDialog();
    for (const name of ['Procesar', 'Acumular', 'Deshacer']) expect(button(name).disabled).toBe(true);
    await chooseCalendar();
    // Procesar also waits until the run's warnings are known (issue 27), so a quick click never skips them.
    await waitFor(() => expect(button('Procesar').disabled).toBe(false));
    for (const name of ['Acumular', 'Deshacer']) expect(button(name).disabled).toBe(false);
  });

  it('asks Sí/No before Acumular; No sends nothing, Sí accumulates and says so after the re-read', async () => {
    const { onExecuted } = renderDialog();
    await chooseCalendar();

    fireEvent.click(button('Acumular'));
    expect(await screen.findByText('¿Desea acumular el proceso?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByText('¿Desea acumular el proceso?')).toBeNull());
    expect(posted).toEqual([]);

    fireEvent.click(button('Acumular'));
    fireEvent.click(await screen.findByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('ACUMULADO CON EXITO', { life: 4000 }));
    expect(posted).toEqual([{ calendarId: 7, action: 'CLO', expectedProcessId: 10 }]);
    expect(onExecuted).toHaveBeenCalledWith('CLO');
  });

  it('asks Sí/No before Deshacer naming the step it undoes; No sends nothing, Sí sends the step seen', async () => {
    renderDialog();
    await chooseCalendar();

    fireEvent.click(button('Deshacer'));
    const question = '¿Desea deshacer el último procesamiento de este período? Sus resultados se descartan.';
    expect(await screen.findByText(question)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByText(question)).toBeNull());
    expect(posted).toEqual([]);

    fireEvent.click(button('Deshacer'));
    fireEvent.click(await screen.findByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('REVERSADO CON EXITO', { life: 4000 }));
    expect(posted).toEqual([{ calendarId: 7, action: 'REV', expectedProcessId: 10 }]);
  });

  it("shows the server's refusal as a sticky warning and clears the loading state", async () => {
    refusal = 'El período ya está acumulado: no se puede procesar de nuevo. Use Deshacer primero.';
    renderDialog();
    await chooseCalendar();
    await waitFor(() => expect(button('Procesar').disabled).toBe(false));
    fireEvent.click(button('Procesar'));
    await waitFor(() => expect(notify.serverError).toHaveBeenCalledWith(refusal));
    await waitFor(() => expect(button('Procesar').disabled).toBe(false));
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('words a screen’s own question, success and failure (CIR: spec 02 §4, §8)', async () => {
    const cir = {
      accumulateQuestion: INCOME_WITHHOLDING_MESSAGES.accumulateQuestion,
      successMessage: (action: TProcess['action'], id: number) =>
        INCOME_WITHHOLDING_MESSAGES.processDone(PROCESS_ACTION_NAMES[action], id),
      failureSeverity: 'error' as const,
    };
    renderDialog(cir);
    await chooseCalendar();
    fireEvent.click(button('Acumular'));
    expect(await screen.findByText('¿Desea realizar la acumulación del proceso?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sí' }));
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Proceso Acumular (10) realizado exitosamente', {
        life: 4000,
      }),
    );
    refusal = 'El período ya está acumulado.';
    fireEvent.click(button('Procesar'));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(refusal, { sticky: true }));
    expect(notify.serverError).not.toHaveBeenCalled();
  });
});
