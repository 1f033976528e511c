import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendWebhook } from './webhook-sender.ts';

let url: string;
const server = createServer((request, response) => {
  if (request.url === '/lento') {
    // Drips a byte every 50 ms: never silent long enough for the socket timeout.
    response.writeHead(200);
    const drip = setInterval(() => response.write('.'), 50);
    response.on('close', () => clearInterval(drip));
    return;
  }
  if (request.url === '/redirige') {
    response.writeHead(302, { location: 'http://127.0.0.1:1/otra' }).end();
    return;
  }
  response.writeHead(200).end('x'.repeat(10_000));
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const post = (path: string, timeoutMs = 5000) =>
  sendWebhook({ url: `${url}${path}`, headers: {}, body: '{}', timeoutMs, production: false });

describe('sendWebhook', () => {
  it('keeps only the start of a long answer', async () => {
    const outcome = await post('/grande');
    expect(outcome).toMatchObject({ statusCode: 200, error: null });
    expect(outcome.excerpt).toHaveLength(500);
  });

  it('stops a receiver that answers too slowly at the deadline', async () => {
    const outcome = await post('/lento', 300);
    expect(outcome.error).toBe('Se agotó el tiempo de espera de la respuesta');
    expect(outcome.statusCode).toBeNull();
  });

  it('does not follow redirects: a 302 is recorded as it came', async () => {
    expect(await post('/redirige')).toMatchObject({ statusCode: 302, error: null });
  });

  it('refuses private addresses in production when the name resolves', async () => {
    const outcome = await sendWebhook({
      url: 'http://localhost:9/hook',
      headers: {},
      body: '{}',
      timeoutMs: 2000,
      production: true,
    });
    expect(outcome.error).toBe('La URL apunta a una dirección privada o local; use una dirección pública');
  });
});
