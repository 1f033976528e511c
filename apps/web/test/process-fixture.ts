import type { TProcess } from '@quincena/contracts/settlement';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** A finished Procesar run of calendar 7 (NM 2026-03 Q1) over ten people; tests override what they check. */
export const processFixture = (overrides: Partial<TProcess> = {}): TProcess => ({
  id: 1,
  calendarId: 7,
  calendarDetail: 'NM 2026-03 Q1',
  action: 'PRO',
  status: 'TERMINADO',
  percentage: 100,
  thread: null,
  job: null,
  record: null,
  startedAt: '2026-03-15T12:00:00Z',
  finishedAt: '2026-03-15T12:00:03Z',
  total: 10,
  processed: 10,
  failed: 0,
  excluded: 0,
  error: null,
  ...overrides,
});

/** Opens the process dialog's calendar dropdown once its calendars loaded and picks the processed one. */
export async function chooseProcessedCalendar(detail: string) {
  const dropdown = document.querySelector('.process-dialog__calendar');
  if (!dropdown) throw new Error('no calendar dropdown');
  await waitFor(() => expect(dropdown.textContent).not.toContain('Cargando'));
  fireEvent.click(dropdown);
  fireEvent.click(await screen.findByText(`${detail} · Procesado`, { selector: 'li *, li' }));
}
