import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '../../../../test/render.tsx';
import { notify } from '../../../components/notify.tsx';
import { installSpanishLocale } from '../../../lib/primereact-locale.ts';
import { HolidaysPage } from './holidays-page.tsx';

installSpanishLocale();

const YEAR = new Date().getFullYear();
const holidays = {
  year: YEAR,
  holidays: [{ date: `${YEAR}-01-01`, name: 'Año Nuevo', rule: 'fixed', source: 'Ley 51 de 1983, art. 1' }],
  businessDays: { MONDAY_TO_FRIDAY: 245, MONDAY_TO_SATURDAY: 297 },
};

function mockServer(storedSystem: string | null) {
  const puts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/reference/version') return Response.json({ version: 'v1' });
      if (url === '/api/reference/lists/vacation-systems') {
        return Response.json({
          key: 'vacation-systems',
          version: 'v1',
          items: [
            { code: 'MONDAY_TO_FRIDAY', name: 'Lunes a viernes (el sábado no es día hábil)' },
            { code: 'MONDAY_TO_SATURDAY', name: 'Lunes a sábado (el sábado es día hábil)' },
          ],
        });
      }
      if (url === `/api/holidays?year=${YEAR}`) return Response.json(holidays);
      if (url === '/api/holidays/settings' && init?.method === 'PUT') {
        const body = JSON.parse(String(init.body));
        puts.push(body);
        return Response.json({ vacationSystem: body.vacationSystem, updatedAt: '2026-11-21T06:00:00.000Z' });
      }
      if (url === '/api/holidays/settings')
        return Response.json({ vacationSystem: storedSystem, updatedAt: null });
      return Response.json([], { status: 200 });
    }),
  );
  return puts;
}

function renderPage() {
  return renderWithClient(<HolidaysPage />, { path: '/Festivos' });
}

describe('HolidaysPage (/Festivos, spec 01 §2.12)', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the holidays of the year and its business days', async () => {
    mockServer(null);
    renderPage();
    expect(await screen.findByText('Año Nuevo')).toBeTruthy();
    expect(screen.getByText(`01-01-${YEAR}`)).toBeTruthy();
    expect(
      screen.getByText(
        `Días hábiles en ${YEAR}: 245 de lunes a viernes · 297 de lunes a sábado (sin domingos ni festivos).`,
      ),
    ).toBeTruthy();
  });

  it('refuses to save without a vacation system and saves nothing', async () => {
    const puts = mockServer(null);
    const warn = vi.spyOn(notify, 'warn');
    renderPage();
    await screen.findByText('Año Nuevo');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Seleccione el sistema de vacaciones')).toBeTruthy();
    expect(warn).toHaveBeenCalledWith('Seleccione el sistema de vacaciones', { title: 'Alerta' });
    expect(puts).toEqual([]);
  });

  it('saves the stored vacation system and announces it', async () => {
    const puts = mockServer('MONDAY_TO_SATURDAY');
    const success = vi.spyOn(notify, 'success');
    renderPage();
    await screen.findAllByText('Lunes a sábado (el sábado es día hábil)');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(puts).toEqual([{ vacationSystem: 'MONDAY_TO_SATURDAY' }]));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Configuración de festivos guardada exitosamente', { life: 4000 }),
    );
  });
});
