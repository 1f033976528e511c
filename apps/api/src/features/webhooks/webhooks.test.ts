import { createHmac } from 'node:crypto';
import type { TCalendar, TProcess } from '@quincena/contracts/settlement';
import type { TWebhookDelivery, TWebhookEndpoint } from '@quincena/contracts/webhooks';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, userToken } from '../../../test/factories.ts';
import { FakeClock } from '../../../test/fakes/fake-clock.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { auditLog, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import type { JobQueue } from '../../platform/jobs/index.ts';
import { createSecretBox } from '../../platform/secret-box.ts';
import { deploymentSecret } from '../../platform/secrets.ts';
import { contractInput, personInput } from '../employees/employees.fixtures.ts';
import { runProcess, settlementCompany } from '../settlement/settlement.test-support.ts';
import { createWebhookDelivery, MAX_ATTEMPTS } from './webhook-delivery.ts';
import { startReceiver, until } from './webhooks.test-support.ts';

let ctx: TestContext;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let company: Awaited<ReturnType<typeof settlementCompany>>;
let otherAdmin: string;
let client: string;

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject(
    payload === undefined
      ? { method, url, headers: bearer(token) }
      : { method, url, headers: bearer(token), payload },
  );
const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  call(company.token, method, url, payload);

async function register(url: string, events: string[]) {
  const response = await admin('POST', '/api/webhooks', { url, events, description: 'ERP contable' });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { endpoint: TWebhookEndpoint; secret: string; message: string };
}

const deliveriesOf = async (endpointId: number) =>
  (await admin('GET', `/api/webhooks/${endpointId}/deliveries`)).json() as TWebhookDelivery[];

/** The job handler itself, on the app's database and clock: retries without waiting for back-off. */
async function deliveryWorker(
  send?: Parameters<typeof createWebhookDelivery>[0]['send'],
  clock: FakeClock = ctx.clock,
) {
  const queued: number[] = [];
  const queue = {
    enqueue: async (_name: string, payload: { deliveryId: number }) => {
      queued.push(payload.deliveryId);
      return 'prueba';
    },
  } as unknown as JobQueue;
  const secret = await deploymentSecret(ctx.db, 'DATA_ENCRYPTION_SECRET', undefined);
  return createWebhookDelivery({
    db: ctx.db,
    clock,
    queue,
    secrets: createSecretBox(secret, 'webhooks'),
    production: false,
    ...(send ? { send } : {}),
  });
}

let personSeq = 0;
/** A new employee (person and contract) of the company through the API, as the screens do. */
async function hireEmployee() {
  personSeq += 1;
  const person = await admin(
    'POST',
    '/api/persons',
    personInput({ documentNumber: String(52_000_000 + personSeq), email: `nueva${personSeq}@correo.com.co` }),
  );
  const contract = await admin('POST', '/api/contracts', contractInput(person.json().id, company.jobId));
  expect(contract.statusCode, contract.body).toBe(201);
  return contract.json().contract.id as number;
}

beforeAll(async () => {
  ctx = await createTestApp();
  receiver = await startReceiver();
  company = await settlementCompany(ctx, [2_000_000]);
  const other = await createCompany(ctx.db);
  otherAdmin = await userToken(ctx, { companyId: other.id });
  client = await userToken(ctx, {
    companyId: company.companyId,
    role: 'CLIENT',
    employeeNumberId: '1020304000',
  });
}, 120_000);
afterAll(async () => {
  await receiver.close();
  await ctx.close();
});

