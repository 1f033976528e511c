import {
  legalValueDifferences,
  legalValueTitle,
  retroactiveSummary,
  type TLegalValueChange,
} from '@quincena/contracts/retroactive';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '../../../../test/render.tsx';
import {
  carriedResponse,
  fortnightOf,
  jsonResponse,
  notFoundResponse,
} from '../../../../test/retroactive-api.ts';
import { LegalValuesNotice } from './legal-values-notice.tsx';

vi.mock('../../../components/notify.tsx', () => import('../../../../test/notify-mock.ts'));
const { notify } = await import('../../../components/notify.tsx');

const fortnight = (calendarId: number, month: number, half: 1 | 2) =>
  fortnightOf(calendarId, month, half, 2027);
const person = (contractId: number, name: string) => ({
  contractId,
  documentType: 'CC',
  documentNumber: String(1_020_305_000 + contractId),
  name,
  calendarIds: [1, 2],
});

function change(): TLegalValueChange {
  const before = { from: '2027-01-01', smmlv: '1750905', transportAid: '249095', uvt: '52374' };
  const after = { from: '2027-01-01', smmlv: '1900000', transportAid: '270000', uvt: '52374' };
  const differences = legalValueDifferences(before, after);
  const base = {
    from: '2027-01-01',
    periods: [fortnight(1, 1, 1), fortnight(2, 1, 2)],
    people: [person(7, 'Ana Pérez'), person(8, 'Beto Gómez')],
    openPeriods: [fortnight(3, 2, 1)],
  };
  return {
    versionId: 42,
    year: 2027,
    from: '2027-01-01',
    loadedAt: '2027-02-03T10:00:00.000Z',
    differences,
    title: legalValueTitle(2027, differences),
    impact: { ...base, summary: retroactiveSummary(base) },
  };
}

let pending: TLegalValueChange[] = [];
let posted: { url: string; body: unknown }[] = [];

beforeEach(() => {
  pending = [change()];
  posted = [];
  vi.clearAllMocks();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/retroactive/legal-values' && (init?.method ?? 'GET') === 'GET') {
        return jsonResponse({ changes: pending });
      }
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body));
        posted.push({ url, body });
        if (url === '/api/retroactive/legal-values/42/dismiss') {
          if (body.reason.trim().length < 3) {
            return jsonResponse(
              { code: 'VALIDATION', message: 'Indique por qué no aplica (al menos 3 caracteres).' },
              400,
            );
          }
          pending = [];
          return jsonResponse({ message: 'El aviso del cambio de valores legales se descartó.' });
        }
        if (url === '/api/retroactive/changes') {
          pending = [];
          return carriedResponse();
        }
      }
      return notFoundResponse();
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the notice of legal values loaded late', () => {
  it('names what changed, whom and which periods, in Spanish', async () => {
    renderWithClient(<LegalValuesNotice />);
    expect(
      await screen.findByText(
        'Cambiaron los valores legales de 2027: Salario mínimo: $1.750.905 → $1.900.000; Auxilio de transporte: $249.095 → $270.000.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(
      'Se liquidaron con los valores anteriores 2 períodos acumulados de 2 personas: Ana Pérez, Beto Gómez.',
    );
  });

  it('registers the differences of every reached person in the chosen open period, and the notice goes', async () => {
    renderWithClient(<LegalValuesNotice />);
    fireEvent.click(await screen.findByRole('button', { name: /Revisar y liquidar diferencias/ }));
    expect(screen.getByText('Cambio retroactivo')).toBeTruthy();
    expect(screen.getByText('Salario mínimo: $1.750.905 → $1.900.000')).toBeTruthy();
    expect(document.body.textContent).toContain('Primera quincena de febrero de 2027');
    expect(document.body.textContent).toContain('Primera quincena de enero de 2027');
    fireEvent.click(screen.getByRole('button', { name: /Liquidar diferencias en este período/ }));
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith(
        'Las diferencias se liquidarán al procesar el período elegido.',
      ),
    );
    expect(posted).toEqual([
      {
        url: '/api/retroactive/changes',
        body: { contractIds: [7, 8], from: '2027-01-01', carryingCalendarId: 3, source: 'LEGAL_VALUE' },
      },
    ]);
    await waitFor(() => expect(screen.queryByText(/Cambiaron los valores legales de 2027:/)).toBeNull());
  });

  it('"No aplica" asks for the reason, shows a refusal, then dismisses it', async () => {
    renderWithClient(<LegalValuesNotice />);
    fireEvent.click(await screen.findByRole('button', { name: 'No aplica' }));
    const reason = screen.getByLabelText('Motivo') as HTMLInputElement;
    expect(reason.value).toBe('No aplica');
    fireEvent.change(reason, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: /Descartar aviso/ }));
    expect(await screen.findByText('Indique por qué no aplica (al menos 3 caracteres).')).toBeTruthy();
    fireEvent.change(reason, { target: { value: 'Nadie gana el mínimo' } });
    fireEvent.click(screen.getByRole('button', { name: /Descartar aviso/ }));
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('El aviso del cambio de valores legales se descartó.'),
    );
    expect(posted.at(-1)).toEqual({
      url: '/api/retroactive/legal-values/42/dismiss',
      body: { reason: 'Nadie gana el mínimo' },
    });
    await waitFor(() => expect(screen.queryByText(/Cambiaron los valores legales de 2027:/)).toBeNull());
  });

  it('shows nothing when no legal value reached accumulated periods', async () => {
    pending = [];
    const { container } = renderWithClient(<LegalValuesNotice />);
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(container.textContent).toBe('');
  });
});
