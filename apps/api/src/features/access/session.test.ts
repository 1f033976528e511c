import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, createUser, sessionFor, tokenFor } from '../../../test/factories.ts';
import { refreshSession } from '../../../test/helpers/sign-in.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { users } from '../../db/schema/index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const session = (token?: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/access/session', headers: token ? bearer(token) : {} });

describe('[ACCESS][SESSION]', () => {
  it('answers 401 without a token, with a malformed one and with a forged one', async () => {
    expect((await session()).statusCode).toBe(401);
    expect((await session('no-es-un-token')).statusCode).toBe(401);
    const forged = await new SignJWT({ role: 'ADMIN', cid: null })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('quincena')
      .setAudience('quincena-web')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('otra-clave-que-no-es-la-del-servidor-0123456789'));
    const response = await session(forged);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Inicia sesión para continuar',
    });
  });

  it('keeps a token valid for exactly 60 minutes', async () => {
    const user = await createUser(ctx.db);
    const token = await tokenFor(ctx.db, ctx.clock, user);
    ctx.clock.advance({ minutes: 59, seconds: 59 });
    expect((await session(token)).statusCode).toBe(200);
    ctx.clock.advance({ seconds: 1 });
    expect((await session(token)).statusCode).toBe(401);
  });

  it('refreshes a valid token into a new 60-minute one; an expired token cannot refresh', async () => {
    const user = await createUser(ctx.db);
    const { token, refreshToken } = await sessionFor(ctx.db, ctx.clock, user);
    const issuedAt = ctx.clock.now().getTime();
    ctx.clock.advance({ minutes: 58 });
    const refresh = await refreshSession(ctx.app, token, refreshToken);
    expect(refresh.statusCode).toBe(200);
    const { token: fresh, expiresAt } = refresh.json();
    expect(expiresAt).toBe(new Date(issuedAt + 118 * 60_000).toISOString());

    ctx.clock.advance({ minutes: 3 });
    expect((await session(token)).statusCode).toBe(401);
    const current = await session(fresh);
    expect(current.statusCode).toBe(200);
    expect(current.json().tokenExpiresAt).toBe(expiresAt);
    expect((await refreshSession(ctx.app, token, refresh.json().refreshToken)).statusCode).toBe(401);
  });

  it('hands out a new token even when the refresh comes in the same second as the sign-in', async () => {
    const user = await createUser(ctx.db);
    const { token, refreshToken } = await sessionFor(ctx.db, ctx.clock, user);
    const refresh = await refreshSession(ctx.app, token, refreshToken);
    expect(refresh.statusCode).toBe(200);
    expect(refresh.json().token).not.toBe(token);
    expect(refresh.json().refreshToken).not.toBe(refreshToken);
  });

  it('re-reads the user on every request: a deactivated user or a changed role loses the session', async () => {
    const user = await createUser(ctx.db);
    const token = await tokenFor(ctx.db, ctx.clock, user);
    expect((await session(token)).statusCode).toBe(200);
    await ctx.db.update(users).set({ status: 'I' }).where(eq(users.id, user.id));
    expect((await session(token)).statusCode).toBe(401);

    const other = await createUser(ctx.db);
    const otherToken = await tokenFor(ctx.db, ctx.clock, other);
    await ctx.db.update(users).set({ role: 'CLIENT' }).where(eq(users.id, other.id));
    expect((await session(otherToken)).statusCode).toBe(401);
  });

  it('takes the company from the database, not from the token', async () => {
    const first = await createCompany(ctx.db, { name: 'Primera S.A.S.' });
    const second = await createCompany(ctx.db, { name: 'Segunda S.A.S.' });
    const user = await createUser(ctx.db, { companyId: first.id });
    const token = await tokenFor(ctx.db, ctx.clock, { ...user, companyId: second.id });
    expect((await session(token)).json().company).toEqual({
      id: first.id,
      name: 'Primera S.A.S.',
      logoUrl: null,
    });
  });

  it('refuses a CLIENT token on an ADMIN route with 403', async () => {
    const company = await createCompany(ctx.db);
    const client = await createUser(ctx.db, { role: 'CLIENT', companyId: company.id });
    const token = await tokenFor(ctx.db, ctx.clock, client);
    for (const url of ['/api/access/verification/send', '/api/access/verification/confirm']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        headers: bearer(token),
        payload: { code: '123456' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'FORBIDDEN',
        message: 'No tienes permiso para esta acción',
      });
    }
    expect((await ctx.app.inject({ method: 'POST', url: '/api/access/verification/send' })).statusCode).toBe(
      401,
    );
  });

  it('records the terms acceptance of a user who had not accepted them', async () => {
    const user = await createUser(ctx.db, { termsAcceptedAt: null });
    const token = await tokenFor(ctx.db, ctx.clock, user);
    expect((await session(token)).json().termsAccepted).toBe(false);
    const accept = await ctx.app.inject({
      method: 'POST',
      url: '/api/access/terms/accept',
      headers: bearer(token),
    });
    expect(accept.statusCode).toBe(204);
    expect(accept.body).toBe('');
    expect((await session(token)).json().termsAccepted).toBe(true);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.termsAcceptedAt?.toISOString()).toBe(ctx.clock.now().toISOString());
  });

  it('serves the terms text and two real PDF documents to anyone', async () => {
    const legal = await ctx.app.inject({ method: 'GET', url: '/api/access/legal' });
    expect(legal.statusCode).toBe(200);
    const body = legal.json();
    expect(body.paragraphs).toHaveLength(4);
    for (const url of [body.termsPdfUrl, body.policiesPdfUrl]) {
      const pdf = await ctx.app.inject({ method: 'GET', url });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
      expect(pdf.rawPayload.subarray(-6).toString('latin1')).toBe('%%EOF\n');
    }
  });
});
