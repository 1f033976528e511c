import { periodLabel, retroactiveSummary, type TRetroactiveImpact } from '@quincena/contracts/retroactive';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '../../../../test/render.tsx';
import { fortnightOf, stubRetroactiveChanges } from '../../../../test/retroactive-api.ts';
import { RetroactiveImpactDialog, RetroactiveImpactNotice } from './retroactive-impact-dialog.tsx';

vi.mock('../../../components/notify.tsx', () => import('../../../../test/notify-mock.ts'));
const { notify } = await import('../../../components/notify.tsx');

let posted: unknown[] = [];
let refusal: string | null = null;

beforeEach(() => {
  refusal = null;
  vi.clearAllMocks();
  posted = stubRetroactiveChanges(() => refusal);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function impactOf(people: TRetroactiveImpact['people']): TRetroactiveImpact {
  const periods = [1, 2, 3].flatMap((month) => [
    fortnightOf(month * 2 - 1, month, 1),
    fortnightOf(month * 2, month, 2),
  ]);
  const base = { from: '2026-01-01', periods, people, openPeriods: [fortnightOf(7, 4, 1)] };
  return { ...base, summary: retroactiveSummary(base) };
}

const ana = {
  contractId: 7,
  documentType: 'CC',
  documentNumber: '1020304000',
  name: 'Ana Pérez',
  calendarIds: [1, 2, 3, 4, 5, 6],
};

describe('the retroactive impact notice', () => {
  it('tells who, which accumulated periods, and that nothing was recalculated', () => {
    render(<RetroactiveImpactNotice impact={impactOf([ana])} />);
    expect(
      screen.getByText(
        'Este cambio rige desde el 01-01-2026 y afecta 6 períodos acumulados de Ana Pérez (primera quincena de enero de 2026 a segunda quincena de marzo de 2026). Los períodos acumulados no se modifican: Quincena liquida las diferencias (retroactivo) al procesar el período abierto que usted elija para pagarlas. El primer período abierto para pagarlas es la primera quincena de abril de 2026.',
      ),
    ).toBeTruthy();
    const periods = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(periods).toEqual([
      'Primera quincena de enero de 2026',
      'Segunda quincena de enero de 2026',
      'Primera quincena de febrero de 2026',
      'Segunda quincena de febrero de 2026',
      'Primera quincena de marzo de 2026',
      'Segunda quincena de marzo de 2026',
    ]);
  });

  it('counts people and lists them when the change reaches several', () => {
    const luis = { ...ana, contractId: 8, documentNumber: '79000111', name: 'Luis Gómez' };
    render(<RetroactiveImpactNotice impact={impactOf([ana, luis])} />);
    expect(screen.getByRole('alert').textContent).toContain('afecta 6 períodos acumulados de 2 personas');
    expect(screen.getByText('Luis Gómez (79000111)')).toBeTruthy();
  });

  it('names a monthly period and says so when there is no open period yet', () => {
    const january = { calendarId: 1, year: 2026, month: 1, fortnight: null, detail: 'Nómina enero' };
    const base = {
      from: '2026-01-20',
      periods: [
        { ...january, periodStart: '2026-01-01', periodEnd: '2026-01-31', label: periodLabel(january) },
      ],
      people: [{ ...ana, calendarIds: [1] }],
      openPeriods: [],
    };
    expect(retroactiveSummary(base)).toBe(
      'Este cambio rige desde el 20-01-2026 y afecta 1 período acumulado de Ana Pérez (enero de 2026). Los períodos acumulados no se modifican: Quincena liquida las diferencias (retroactivo) al procesar el período abierto que usted elija para pagarlas. Aún no hay un período abierto para pagarlas.',
    );
  });

  it('registers a contract term change with its own source (decision 0353)', async () => {
    const onHide = vi.fn();
    renderWithClient(
      <RetroactiveImpactDialog impact={impactOf([ana])} contractId={7} source="CONTRACT" onHide={onHide} />,
    );
    expect(screen.getByText('Cambio retroactivo')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Liquidar diferencias en este período/ }));
    await waitFor(() => expect(onHide).toHaveBeenCalled());
    expect(posted).toEqual([
      { contractIds: [7], from: '2026-01-01', carryingCalendarId: 7, source: 'CONTRACT' },
    ]);
  });

  it('offers the open periods, the first chosen, and registers the change there', async () => {
    const onHide = vi.fn();
    const impact = impactOf([ana]);
    impact.openPeriods.push(fortnightOf(8, 4, 2));
    renderWithClient(<RetroactiveImpactDialog impact={impact} contractId={7} onHide={onHide} />);
    expect(screen.getByText('Cambio retroactivo')).toBeTruthy();
    expect(screen.getByText('Período que pagará las diferencias')).toBeTruthy();
    expect(document.body.textContent).toContain('Primera quincena de abril de 2026');
    fireEvent.click(screen.getByRole('button', { name: /Liquidar diferencias en este período/ }));
    await waitFor(() => expect(onHide).toHaveBeenCalled());
    expect(posted).toEqual([
      { contractIds: [7], from: '2026-01-01', carryingCalendarId: 7, source: 'SALARY' },
    ]);
    expect(notify.success).toHaveBeenCalledWith(
      'Las diferencias se liquidarán al procesar el período elegido.',
    );
  });

  it('closes without registering anything on "Ahora no"', () => {
    const onHide = vi.fn();
    renderWithClient(<RetroactiveImpactDialog impact={impactOf([ana])} contractId={7} onHide={onHide} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ahora no' }));
    expect(onHide).toHaveBeenCalled();
    expect(posted).toEqual([]);
  });

  it("shows the server's refusal and stays open", async () => {
    refusal =
      'El período elegido ya está acumulado o no es una nómina: elija un período abierto posterior al último acumulado.';
    const onHide = vi.fn();
    renderWithClient(<RetroactiveImpactDialog impact={impactOf([ana])} contractId={7} onHide={onHide} />);
    fireEvent.click(screen.getByRole('button', { name: /Liquidar diferencias en este período/ }));
    await waitFor(() => expect(notify.serverError).toHaveBeenCalledWith(refusal));
    expect(onHide).not.toHaveBeenCalled();
  });

  it('offers only "Entendido" when no period is open to pay the differences', () => {
    const onHide = vi.fn();
    const impact = { ...impactOf([ana]), openPeriods: [] };
    renderWithClient(<RetroactiveImpactDialog impact={impact} contractId={7} onHide={onHide} />);
    expect(screen.queryByText('Período que pagará las diferencias')).toBeNull();
    expect(screen.queryByRole('button', { name: /Liquidar diferencias/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Entendido/ }));
    expect(onHide).toHaveBeenCalled();
  });
});

describe('"Ahora no" on a contract pay term (decision 0364)', () => {
  const CONTRACT_LATER =
    'El cambio del contrato ya quedó guardado. Si elige «Ahora no», los períodos acumulados no se recalculan y las diferencias no se pagan; guardar de nuevo el contrato no lo vuelve a ofrecer: si deben pagarse, registre el pago o el descuento que corresponda como novedad de un período abierto.';

  it('is told before the choice and, after it, as a sticky Aviso naming the person and the periods', async () => {
    const onHide = vi.fn();
    renderWithClient(
      <RetroactiveImpactDialog impact={impactOf([ana])} contractId={7} source="CONTRACT" onHide={onHide} />,
    );
    expect(screen.getByText(CONTRACT_LATER)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ahora no' }));
    await waitFor(() => expect(onHide).toHaveBeenCalled());
    expect(posted).toEqual([]);
    expect(notify.serverError).toHaveBeenCalledWith(
      'El cambio del contrato de Ana Pérez quedó guardado sin un período que pague las diferencias de los períodos acumulados (primera quincena de enero de 2026 a segunda quincena de marzo de 2026): no se pagarán. Quincena no lo vuelve a ofrecer al guardar de nuevo el contrato; si deben pagarse, registre el pago o el descuento que corresponda como novedad de un período abierto.',
    );
  });

  it('without an open period offers only "Entendido", which leaves the same Aviso', async () => {
    const impact = impactOf([ana]);
    impact.openPeriods = [];
    renderWithClient(
      <RetroactiveImpactDialog impact={impact} contractId={7} source="CONTRACT" onHide={vi.fn()} />,
    );
    expect(
      screen.getByText(
        'El cambio del contrato ya quedó guardado, pero los períodos acumulados no se recalculan y las diferencias no se pagan; guardar de nuevo el contrato no lo vuelve a ofrecer: si deben pagarse, registre el pago o el descuento que corresponda como novedad de un período abierto.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ahora no' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(notify.serverError).toHaveBeenCalledTimes(1));
    expect(vi.mocked(notify.serverError).mock.calls[0]?.[0]).toContain('El cambio del contrato de Ana Pérez');
  });

  it('a registered change leaves no Aviso', async () => {
    const onHide = vi.fn();
    renderWithClient(
      <RetroactiveImpactDialog impact={impactOf([ana])} contractId={7} source="CONTRACT" onHide={onHide} />,
    );
    fireEvent.click(screen.getByRole('button', { name: /Liquidar diferencias en este período/ }));
    await waitFor(() => expect(onHide).toHaveBeenCalled());
    expect(notify.serverError).not.toHaveBeenCalled();
  });

  it('names every person a salary change reaches', async () => {
    const luis = { ...ana, contractId: 8, documentNumber: '79000111', name: 'Luis Gómez' };
    const eva = { ...ana, contractId: 9, documentNumber: '52000222', name: 'Eva Ruiz' };
    renderWithClient(
      <RetroactiveImpactDialog
        impact={impactOf([ana, luis, eva])}
        contractIds={[7, 8, 9]}
        onHide={vi.fn()}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ahora no' }));
    await waitFor(() => expect(notify.serverError).toHaveBeenCalledTimes(1));
    expect(vi.mocked(notify.serverError).mock.calls[0]?.[0]).toContain(
      'El nuevo salario de Ana Pérez, Luis Gómez y Eva Ruiz quedó guardado',
    );
  });

  it('a legal value answered "Ahora no" leaves no Aviso: its notice stays on the page', async () => {
    const onHide = vi.fn();
    renderWithClient(
      <RetroactiveImpactDialog
        impact={impactOf([ana])}
        contractIds={[7]}
        source="LEGAL_VALUE"
        onHide={onHide}
      />,
    );
    expect(screen.queryByText(/ya quedó guardad/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ahora no' }));
    await waitFor(() => expect(onHide).toHaveBeenCalled());
    expect(notify.serverError).not.toHaveBeenCalled();
  });
});
