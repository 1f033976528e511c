import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitWindows } from '../../src/db/schema/index.ts';
import { createTestApp, GENEROUS_LIMITS, type TestContext } from '../helpers/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    rateLimits: { ...GENEROUS_LIMITS, recovery: { max: 3, windowMs: 15 * 60_000 } },
  });
});
afterAll(async () => ctx.close());

const recover = () =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/access/password-recovery',
    payload: { email: 'x@empresa.com.co' },
  });

describe('[PLATFORM][RATE_LIMIT]', () => {
  it('counts requests per address in the database and answers 429 in Spanish past the limit', async () => {
    for (let i = 0; i < 3; i++) expect((await recover()).statusCode).toBe(202);
    const limited = await recover();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Demasiadas solicitudes. Inténtalo nuevamente en 15 minutos.',
    });
    const rows = await ctx.db.select().from(rateLimitWindows);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.hits).toBe(4);
    expect(rows[0]?.windowMs).toBe(900_000);
  });

  it('opens a new window when the old one has passed', async () => {
    ctx.clock.advance({ minutes: 15 });
    expect((await recover()).statusCode).toBe(202);
    const [row] = await ctx.db.select().from(rateLimitWindows).where(eq(rateLimitWindows.windowMs, 900_000));
    expect(row?.hits).toBe(1);
    expect(row?.windowStartedAt.toISOString()).toBe(ctx.clock.now().toISOString());
  });

  it('keeps one window per route, so spending the recovery limit leaves sign-in untouched', async () => {
    for (let i = 0; i < 4; i++) await recover();
    expect((await recover()).statusCode).toBe(429);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/access/login',
      payload: { email: 'nadie@empresa.com.co', password: 'Clave.Segura1', altcha: 'x' },
    });
    expect(signIn.statusCode).not.toBe(429);
    const keys = (await ctx.db.select().from(rateLimitWindows)).map((row) => row.key);
    expect(keys.some((key) => key.startsWith('POST/api/access/password-recovery-'))).toBe(true);
  });
});