describe('registering endpoints', () => {
  it('shows the signing secret once and keeps it only sealed', async () => {
    const { endpoint, secret, message } = await register(receiver.url, ['empleado.creado']);
    expect(message).toBe('Webhook creado. Copie el secreto ahora: no se volverá a mostrar');
    expect(secret).toMatch(/^whsec_/);
    expect(endpoint).toMatchObject({ url: receiver.url, events: ['empleado.creado'], active: true });
    const list = await admin('GET', '/api/webhooks');
    expect(list.body).not.toContain(secret);
    const [row] = await ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row?.secretSealed).toMatch(/^v1\./);
    expect(row?.secretSealed).not.toContain(secret.slice(6));
    await admin('DELETE', `/api/webhooks/${endpoint.id}`);
  });

  it('refuses plain http to another host, a URL that is not one and an empty event list', async () => {
    const http = await admin('POST', '/api/webhooks', {
      url: 'http://erp.example.com/hook',
      events: ['empleado.creado'],
    });
    expect(http.statusCode).toBe(400);
    expect(http.json().message).toBe(
      'La URL debe usar https:// (http solo se admite para localhost fuera de producción)',
    );
    const notUrl = await admin('POST', '/api/webhooks', { url: 'erp contable', events: ['empleado.creado'] });
    expect(notUrl.statusCode).toBe(400);
    expect(notUrl.body).toContain('Ingrese una URL válida que empiece por https://');
    const noEvents = await admin('POST', '/api/webhooks', {
      url: 'https://erp.example.com/hook',
      events: [],
    });
    expect(noEvents.statusCode).toBe(400);
    expect(noEvents.body).toContain('Seleccione al menos un evento');
  });

  it('records creation, change and deletion in the company audit log, never the secret', async () => {
    const { endpoint, secret } = await register('https://erp.example.com/hook', ['empleado.creado']);
    const change = await admin('PUT', `/api/webhooks/${endpoint.id}`, {
      url: 'https://erp.example.com/hook',
      events: ['empleado.creado', 'empleado.retirado'],
      active: false,
    });
    expect(change.statusCode).toBe(200);
    expect(change.json().endpoint).toMatchObject({
      active: false,
      events: ['empleado.creado', 'empleado.retirado'],
    });
    ctx.clock.advance({ minutes: 1 });
    const rotated = await admin('POST', `/api/webhooks/${endpoint.id}/secret`);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().secret).not.toBe(secret);
    expect((await admin('DELETE', `/api/webhooks/${endpoint.id}`)).json().message).toBe('Webhook eliminado');
    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'webhook_endpoints'), eq(auditLog.entityId, String(endpoint.id))))
      .orderBy(auditLog.id);
    expect(entries.map((entry) => entry.action)).toEqual(['INSERT', 'UPDATE', 'UPDATE', 'DELETE']);
    expect(Object.keys(entries[2]?.after ?? {})).toEqual(['secret_rotated_at']);
    expect(entries.every((entry) => entry.companyId === company.companyId)).toBe(true);
    expect(entries[0]?.userId).not.toBeNull();
    expect(JSON.stringify(entries)).not.toContain(secret.slice(6));
    expect(JSON.stringify(entries)).not.toContain('secret_sealed');
  });
});

describe('another company and employees', () => {
  it('never see nor touch this company’s endpoints and deliveries', async () => {
    const { endpoint } = await register('https://erp.example.com/ajeno', ['empleado.creado']);
    const [delivery] = await ctx.db
      .insert(webhookDeliveries)
      .values({
        companyId: company.companyId,
        endpointId: endpoint.id,
        eventId: '00000000-0000-4000-8000-000000000001',
        eventType: 'empleado.creado',
        body: '{}',
        status: 'FALLIDA',
      })
      .returning();
    const body = { url: 'https://atacante.example.com', events: ['empleado.creado'] };
    expect((await call(otherAdmin, 'GET', '/api/webhooks')).json()).toEqual([]);
    for (const [method, url] of [
      ['PUT', `/api/webhooks/${endpoint.id}`],
      ['DELETE', `/api/webhooks/${endpoint.id}`],
      ['POST', `/api/webhooks/${endpoint.id}/secret`],
      ['GET', `/api/webhooks/${endpoint.id}/deliveries`],
      ['POST', `/api/webhooks/deliveries/${delivery?.id}/replay`],
    ] as const) {
      const answer = await call(otherAdmin, method, url, method === 'PUT' ? body : undefined);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
      expect((await call(client, method, url, method === 'PUT' ? body : undefined)).statusCode).toBe(403);
    }
    const [row] = await ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row?.url).toBe('https://erp.example.com/ajeno');
    expect((await call(client, 'GET', '/api/webhooks')).statusCode).toBe(403);
    await admin('DELETE', `/api/webhooks/${endpoint.id}`);
  });
});

