import type { TPlanillaCorrections } from '@quincena/contracts/settlement';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FetchCall, jsonResponse, stubFetch } from '../../../../test/fetch-stub.ts';
import { renderWithClient } from '../../../../test/render.tsx';
import { PlanillaCorrectionDialog } from './planilla-correction-dialog.tsx';

vi.mock('../../../components/notify.tsx', () => import('../../../../test/notify-mock.ts'));

const differences = {
  pension: 48_000,
  solidarityFund: 0,
  health: 37_500,
  risk: 1_600,
  ccf: 12_000,
  sena: 6_000,
  icbf: 9_000,
  total: 114_100,
};
const corrections: TPlanillaCorrections = {
  mode: 'CORRECCION',
  message: null,
  months: [
    {
      period: '2026-01',
      label: 'enero de 2026',
      people: [
        {
          contractId: 1,
          documentNumber: '52123456',
          name: 'Ana Peñaloza',
          originalIbc: 2_000_000,
          correctedIbc: 2_300_000,
          differences,
        },
      ],
      totals: differences,
      problem: null,
    },
  ],
};

let calls: FetchCall[] = [];
beforeEach(() => {
  calls = stubFetch((url) => {
    if (url.startsWith('/api/settlement/planilla-corrections?calendarId=9')) return jsonResponse(corrections);
    return new Response('{}', { status: 404 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PlanillaCorrectionDialog', { timeout: 60_000 }, () => {
  it('shows each corrected month with its differences and asks for the planilla asociada in Spanish', async () => {
    renderWithClient(<PlanillaCorrectionDialog calendarId={9} onHide={() => {}} />, { path: '/' });
    expect(await screen.findByText('Planilla de corrección N de enero de 2026')).toBeTruthy();
    expect(screen.getByText(/1 cotizante; aportes adicionales: \$\s?114\.100/)).toBeTruthy();
    expect(screen.getByText(/52123456 Ana Peñaloza: IBC \$\s?2\.000\.000 → \$\s?2\.300\.000/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Descargar planilla N' }));
    expect(
      await screen.findByText(
        'Indique el número de la planilla que se corrige (planilla asociada): solo dígitos, hasta 10.',
      ),
    ).toBeTruthy();
    // Nothing was asked of the server without the number.
    expect(calls.some(({ url }) => url.includes('planilla-correction-file'))).toBe(false);
  });
});
