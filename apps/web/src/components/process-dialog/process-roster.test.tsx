import {
  RUN_WARNING_MESSAGES,
  type TCalendar,
  type TProcessExclusionPage,
  type TRunWarning,
} from '@quincena/contracts/settlement';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseProcessedCalendar, processFixture } from '../../../test/process-fixture.ts';
import { renderWithClient } from '../../../test/render.tsx';
import { ProcessDialog } from './process-dialog.tsx';
import { actionOutcome } from './process-state.ts';

vi.mock('../notify.tsx', () => import('../../../test/notify-mock.ts'));

/** Issue 27 in the process dialog: the run's summary, its excluded list, and the two confirmations. */
const calendar: TCalendar = {
  id: 7,
  type: 'NM',
  retirementId: null,
  year: 2027,
  month: 1,
  fortnight: 1,
  periodStart: '2027-01-01',
  periodEnd: '2027-01-15',
  paymentDate: '2027-01-15',
  detail: 'Nómina primera quincena de enero de 2027',
  state: 'PROCESSED',
  needsReprocess: false,
};

const result = processFixture({
  id: 10,
  calendarDetail: calendar.detail,
  startedAt: '2027-01-15T12:00:00Z',
  finishedAt: '2027-01-15T12:00:01Z',
  total: 3,
  processed: 3,
  excluded: 2,
});

const exclusions: TProcessExclusionPage = {
  rows: [
    {
      contractId: 4,
      documentNumber: '1020304000',
      name: 'Ana María Pérez',
      reason: 'VENCIDO_SIN_DECISION',
      reasonLabel: 'Vencido sin decisión',
      message:
        '1020304000 Ana María Pérez (contrato 4): el contrato a término fijo venció el 31/12/2026 sin retiro ni preaviso de no renovación registrados.',
    },
    {
      contractId: 5,
      documentNumber: '1020304001',
      name: 'Luis Gómez',
      reason: 'RETIRADO',
      reasonLabel: 'Retirado',
      message: '1020304001 Luis Gómez (contrato 5): se retiró el 20/12/2026, antes de este período.',
    },
  ],
  total: 2,
  page: 1,
  pageSize: 5,
};

const januaryWarning: TRunWarning = {
  calendarId: 7,
  calendarDetail: calendar.detail,
  message: RUN_WARNING_MESSAGES.januaryWithoutSeverance(2026),
  route: '/Severance',
  linkLabel: 'Ir a Liquidación de cesantías',
  blocking: false,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let posted: unknown[] = [];
let warnings: TRunWarning[] = [];

beforeEach(() => {
  posted = [];
  warnings = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/calendars/7/warnings') return json(warnings);
      if (url.startsWith('/api/calendars')) return json([calendar]);
      if (url.startsWith('/api/processes/10/exclusions')) return json(exclusions);
      if (url === '/api/processes' && init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return json({ ...result, action: 'CLO', status: 'PENDIENTE' }, 202);
      }
      if (url.startsWith('/api/processes?')) {
        // The runner reads the executed process by action; the table reads the calendar's last result.
        const action = new URL(url, 'http://x').searchParams.get('action');
        return json([action ? { ...result, action } : result]);
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

function renderDialog() {
  renderWithClient(<ProcessDialog visible onHide={() => {}} calendarType="NM" header="Liquidar nómina" />, {
    path: '/',
  });
}

const chooseCalendar = () => chooseProcessedCalendar(calendar.detail);

const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('ProcessDialog: everyone accounted for', { timeout: 60_000 }, () => {
  it('says how many were settled and left out, and lists who, why and what to do', async () => {
    renderDialog();
    await chooseCalendar();
    expect(await screen.findByText('3 liquidados, 2 excluidos')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Ver excluidos (2)' }));
    expect(await screen.findByText('Empleados excluidos del proceso 10')).toBeTruthy();
    expect(await screen.findByText('Vencido sin decisión')).toBeTruthy();
    expect(screen.getByText(exclusions.rows[0]?.message as string)).toBeTruthy();
    expect(screen.getByText('Luis Gómez')).toBeTruthy();
  });

  it('asks before Acumular while anyone is excluded, naming them; No sends nothing, Sí accumulates', async () => {
    renderDialog();
    await chooseCalendar();
    await screen.findByText('3 liquidados, 2 excluidos');
    const question =
      'Hay 2 empleados excluidos de esta liquidación: Ana María Pérez (Vencido sin decisión); Luis Gómez (Retirado). ¿Desea acumular de todos modos?';
    await waitFor(() => {
      fireEvent.click(button('Acumular'));
      expect(screen.getByText(question)).toBeTruthy();
    });
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByText(question)).toBeNull());
    expect(posted).toEqual([]);
    fireEvent.click(button('Acumular'));
    fireEvent.click(await screen.findByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(posted).toEqual([{ calendarId: 7, action: 'CLO', expectedProcessId: 10 }]));
  });

  it('warns after Procesar how many the run left out, and where to see why', () => {
    expect(actionOutcome(result, 'PRO')).toMatchObject({
      kind: 'success',
      excludedWarning: '2 empleados quedaron excluidos de la liquidación; vea los motivos en Ver excluidos.',
    });
    expect(actionOutcome({ ...result, excluded: 0 }, 'PRO')).not.toHaveProperty('excludedWarning');
  });

  it('shows what the run needs from another one, with its link, and asks before Procesar', async () => {
    warnings = [januaryWarning];
    renderDialog();
    await chooseCalendar();
    expect(await screen.findByText(januaryWarning.message)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Ir a Liquidación de cesantías' });
    expect(link.getAttribute('href')).toBe('/Severance');
    fireEvent.click(button('Procesar'));
    expect(await screen.findByText(`${januaryWarning.message} ¿Desea procesar de todos modos?`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(posted).toEqual([]);
    fireEvent.click(button('Procesar'));
    fireEvent.click(await screen.findByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(posted).toEqual([{ calendarId: 7, action: 'PRO', expectedProcessId: 10 }]));
  });
});
