import { RUN_WARNING_MESSAGES, type TRunWarning } from '@quincena/contracts/settlement';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '../../../../test/render.tsx';
import { RunWarningsPanel } from './run-warnings-panel.tsx';

const warning: TRunWarning = {
  calendarId: 3,
  calendarDetail: 'Nómina primera quincena de enero de 2027',
  message: RUN_WARNING_MESSAGES.januaryWithoutSeverance(2026),
  route: '/Severance',
  linkLabel: 'Ir a Liquidación de cesantías',
  blocking: false,
};

function renderPanel(answer: TRunWarning[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } }),
    ),
  );
  return renderWithClient(<RunWarningsPanel />, { path: '/' });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Home: runs that need another run first (issue 27)', () => {
  it('says what is missing for which period, with a link to the screen that does it', async () => {
    renderPanel([warning]);
    expect(await screen.findByText(warning.message, { exact: false })).toBeTruthy();
    expect(screen.getByText(`${warning.calendarDetail}:`)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Ir a Liquidación de cesantías' });
    expect(link.getAttribute('href')).toBe('/Severance');
  });
});
