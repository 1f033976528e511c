import { periodLabel, retroactiveSummary, type TRetroactiveImpact } from '@quincena/contracts/retroactive';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RetroactiveImpactDialog, RetroactiveImpactNotice } from './retroactive-impact-dialog.tsx';

afterEach(cleanup);

const fortnight = (calendarId: number, month: number, half: 1 | 2) => {
  const start = `2026-0${month}-${half === 1 ? '01' : '16'}`;
  const period = { calendarId, year: 2026, month, fortnight: half, detail: `Nómina ${calendarId}` };
  return { ...period, periodStart: start, periodEnd: start, label: periodLabel(period) };
};

function impactOf(people: TRetroactiveImpact['people']): TRetroactiveImpact {
  const periods = [1, 2, 3].flatMap((month) => [
    fortnight(month * 2 - 1, month, 1),
    fortnight(month * 2, month, 2),
  ]);
  const base = { from: '2026-01-01', periods, people, openPeriods: [fortnight(7, 4, 1)] };
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
        'Este cambio rige desde el 01-01-2026 y afecta 6 períodos acumulados de Ana Pérez (primera quincena de enero de 2026 a segunda quincena de marzo de 2026). Los períodos acumulados no se recalculan solos: el pago de las diferencias (retroactivo) debe registrarse como novedad hasta que Quincena lo liquide automáticamente. El primer período abierto para registrarlas es la primera quincena de abril de 2026.',
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
      'Este cambio rige desde el 20-01-2026 y afecta 1 período acumulado de Ana Pérez (enero de 2026). Los períodos acumulados no se recalculan solos: el pago de las diferencias (retroactivo) debe registrarse como novedad hasta que Quincena lo liquide automáticamente. Aún no hay un período abierto para registrarlas.',
    );
  });

  it('stays until the clerk closes it', () => {
    const onHide = vi.fn();
    render(<RetroactiveImpactDialog impact={impactOf([ana])} onHide={onHide} />);
    expect(screen.getByText('Cambio retroactivo')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Entendido/ }));
    expect(onHide).toHaveBeenCalled();
  });
});
