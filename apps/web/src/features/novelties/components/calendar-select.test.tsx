import type { TCalendar } from '@quincena/contracts/settlement';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CalendarSelect } from './novelty-fields.tsx';

const period = (
  id: number,
  start: string,
  end: string,
  detail: string,
  state: TCalendar['state'],
): TCalendar => ({
  id,
  type: 'NM',
  retirementId: null,
  year: 2026,
  month: Number(start.slice(5, 7)),
  fortnight: start.endsWith('01') ? 1 : 2,
  periodStart: start,
  periodEnd: end,
  paymentDate: end,
  detail,
  state,
  needsReprocess: false,
});

const calendars = [
  period(1, '2026-01-01', '2026-01-15', 'Nómina 1a quincena enero 2026', 'OPEN'),
  period(2, '2026-01-16', '2026-01-31', 'Nómina 2a quincena enero 2026', 'ACCUMULATED'),
  period(3, '2026-02-01', '2026-02-15', 'Nómina 1a quincena febrero 2026', 'PROCESSED'),
  period(4, '2026-02-16', '2026-02-28', 'Nómina 2a quincena febrero 2026', 'OPEN'),
];

function Harness({ initial = null }: { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <CalendarSelect
        id="reported-calendar"
        value={value}
        calendars={calendars}
        onChange={setValue}
        today="2026-02-20"
      />
      <output data-testid="chosen">{value ?? 'ninguno'}</output>
    </>
  );
}

/** The texts of the dropdown overlay's items once it has opened. */
async function openedOptions(container: HTMLElement, count: number) {
  fireEvent.click(container.querySelector('.p-dropdown') as HTMLElement);
  return waitFor(() => {
    const items = [...document.querySelectorAll<HTMLElement>('.p-dropdown-item')].map(
      (item) => item.textContent,
    );
    expect(items).toHaveLength(count);
    return items;
  });
}

describe('CalendarSelect of the novelty dialogs', () => {
  afterEach(cleanup);

  it('starts a new novelty in today’s period and lists newest first with the state', async () => {
    const { container } = render(<Harness />);
    expect(screen.getByTestId('chosen').textContent).toBe('4');
    expect(container.querySelector('.p-dropdown-label')?.textContent).toBe(
      '4 - Nómina 2a quincena febrero 2026 (abierto)',
    );
    expect(await openedOptions(container, 2)).toEqual([
      '4 - Nómina 2a quincena febrero 2026 (abierto)',
      '3 - Nómina 1a quincena febrero 2026 (procesado)',
    ]);
  });

  it('offers the open period older than the last accumulated one only on request', async () => {
    const { container } = render(<Harness />);
    fireEvent.click(screen.getByLabelText('Mostrar períodos anteriores'));
    expect(await openedOptions(container, 3)).toEqual([
      '4 - Nómina 2a quincena febrero 2026 (abierto)',
      '3 - Nómina 1a quincena febrero 2026 (procesado)',
      '1 - Nómina 1a quincena enero 2026 (abierto)',
    ]);
  });

  it('keeps an edited novelty in its own period, even an accumulated one', () => {
    const { container } = render(<Harness initial={2} />);
    expect(screen.getByTestId('chosen').textContent).toBe('2');
    expect(container.querySelector('.p-dropdown-label')?.textContent).toBe(
      '2 - Nómina 2a quincena enero 2026 (acumulado)',
    );
  });
});
