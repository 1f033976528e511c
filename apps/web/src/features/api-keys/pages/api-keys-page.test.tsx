import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderWithClient } from '../../../../test/render.tsx';
import { installSpanishLocale } from '../../../lib/primereact-locale.ts';
import { ApiKeysPage } from './api-keys-page.tsx';

installSpanishLocale();

const SECRET = `qk_live_${'A'.repeat(43)}`;
const existing = {
  id: 1,
  name: 'ERP contable',
  prefix: 'qk_live_AbCdEfGhIjKl',
  access: 'READ',
  areas: ['accounting', 'queries'],
  createdBy: 'gerente@empresa.com.co',
  createdAt: '2026-11-20T15:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
};

function mockServer() {
  let rows: Array<Record<string, unknown>> = [existing];
  return stubFetch((url, method, init) => {
    if (url === '/api/api-keys' && method === 'POST') {
      const body = JSON.parse(String(init?.body));
      const key = {
        ...existing,
        id: 2,
        ...body,
        prefix: 'qk_live_AAAAAAAAAAAA',
        createdAt: '2026-11-21T15:00:00.000Z',
      };
      rows = [key, ...rows];
      return Response.json({ key, secret: SECRET, message: 'Clave API creada' }, { status: 201 });
    }
    if (url === '/api/api-keys/1/revoke') {
      const key = { ...existing, revokedAt: '2026-11-21T16:00:00.000Z' };
      rows = rows.map((row) => (row.id === 1 ? key : row));
      return Response.json({ key, message: 'Clave API revocada' });
    }
    if (url === '/api/api-keys') return Response.json({ rows });
    return Response.json({}, { status: 404 });
  });
}

function renderPage() {
  return renderWithClient(<ApiKeysPage />, { path: '/CompanyApiKeys' });
}

describe('ApiKeysPage (/CompanyApiKeys, decision 0337)', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the keys by name, prefix, access, areas, creator and last use, never a secret', async () => {
    mockServer();
    renderPage();
    expect(await screen.findByText('ERP contable')).toBeTruthy();
    expect(screen.getByText('qk_live_AbCdEfGhIjKl…')).toBeTruthy();
    expect(screen.getByText('Solo lectura')).toBeTruthy();
    expect(screen.getByText('Consultas, Contabilidad')).toBeTruthy();
    expect(screen.getByText('gerente@empresa.com.co')).toBeTruthy();
    expect(screen.getByText('Nunca')).toBeTruthy();
    expect(screen.getByText('Activa')).toBeTruthy();
  });

  it('creates a key from the dialog and shows its secret once, with the warning', async () => {
    const calls = mockServer();
    renderPage();
    await screen.findByText('ERP contable');
    fireEvent.click(screen.getByRole('button', { name: 'Crear clave' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Nombre/), { target: { value: 'Reloj de planta' } });
    fireEvent.click(within(dialog).getByLabelText('Lectura y escritura'));
    fireEvent.click(within(dialog).getByLabelText('Novedades'));
    fireEvent.click(within(dialog).getByRole('button', { name: /Guardar/ }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Reloj de planta',
      access: 'READ_WRITE',
      areas: ['novelties'],
    });
    expect((await screen.findByTestId('api-key-secret')).textContent).toBe(SECRET);
    expect(screen.getByText(/no se volverá a mostrar/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ya la copié' }));
    await waitFor(() => expect(screen.queryByTestId('api-key-secret')).toBeNull());
  });

  it('refuses to create without areas and sends nothing', async () => {
    const calls = mockServer();
    renderPage();
    await screen.findByText('ERP contable');
    fireEvent.click(screen.getByRole('button', { name: 'Crear clave' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Nombre/), { target: { value: 'Sin áreas' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Guardar/ }));
    expect(await within(dialog).findByText('Selecciona al menos un área')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('revokes a key only after the confirmation', async () => {
    const calls = mockServer();
    renderPage();
    await screen.findByText('ERP contable');
    fireEvent.click(screen.getByRole('button', { name: 'Revocar ERP contable' }));
    expect(await screen.findByText(/¿Deseas revocar esta clave\?/)).toBeTruthy();
    expect(calls.some((call) => call.url.endsWith('/revoke'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(calls.some((call) => call.url === '/api/api-keys/1/revoke')).toBe(true));
    expect(await screen.findByText('Revocada')).toBeTruthy();
  });
});
