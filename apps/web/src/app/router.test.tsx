import type { TSessionResponse } from '@quincena/contracts/access';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '../../test/render.tsx';
import { sessionFixture } from '../../test/session-fixture.ts';
import { sessionStore } from '../lib/session-store.ts';
import { routes } from './router.tsx';

vi.mock('../features/access/components/human-check.tsx', () => ({ HumanCheck: () => null }));

function signInAs(overrides: Partial<TSessionResponse>) {
  const facts = sessionFixture(overrides);
  sessionStore.signIn({
    token: 'token',
    refreshToken: 'refresh-token-0123456789',
    expiresAt: facts.tokenExpiresAt,
    session: facts,
  });
  // The shell re-reads the session; answer with the same facts.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (url === '/api/access/session' ? Response.json(facts) : Response.json([]))),
  );
}

function open(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithClient(<RouterProvider router={router} />);
  return router;
}

describe('the router applies the guard (spec 01 §2.1–§2.2)', () => {
  afterEach(() => {
    cleanup();
    sessionStore.signOut();
    vi.unstubAllGlobals();
  });

  it('sends a visitor from /Novelties to /Login', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json([])),
    );
    const router = open('/Novelties');
    await waitFor(() => expect(router.state.location.pathname).toBe('/Login'));
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
  });

  it('takes an unverified administrator from /Login through /Home to /Verification', async () => {
    signInAs({ enabled: false });
    const router = open('/Login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/Verification'));
    expect(await screen.findByRole('heading', { name: 'Verificación de cuenta' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).toBeNull();
  });

  it('sends /Novelties to the overtime screen, with both tab bars on it', async () => {
    signInAs({});
    const router = open('/Novelties');
    await waitFor(() => expect(router.state.location.pathname).toBe('/NoveltiesOvertime'));
    expect(await screen.findByRole('heading', { name: 'Horas extra y recargos' })).toBeTruthy();
    expect(screen.queryByText('Pantalla en construcción')).toBeNull();
    expect(screen.getByRole('link', { name: 'Novedades', current: 'page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Horas extra y recargos', current: 'page' })).toBeTruthy();
  });

  it('shows /PayOrder, the last screen that was en construcción, inside the shell (issue 31)', async () => {
    signInAs({});
    open('/PayOrder');
    expect(await screen.findByRole('heading', { name: 'Facturación' })).toBeTruthy();
    expect(screen.queryByText('Pantalla en construcción')).toBeNull();
  });

  it('signs an employee out and shows /Login when it opens an administrator screen', async () => {
    signInAs({ role: 'CLIENT' });
    const router = open('/Employes');
    await waitFor(() => expect(router.state.location.pathname).toBe('/Login'));
    expect(sessionStore.get()).toBeNull();
  });

  it('keeps an employee on its own screens', async () => {
    signInAs({ role: 'CLIENT' });
    const router = open('/CIRVoucher');
    expect(
      await screen.findByRole('heading', { name: 'Comprobantes de ingresos y retenciones' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/CIRVoucher');
    expect(sessionStore.get()?.session.role).toBe('CLIENT');
  });

  it('closes the side menu after navigation on a screen 919 px wide or narrower', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({ matches: query === '(max-width: 919px)', media: query })),
    );
    signInAs({});
    const router = open('/Home');
    const toggle = await screen.findByRole('button', { name: 'Mostrar menú' });
    // Read the menu afresh each time: the shell may re-render it while a lazy screen loads.
    const menu = () => document.querySelector('nav.side-menu') as HTMLElement;
    expect(menu().classList.contains('is-open')).toBe(false);
    fireEvent.click(toggle);
    expect(menu().classList.contains('is-open')).toBe(true);
    expect(menu().getAttribute('aria-hidden')).toBe('false');
    fireEvent.click(screen.getByRole('link', { name: 'Empleados' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Employes'));
    await waitFor(() => expect(menu().classList.contains('is-open')).toBe(false));
  });

  it('keeps the side menu open after navigation on a wide screen', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({ matches: false, media: query })),
    );
    signInAs({});
    const router = open('/Home');
    const menu = await screen.findByRole('navigation', { name: 'Menú principal' });
    expect(menu.classList.contains('is-open')).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'Empleados' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Employes'));
    expect(menu.classList.contains('is-open')).toBe(true);
  });
});
