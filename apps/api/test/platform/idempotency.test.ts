import { and, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { costCentres } from '../../src/db/schema/index.ts';
import type { RequestAuth } from '../../src/platform/auth/request-context.ts';
import { registerErrorHandler } from '../../src/platform/errors/error-handler.ts';
import { registerIdempotency } from '../../src/platform/http/idempotency.ts';
import { bearer, createCompany, userToken } from '../factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

/** Decision 0337: a POST retried with the same Idempotency-Key creates nothing twice. */
let ctx: TestContext;
let admin: Record<string, string>;
let otherAdmin: Record<string, string>;
let companyId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const company = await createCompany(ctx.db, { name: 'Lácteos del Valle S.A.S.' });
  companyId = company.id;
  admin = bearer(await userToken(ctx, { companyId }));
  const other = await createCompany(ctx.db);
  otherAdmin = bearer(await userToken(ctx, { companyId: other.id }));
}, 60_000);
afterAll(async () => ctx.close());

const centre = (code: string, name = `Centro ${code}`) => ({ code, name, expenseType: '51' });

function post(payload: unknown, key?: string, headers = admin) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/accounting/cost-centres',
    headers: { ...headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: payload as Record<string, unknown>,
  });
}

const rowsWithCode = async (code: string, company = companyId) =>
  ctx.db
    .select()
    .from(costCentres)
    .where(and(eq(costCentres.companyId, company), eq(costCentres.code, code)));

describe('[PLATFORM][IDEMPOTENCY]', () => {
  it('answers a retry with the first answer and creates one row', async () => {
    const first = await post(centre('IDEM-1'), 'pedido-1');
    expect(first.statusCode).toBe(201);
    const retry = await post(centre('IDEM-1'), 'pedido-1');
    expect(retry.statusCode).toBe(201);
    expect(retry.body).toBe(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await rowsWithCode('IDEM-1')).toHaveLength(1);
  });

  it('refuses the same key with another body with 422 and a Spanish message', async () => {
    expect((await post(centre('IDEM-2'), 'pedido-2')).statusCode).toBe(201);
    const other = await post(centre('IDEM-3'), 'pedido-2');
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(
      'La clave de idempotencia ya se usó con otra solicitud; usa una clave nueva para una solicitud distinta',
    );
    expect(await rowsWithCode('IDEM-3')).toHaveLength(0);
  });

  it('lets two concurrent duplicates create one row: the other waits its turn with 409 or gets the same answer', async () => {
    const [a, b] = await Promise.all([
      post(centre('IDEM-4'), 'pedido-4'),
      post(centre('IDEM-4'), 'pedido-4'),
    ]);
    const waiting = [a, b].find((response) => response.statusCode !== 201);
    if (waiting) {
      // One created; the other arrived while it ran.
      expect([a, b].filter((response) => response.statusCode === 201)).toHaveLength(1);
      expect(waiting.statusCode).toBe(409);
      expect(waiting.json().message).toBe('La solicitud con esta clave de idempotencia está en curso');
    } else {
      // The second arrived after the first finished: the same answer, replayed.
      expect(b.body).toBe(a.body);
    }
    expect(await rowsWithCode('IDEM-4')).toHaveLength(1);
    // Once the first finished, a retry gets its answer.
    const retry = await post(centre('IDEM-4'), 'pedido-4');
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
  });

  it('keeps keys per company: another company may use the same key for its own request', async () => {
    expect((await post(centre('IDEM-5'), 'compartida')).statusCode).toBe(201);
    const other = await post(centre('IDEM-5'), 'compartida', otherAdmin);
    expect(other.statusCode).toBe(201);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(other.json().id).not.toBe((await rowsWithCode('IDEM-5'))[0]?.id);
  });

  it('forgets a key after 24 hours and refuses one longer than 255 characters', async () => {
    expect((await post(centre('IDEM-6'), 'pedido-6')).statusCode).toBe(201);
    ctx.clock.advance({ minutes: 24 * 60, seconds: 1 });
    admin = bearer(await userToken(ctx, { companyId }));
    const later = await post(centre('IDEM-6'), 'pedido-6');
    // A new request now, not a replay: the code is taken, so the centre is refused as a duplicate.
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.statusCode).toBe(409);
    const tooLong = await post(centre('IDEM-7'), 'x'.repeat(256));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('La clave de idempotencia debe tener entre 1 y 255 caracteres');
  });

  it('does not keep a failure of validation: the corrected request with the same key creates', async () => {
    const invalid = await post({ code: 'IDEM-8' }, 'pedido-8');
    expect(invalid.statusCode).toBe(400);
    const fixed = await post(centre('IDEM-8'), 'pedido-8');
    expect(fixed.statusCode).toBe(201);
  });
});

describe('[PLATFORM][IDEMPOTENCY] a duplicate while the first still runs', () => {
  it('answers the duplicate 409 in Spanish and runs the handler once', async () => {
    // A bare server whose create waits until released, so the duplicate surely arrives mid-way.
    const app = Fastify();
    registerErrorHandler(app);
    app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request) => {
      request.auth = { companyId } as RequestAuth;
    });
    registerIdempotency(app, { db: ctx.db, clock: ctx.clock });
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let runs = 0;
    let started: () => void = () => undefined;
    const firstStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    app.post('/lento', async (_request, reply) => {
      runs += 1;
      started();
      await released;
      return reply.code(201).send({ creado: runs });
    });
    try {
      const call = () =>
        app.inject({
          method: 'POST',
          url: '/lento',
          headers: { 'idempotency-key': 'lento-1' },
          payload: { a: 1 },
        });
      const first = call();
      await firstStarted;
      const duplicate = await call();
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().message).toBe('La solicitud con esta clave de idempotencia está en curso');
      release();
      expect((await first).statusCode).toBe(201);
      const retry = await call();
      expect(retry.statusCode).toBe(201);
      expect(retry.json()).toEqual({ creado: 1 });
      expect(runs).toBe(1);
    } finally {
      await app.close();
    }
  });
});