describe('deliveries', () => {
  it('delivers a signed "empleado.creado" when a contract is created', async () => {
    const { endpoint, secret } = await register(receiver.url, ['empleado.creado']);
    const before = receiver.received.length;
    const contractId = await hireEmployee();
    await until(() => receiver.received.length > before, 'the receiver got the event');
    const got = receiver.received[before];
    const body = JSON.parse(got?.body ?? '{}');
    expect(body).toMatchObject({
      type: 'empleado.creado',
      companyId: company.companyId,
      data: { contractId },
    });
    // The documented scheme, computed here independently of the server's code.
    const timestamp = String(got?.headers['quincena-webhook-timestamp']);
    const expected = createHmac('sha256', secret).update(`${timestamp}.${got?.body}`).digest('hex');
    expect(got?.headers['quincena-webhook-signature']).toBe(`v1=${expected}`);
    expect(got?.headers['quincena-webhook-id']).toBe(body.id);
    expect(Number(timestamp)).toBe(Math.floor(ctx.clock.now().getTime() / 1000));
    await until(async () => (await deliveriesOf(endpoint.id))[0]?.status === 'ENTREGADA', 'recorded');
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ eventType: 'empleado.creado', attemptCount: 1, lastStatusCode: 200 });
    expect(delivery?.attempts[0]).toMatchObject({
      statusCode: 200,
      responseExcerpt: 'recibido',
      error: null,
    });
    const listed = (await admin('GET', '/api/webhooks')).json() as TWebhookEndpoint[];
    expect(listed.find((e) => e.id === endpoint.id)?.lastDelivery).toMatchObject({ status: 'ENTREGADA' });

    // Reenviar: a new attempt of the same event (same id and body).
    const replay = await admin('POST', `/api/webhooks/deliveries/${delivery?.id}/replay`);
    expect(replay.json().message).toBe('Entrega reenviada: se intentará de nuevo en unos segundos');
    await until(() => receiver.received.length > before + 1, 'the replay arrived');
    expect(receiver.received[before + 1]?.headers['quincena-webhook-id']).toBe(body.id);
    expect(receiver.received[before + 1]?.body).toBe(got?.body);
    await until(async () => (await deliveriesOf(endpoint.id))[0]?.attemptCount === 2, 'replay recorded');
    await admin('DELETE', `/api/webhooks/${endpoint.id}`);
  });

  it('announces each employee of a bulk load once the load stands', async () => {
    const { endpoint } = await register(receiver.url, ['empleado.creado']);
    const template = (await admin('GET', '/api/bulk-loads/employees/template')).json() as {
      columns: { key: string; example: string }[];
    };
    const rows = [61_000_001, 61_000_002].map((number, index) => ({
      position: index + 2,
      cells: template.columns.map((column) =>
        column.key === 'person.documentNumber'
          ? String(number)
          : column.key === 'person.email'
            ? `carga${number}@correo.com.co`
            : column.example === ''
              ? '*'
              : column.example,
      ),
    }));
    const load = await admin('POST', '/api/bulk-loads/employees', { fileName: 'empleados.xlsx', rows });
    expect(load.json(), load.body).toMatchObject({ outcome: 'LOADED', loaded: 2 });
    await until(async () => (await deliveriesOf(endpoint.id)).length === 2, 'two deliveries');
    const contractIds = (await deliveriesOf(endpoint.id)).map((d) => d.eventType);
    expect(contractIds).toEqual(['empleado.creado', 'empleado.creado']);
    await admin('DELETE', `/api/webhooks/${endpoint.id}`);
  });

  it('retries with back-off: fails twice, then the third attempt is delivered', async () => {
    const { endpoint } = await register(receiver.url, ['empleado.creado']);
    receiver.answer(500, 503);
    const before = receiver.received.length;
    await hireEmployee();
    await until(async () => (await deliveriesOf(endpoint.id))[0]?.attemptCount === 1, 'first attempt');
    const [first] = await deliveriesOf(endpoint.id);
    expect(first).toMatchObject({ status: 'PENDIENTE', lastStatusCode: 500 });
    expect(first?.nextAttemptAt).toBe(new Date(ctx.clock.now().getTime() + 60_000).toISOString());

    const worker = await deliveryWorker();
    const job = { deliveryId: first?.id as number };
    ctx.clock.advance({ seconds: 30 });
    await worker.attempt(job); // not due yet: nothing is sent
    expect(receiver.received.length).toBe(before + 1);
    ctx.clock.advance({ seconds: 30 });
    expect(await worker.sweep()).toBeGreaterThanOrEqual(1);
    await worker.attempt(job);
    const [second] = await deliveriesOf(endpoint.id);
    expect(second).toMatchObject({ status: 'PENDIENTE', attemptCount: 2, lastStatusCode: 503 });
    expect(second?.nextAttemptAt).toBe(new Date(ctx.clock.now().getTime() + 300_000).toISOString());
    ctx.clock.advance({ minutes: 5 });
    await worker.attempt(job);
    const [third] = await deliveriesOf(endpoint.id);
    expect(third).toMatchObject({
      status: 'ENTREGADA',
      attemptCount: 3,
      lastStatusCode: 200,
      nextAttemptAt: null,
    });
    expect(third?.attempts.map((a) => a.statusCode)).toEqual([500, 503, 200]);
    expect(third?.attempts[0]?.error).toBe('El servidor respondió 500');
    expect(third?.attempts[0]?.responseExcerpt).toBe('fallo temporal del receptor');
    const ids = receiver.received.slice(before).map((r) => r.headers['quincena-webhook-id']);
    expect(new Set(ids).size).toBe(1);
    await admin('DELETE', `/api/webhooks/${endpoint.id}`);
  });

  it('gives up as FALLIDA after the last attempt', async () => {
    const { endpoint } = await register(receiver.url, ['empleado.retirado']);
    const [delivery] = await ctx.db
      .insert(webhookDeliveries)
      .values({
        companyId: company.companyId,
        endpointId: endpoint.id,
        eventId: '00000000-0000-4000-8000-000000000002',
        eventType: 'empleado.retirado',
        body: '{}',
        nextAttemptAt: ctx.clock.now(),
      })
      .returning();
    // A clock of its own: hours pass for the deliveries while the admin's session stays valid.
    const later = new FakeClock(ctx.clock.now());
    const worker = await deliveryWorker(
      async () => ({ statusCode: 502, excerpt: '', durationMs: 3, error: null }),
      later,
    );
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await worker.attempt({ deliveryId: delivery?.id as number });
      later.advance({ minutes: 6 * 60 });
    }
    const [row] = await ctx.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, delivery?.id as number));
    expect(row).toMatchObject({ status: 'FALLIDA', attemptCount: MAX_ATTEMPTS, nextAttemptAt: null });
    await admin('DELETE', `/api/webhooks/${endpoint.id}`);
  });

  it('never fails the action when the receiver is down', async () => {
    const down = await startReceiver();
    await down.close();
    const { endpoint } = await register(down.url, ['empleado.creado']);
    await hireEmployee(); // 201 asserted inside
    await until(async () => (await deliveriesOf(endpoint.id))[0]?.attemptCount === 1, 'attempt recorded');
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ status: 'PENDIENTE', lastStatusCode: null });
    expect(delivery?.attempts[0]?.error).toBe('El servidor rechazó la conexión');
    await admin('DELETE', `/api/webhooks/${endpoint.id}`);
  });

  it('sends nothing to a disabled endpoint', async () => {
    const { endpoint } = await register(receiver.url, ['empleado.creado']);
    await admin('PUT', `/api/webhooks/${endpoint.id}`, {
      url: receiver.url,
      events: ['empleado.creado'],
      active: false,
    });
    await hireEmployee();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await deliveriesOf(endpoint.id)).toEqual([]);
    await admin('DELETE', `/api/webhooks/${endpoint.id}`);
  });

  it('publishes a finished process and an accumulated period', async () => {
    const { endpoint } = await register(receiver.url, ['proceso.finalizado', 'periodo.acumulado']);
    const before = receiver.received.length;
    const calendars = (await admin('GET', '/api/calendars?type=NM&year=2026')).json() as TCalendar[];
    const jan = calendars[0] as TCalendar;
    const { process } = await runProcess(ctx, company.token, jan.id, 'PRO');
    expect((process as TProcess).status).toBe('TERMINADO');
    const closed = await runProcess(ctx, company.token, jan.id, 'CLO');
    expect(closed.response.statusCode, closed.response.body).toBeLessThan(300);
    await until(() => receiver.received.length >= before + 2, 'both events arrived');
    const bodies = receiver.received.slice(before).map((r) => JSON.parse(r.body));
    expect(bodies.map((b) => b.type).sort()).toEqual(['periodo.acumulado', 'proceso.finalizado']);
    const finished = bodies.find((b) => b.type === 'proceso.finalizado');
    expect(finished.data).toMatchObject({
      processId: (process as TProcess).id,
      calendarId: jan.id,
      calendarType: 'NM',
      periodStart: jan.periodStart,
      total: 1,
      processed: 1,
      failed: 0,
    });
    const accumulated = bodies.find((b) => b.type === 'periodo.acumulado');
    expect(accumulated.data).toMatchObject({
      calendarId: jan.id,
      calendarType: 'NM',
      processId: closed.process?.id,
    });
    await until(
      async () => (await deliveriesOf(endpoint.id)).every((d) => d.status === 'ENTREGADA'),
      'both recorded',
    );
    await admin('DELETE', `/api/webhooks/${endpoint.id}`);
  }, 60_000);

  it('lets a payroll run finish while a receiver is still answering a delivery', async () => {
    const { endpoint } = await register(receiver.url, ['empleado.creado']);
    receiver.hold();
    const before = receiver.received.length;
    await hireEmployee();
    await until(() => receiver.received.length > before, 'the receiver holds the request');
    const calendars = (await admin('GET', '/api/calendars?type=NM&year=2026')).json() as TCalendar[];
    const feb = calendars[1] as TCalendar;
    const { process } = await runProcess(ctx, company.token, feb.id, 'PRO');
    expect((process as TProcess).status).toBe('TERMINADO');
    expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({ status: 'PENDIENTE', attemptCount: 0 });
    receiver.release();
    await until(async () => (await deliveriesOf(endpoint.id))[0]?.status === 'ENTREGADA', 'delivered');
    await admin('DELETE', `/api/webhooks/${endpoint.id}`);
  }, 60_000);
});
