import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, sessionFor } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { authSessions } from '../../db/schema/index.ts';

/**
 * Decision 0290: verified sessions are reused for a short while, but a sign-out or any other write
 * on this server is refused at once; only a change made elsewhere (another server, the database
 * itself) waits for the cache window.
 */
const WINDOW_MS = 400;
let ctx: TestContext;
let previous: string | undefined;
beforeAll(async () => {
  previous = process.env.SESSION_CACHE_MS;
  process.env.SESSION_CACHE_MS = String(WINDOW_MS);
  ctx = await createTestApp();
});
afterAll(async () => {
  if (previous === undefined) delete process.env.SESSION_CACHE_MS;
  else process.env.SESSION_CACHE_MS = previous;
  await ctx.close();
});

const session = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/access/session', headers: bearer(token) });
const newSession = async () => sessionFor(ctx.db, ctx.clock, await createUser(ctx.db));
const revokeInDatabase = (sessionId: string) =>
  ctx.db
    .update(authSessions)
    .set({ revokedAt: ctx.clock.now(), revokedReason: 'SIGN_OUT' })
    .where(eq(authSessions.id, sessionId));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('[ACCESS][SESSION CACHE]', () => {
  it('refuses a signed-out access token at once, although its session was just cached', async () => {
    const issued = await newSession();
    expect((await session(issued.token)).statusCode).toBe(200);
    expect((await session(issued.token)).statusCode).toBe(200);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/access/sign-out',
      headers: bearer(issued.token),
    });
    expect(out.statusCode).toBe(204);
    expect((await session(issued.token)).statusCode).toBe(401);
  });

  it('reuses a session read for its window only: a revocation written elsewhere counts after it', async () => {
    const issued = await newSession();
    expect((await session(issued.token)).statusCode).toBe(200);
    // Another server (or an operator) revokes the session straight in the database.
    await revokeInDatabase(issued.sessionId);
    // Within the window this server still trusts its read: that is the cache (and its bound)...
    expect((await session(issued.token)).statusCode).toBe(200);
    await sleep(WINDOW_MS + 100);
    // ...after it, the revocation holds.
    expect((await session(issued.token)).statusCode).toBe(401);
  });

  it('any write request on this server empties the cache, so its effect is seen by the next read', async () => {
    const issued = await newSession();
    expect((await session(issued.token)).statusCode).toBe(200);
    await revokeInDatabase(issued.sessionId);
    // Any POST (here one refused for its body) marks a write on this server.
    await ctx.app.inject({ method: 'POST', url: '/api/access/login', payload: {} });
    expect((await session(issued.token)).statusCode).toBe(401);
  });
});
