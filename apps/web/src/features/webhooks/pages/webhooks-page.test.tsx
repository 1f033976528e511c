import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '../../../../test/render.tsx';
import { installSpanishLocale } from '../../../lib/primereact-locale.ts';
import { lastResult } from '../components/deliveries-dialog.tsx';
import { formatMoment } from '../components/webhook-format.ts';
import { WebhooksPage } from './webhooks-page.tsx';

installSpanishLocale();

const endpoint = {
  id: 7,
  url: 'https://erp.example.com/quincena',
  description: 'ERP contable',
  events: ['proceso.finalizado', 'empleado.creado'],
  active: true,
  createdAt: '2026-03-02T13:00:00.000Z',
  lastDelivery: { eventType: 'proceso.finalizado', status: 'FALLIDA', createdAt: '2026-03-02T15:30:00.000Z' },
};

const delivery = {
  id: 41,
  endpointId: 7,
  eventId: '0b8f4c1e-3d2a-4f6b-9c7d-1a2b3c4d5e6f',
  eventType: 'proceso.finalizado',
  createdAt: '2026-03-02T15:30:00.000Z',
  status: 'FALLIDA',
  attemptCount: 6,
  nextAttemptAt: null,
  lastStatusCode: 503,
  attempts: [
    {
      attemptedAt: '2026-03-02T15:30:00.000Z',
      statusCode: 503,
      durationMs: 80,
      responseExcerpt: 'mantenimiento',
      error: 'El servidor respondió 503',
    },
  ],
};

function mockServer() {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === '/api/webhooks' && method === 'GET') return Response.json([endpoint]);
      if (url === '/api/webhooks' && method === 'POST') {
        const body = JSON.parse(String(init?.body));
        return Response.json(
          {
            endpoint: { ...endpoint, id: 8, ...body, lastDelivery: null },
            secret: 'whsec_secreto-de-prueba',
            message: 'Webhook creado. Copie el secreto ahora: no se volverá a mostrar',
          },
          { status: 201 },
        );
      }
      if (url === '/api/webhooks/7/deliveries') return Response.json([delivery]);
      if (url === '/api/webhooks/deliveries/41/replay')
        return Response.json({ message: 'Entrega reenviada: se intentará de nuevo en unos segundos' });
      return Response.json({}, { status: 404 });
    }),
  );
  return calls;
}

function renderPage() {
  return renderWithClient(<WebhooksPage />, { path: '/Webhooks' });
}

describe('WebhooksPage (/Webhooks, issue 33)', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the endpoints with their events in Spanish, state and last delivery', async () => {
    mockServer();
    renderPage();
    expect(await screen.findByText('https://erp.example.com/quincena')).toBeTruthy();
    expect(screen.getByText('Proceso de liquidación terminado')).toBeTruthy();
    expect(screen.getByText('Empleado creado (nuevo contrato)')).toBeTruthy();
    expect(screen.getByText('Activo')).toBeTruthy();
    expect(screen.getByText('Fallida')).toBeTruthy();
    // 15:30 UTC is 10:30 in Bogotá.
    expect(screen.getByText('02-03-2026 10:30')).toBeTruthy();
  });

  it('asks for at least one event, then registers and shows the secret once', async () => {
    const calls = mockServer();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Nuevo webhook' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('URL de destino'), {
      target: { value: 'https://erp.example.com/nuevo' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Seleccione al menos un evento')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.click(within(dialog).getByLabelText('Período acumulado'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect((await screen.findByTestId('webhook-secret')).textContent).toBe('whsec_secreto-de-prueba');
    expect(screen.getByText('No se volverá a mostrar.')).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      url: 'https://erp.example.com/nuevo',
      description: '',
      events: ['periodo.acumulado'],
      active: true,
    });
  });

  it('refuses plain http to another host before calling the server', async () => {
    const calls = mockServer();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Nuevo webhook' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('URL de destino'), { target: { value: 'erp sin url' } });
    fireEvent.click(within(dialog).getByLabelText('Empleado retirado'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Ingrese una URL válida que empiece por https://')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows an endpoint’s deliveries and resends one', async () => {
    const calls = mockServer();
    renderPage();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Entregas de https://erp.example.com/quincena' }),
    );
    const table = await screen.findByRole('dialog');
    expect(await within(table).findByText('HTTP 503 · mantenimiento')).toBeTruthy();
    expect(within(table).getByText('6')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Reenviar' }));
    await waitFor(() =>
      expect(
        calls.some((call) => call.method === 'POST' && call.url === '/api/webhooks/deliveries/41/replay'),
      ).toBe(true),
    );
  });

  it('words the last answer of a delivery', () => {
    expect(lastResult({ ...delivery, status: 'PENDIENTE', attempts: [] } as never)).toBe('En cola');
    expect(
      lastResult({
        ...delivery,
        attempts: [{ ...delivery.attempts[0], statusCode: null, error: 'El servidor rechazó la conexión' }],
      } as never),
    ).toBe('El servidor rechazó la conexión');
    expect(formatMoment('2026-01-01T04:59:00.000Z')).toBe('31-12-2025 23:59');
  });
});
