import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderWithClient } from '../../../../test/render.tsx';
import { NieRetroactiveNotice } from './nie-retroactive-notice.tsx';

const MESSAGE =
  'La nómina de abril de 2026 pagó retroactivo de enero de 2026. Con la opción «Nota de ajuste (Reemplazar) de los meses originales» este documento no lo incluye: procese de nuevo la nómina electrónica de ese mes (revierta su cierre si está cerrada).';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('NieRetroactiveNotice', () => {
  it('shows the Spanish notice of the consulted calendar', async () => {
    const calls = stubFetch((url) =>
      url === '/api/electronic-payroll/retroactive-months?calendarId=7'
        ? Response.json({ months: [{ year: 2026, month: 1 }], message: MESSAGE })
        : Response.json([]),
    );
    renderWithClient(<NieRetroactiveNotice calendarId={7} />, { path: '/ElectronicPayroll' });
    expect(await screen.findByText(MESSAGE)).toBeTruthy();
    expect(calls.map((call) => call.url)).toContain(
      '/api/electronic-payroll/retroactive-months?calendarId=7',
    );
  });

  it('shows nothing when the answer has no message (the default setting, or no retroactive pay of other months)', async () => {
    const calls = stubFetch(() => Response.json({ months: [], message: null }));
    const { container } = renderWithClient(<NieRetroactiveNotice calendarId={7} />, {
      path: '/ElectronicPayroll',
    });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(container.textContent).toBe('');
  });
});
