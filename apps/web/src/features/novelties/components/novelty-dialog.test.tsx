import { NOVELTY_MESSAGES } from '@quincena/contracts/novelties';
import { periodLabel, retroactiveSummary, type TRetroactiveImpact } from '@quincena/contracts/retroactive';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '../../../../test/render.tsx';
import { stubRetroactiveChanges } from '../../../../test/retroactive-api.ts';
import { NoveltyDialog } from './novelty-dialog.tsx';

vi.mock('../../../components/notify.tsx', () => import('../../../../test/notify-mock.ts'));
const { notify } = await import('../../../components/notify.tsx');

let posted: unknown[] = [];

beforeEach(() => {
  vi.clearAllMocks();
  posted = stubRetroactiveChanges();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const refusal =
  'El período de la segunda quincena de febrero de 2026 ya está acumulado: esta novedad de Beto Ríos solo puede registrarse en él como retroactiva. Quincena la guarda en ese período y liquida la diferencia al procesar el período abierto que usted elija.';

function formWith(parts: object) {
  return {
    values: { calendarId: 4, contractId: 9 },
    errors: {},
    set: vi.fn(),
    saving: false,
    handleSave: vi.fn(),
    closeImpact: vi.fn(),
    impact: null,
    offer: null,
    ...parts,
  };
}

const state = { visible: true, editing: null, onHide: vi.fn() };

/** The overtime dialog on a form in the given state (the fields themselves are not under test). */
function renderDialog(parts: object) {
  renderWithClient(
    <NoveltyDialog state={state} form={formWith(parts)} prefix="overtime" noun="horas extra">
      <span />
    </NoveltyDialog>,
  );
}

function impact(): TRetroactiveImpact {
  const february = { calendarId: 4, year: 2026, month: 2, fortnight: 2, detail: 'Nómina 4' };
  const march = { calendarId: 5, year: 2026, month: 3, fortnight: 1, detail: 'Nómina 5' };
  const base = {
    from: '2026-02-16',
    periods: [
      { ...february, periodStart: '2026-02-16', periodEnd: '2026-02-28', label: periodLabel(february) },
    ],
    people: [
      { contractId: 9, documentType: 'CC', documentNumber: '79000111', name: 'Beto Ríos', calendarIds: [4] },
    ],
    openPeriods: [
      { ...march, periodStart: '2026-03-01', periodEnd: '2026-03-15', label: periodLabel(march) },
    ],
  };
  return { ...base, summary: retroactiveSummary(base) };
}

describe('a novelty dated in an accumulated period (decision 0353)', () => {
  it('shows the refusal with its way out, "Registrar como retroactiva", which saves again as retroactive', () => {
    const retry = vi.fn();
    renderDialog({ offer: { message: refusal, retry } });
    expect(screen.getByText(refusal)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: new RegExp(NOVELTY_MESSAGES.retroactiveAction) }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('after the retroactive save, names the period and registers the difference as a novelty of a closed period', async () => {
    const closeImpact = vi.fn();
    renderDialog({ impact: { impact: impact(), contractId: 9 }, closeImpact });
    expect(screen.getByText('Cambio retroactivo')).toBeTruthy();
    expect(document.body.textContent).toContain('Segunda quincena de febrero de 2026');
    expect(screen.queryByText('Agregar horas extra')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Liquidar diferencias en este período/ }));
    await waitFor(() => expect(closeImpact).toHaveBeenCalled());
    expect(posted).toEqual([
      { contractIds: [9], from: '2026-02-16', carryingCalendarId: 5, source: 'NOVELTY' },
    ]);
    expect(notify.serverError).not.toHaveBeenCalled();
  });

  it('"Ahora no" is told before and after: the stored novelty is not paid until it is registered (decision 0359)', async () => {
    const closeImpact = vi.fn();
    renderDialog({ impact: { impact: impact(), contractId: 9 }, closeImpact });
    expect(
      screen.getByText(
        'La novedad ya quedó guardada en el período acumulado. Si elige «Ahora no», no se paga todavía: para pagarla después, abra la novedad, guárdela de nuevo y elija «Registrar como retroactiva».',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ahora no' }));
    await waitFor(() => expect(closeImpact).toHaveBeenCalled());
    expect(posted).toEqual([]);
    expect(notify.serverError).toHaveBeenCalledWith(
      'La novedad de Beto Ríos quedó guardada en un período acumulado (segunda quincena de febrero de 2026) sin un período abierto que pague la diferencia: no se pagará hasta que abra la novedad, la guarde de nuevo y elija «Registrar como retroactiva».',
    );
  });
});
