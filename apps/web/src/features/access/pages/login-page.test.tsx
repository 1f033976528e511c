import type { TLoginResponse } from '@quincena/contracts/access';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '../../../../test/render.tsx';
import { sessionFixture } from '../../../../test/session-fixture.ts';
import { sessionStore } from '../../../lib/session-store.ts';
import { LoginPage } from './login-page.tsx';

// The real widget solves a proof of work in Web Workers; here a button stands in for a passed check.
vi.mock('../components/human-check.tsx', () => ({
  HumanCheck: ({ onChange }: { onChange: (payload: string | null) => void }) => (
    <button type="button" onClick={() => onChange('altcha-payload')}>
      Pasar verificación
    </button>
  ),
}));

const answer: TLoginResponse = {
  token: 'token-1',
  refreshToken: 'refresh-token-1-0123456789',
  expiresAt: '2026-01-15T09:00:00.000Z',
  session: sessionFixture({
    userId: 41,
    userName: 'ana@empresa.co',
    email: 'ana@empresa.co',
    termsAccepted: false,
    tokenIssuedAt: '2026-01-15T08:00:00.000Z',
    tokenExpiresAt: '2026-01-15T09:00:00.000Z',
  }),
};

type Route = (init: RequestInit | undefined) => Response;

function mockServer(routes: Record<string, Route>) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      const route = routes[url];
      return route ? route(init) : Response.json([], { status: 200 });
    }),
  );
  return calls;
}

function renderLogin() {
  return renderWithClient(<LoginPage />, { path: '/Login' });
}

async function signIn(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Pasar verificación' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Iniciar sesión' }));
}

const legal = () =>
  Response.json({ paragraphs: ['Texto de los términos.'], termsPdfUrl: '/t.pdf', policiesPdfUrl: '/p.pdf' });

describe('LoginPage (spec 01 §2.3, §4, §8)', () => {
  beforeEach(() => sessionStore.signOut());
  afterEach(() => {
    cleanup();
    sessionStore.signOut();
    vi.unstubAllGlobals();
  });

  it('shows Iniciar sesión only after the human check passes', async () => {
    mockServer({});
    renderLogin();
    expect(screen.queryByRole('button', { name: 'Iniciar sesión' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pasar verificación' }));
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeTruthy();
  });

  it('checks the e-mail and password before calling the server', async () => {
    const calls = mockServer({});
    renderLogin();
    await signIn('ana', '');
    expect(await screen.findByText('Error en formato de correo')).toBeTruthy();
    expect(screen.getByText('Agregar contraseña')).toBeTruthy();
    expect(calls.some((call) => call.url === '/api/access/login')).toBe(false);
  });

  it('asks for the terms at the first sign-in and keeps the session once accepted', async () => {
    const calls = mockServer({
      '/api/access/login': () => Response.json(answer),
      '/api/access/legal': legal,
      '/api/access/terms/accept': () => new Response(null, { status: 204 }),
    });
    renderLogin();
    await signIn(' Ana@Empresa.co ', 'Clave#2024');
    expect(await screen.findByText('Texto de los términos.')).toBeTruthy();
    expect(sessionStore.get()).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(sessionStore.get()?.session.termsAccepted).toBe(true));
    const login = calls.find((call) => call.url === '/api/access/login');
    expect(JSON.parse(String(login?.init?.body))).toEqual({
      email: 'ana@empresa.co',
      password: 'Clave#2024',
      altcha: 'altcha-payload',
    });
    const accept = calls.find((call) => call.url === '/api/access/terms/accept');
    expect(accept?.init?.headers).toMatchObject({ Authorization: 'Bearer token-1' });
  });

  it('signs out when the terms are rejected', async () => {
    const calls = mockServer({
      '/api/access/login': () => Response.json(answer),
      '/api/access/legal': legal,
    });
    renderLogin();
    await signIn('ana@empresa.co', 'Clave#2024');
    fireEvent.click(await screen.findByRole('button', { name: 'Rechazar' }));
    await waitFor(() => expect(screen.queryByText('Texto de los términos.')).toBeNull());
    expect(sessionStore.get()).toBeNull();
    expect(calls.some((call) => call.url === '/api/access/terms/accept')).toBe(false);
  });

  it('shows the lock message and keeps sign-in disabled after the third failure', async () => {
    mockServer({
      '/api/access/login': () =>
        Response.json(
          {
            code: 'ACCOUNT_LOCKED',
            message: 'Sobrepasaste los intentos permitidos. Inténtalo nuevamente en 5 minutos',
          },
          { status: 429 },
        ),
    });
    renderLogin();
    await signIn('ana@empresa.co', 'Equivocada#1');
    expect((await screen.findByTestId('login-locked')).textContent).toBe(
      'Sobrepasaste los intentos permitidos. Inténtalo nuevamente en 5 minutos',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pasar verificación' }));
    const button = (await screen.findByRole('button', { name: 'Iniciar sesión' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });
});
