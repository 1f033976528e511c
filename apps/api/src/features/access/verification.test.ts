import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, tokenFor } from '../../../test/factories.ts';
import { apiFor } from '../../../test/helpers/api-call.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { oneTimeCodes, users } from '../../db/schema/index.ts';
import { hashCode } from './one-time-code.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());
const api = apiFor(() => ctx.app);

async function unverifiedAdmin() {
  const user = await createUser(ctx.db, { enabled: false });
  return { user, token: await tokenFor(ctx.db, ctx.clock, user) };
}
const send = (token: string) => api('POST', '/api/access/verification/send', bearer(token));
const confirm = (token: string, code: unknown) =>
  api('POST', '/api/access/verification/confirm', bearer(token), { code });
const enabledOf = async (id: number) =>
  (await ctx.db.select().from(users).where(eq(users.id, id)))[0]?.enabled;

describe('[ACCESS][VERIFICATION]', () => {
  it('mails a 6-digit code stored as SHA-256 for 10 minutes and tells when a new one may be asked', async () => {
    const { user, token } = await unverifiedAdmin();
    const response = await send(token);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ resendAvailableAt: '2026-03-02T13:02:00.000Z' });
    const code = await ctx.mail.verificationCode(user.email);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await ctx.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, user.id), eq(oneTimeCodes.purpose, 'VERIFICATION')));
    expect(row?.codeHash).toBe(hashCode(code));
    expect(row?.expiresAt.toISOString()).toBe('2026-03-02T13:10:00.000Z');
  });

  it('refuses a second request before 2 minutes with the time left, and accepts it at 2 minutes', async () => {
    const { user, token } = await unverifiedAdmin();
    expect((await send(token)).statusCode).toBe(202);
    ctx.clock.advance({ seconds: 40 });
    const early = await send(token);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({
      code: 'RESEND_TOO_SOON',
      message: 'Podrás solicitar un nuevo código en 1 minuto y 20 segundos',
    });
    expect(early.headers['retry-after']).toBe('80');
    expect(await ctx.mail.count(user.email)).toBe(1);
    ctx.clock.advance({ seconds: 80 });
    expect((await send(token)).statusCode).toBe(202);
    expect(await ctx.mail.count(user.email)).toBe(2);
  });

  it('enables the account with the code, once; the same code cannot be used again', async () => {
    const { user, token } = await unverifiedAdmin();
    await send(token);
    const code = await ctx.mail.verificationCode(user.email);
    const wrong = code === '000000' ? '000001' : '000000';
    const miss = await confirm(token, wrong);
    expect(miss.statusCode).toBe(400);
    expect(miss.json()).toMatchObject({
      code: 'INVALID_CODE',
      message: 'El código no es válido o ya venció',
    });
    expect(await enabledOf(user.id)).toBe(false);

    expect((await confirm(token, code)).statusCode).toBe(204);
    expect(await enabledOf(user.id)).toBe(true);
    const session = await api('GET', '/api/access/session', bearer(token));
    expect(session.json().enabled).toBe(true);

    const again = await confirm(token, code);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_VERIFIED', message: 'La cuenta ya está verificada' });
    const [row] = await ctx.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, user.id));
    expect(row?.usedAt?.toISOString()).toBe(ctx.clock.now().toISOString());
  });

  it('refuses a code after its 10 minutes', async () => {
    const { user, token } = await unverifiedAdmin();
    await send(token);
    const code = await ctx.mail.verificationCode(user.email);
    ctx.clock.advance({ minutes: 10 });
    expect((await confirm(token, code)).statusCode).toBe(400);
    expect(await enabledOf(user.id)).toBe(false);
  });

  it('retires the older code when a new one is sent', async () => {
    const { user, token } = await unverifiedAdmin();
    await send(token);
    const first = await ctx.mail.verificationCode(user.email);
    ctx.clock.advance({ minutes: 2 });
    await send(token);
    const second = await ctx.mail.verificationCode(user.email);
    if (first !== second) expect((await confirm(token, first)).statusCode).toBe(400);
    expect((await confirm(token, second)).statusCode).toBe(204);
  });

  it('burns the code after 5 wrong tries', async () => {
    const { user, token } = await unverifiedAdmin();
    await send(token);
    const code = await ctx.mail.verificationCode(user.email);
    const wrong = code === '999999' ? '999998' : '999999';
    for (let attempt = 0; attempt < 5; attempt++) expect((await confirm(token, wrong)).statusCode).toBe(400);
    expect((await confirm(token, code)).statusCode).toBe(400);
    expect(await enabledOf(user.id)).toBe(false);
  });

  it('answers 400 in Spanish for a code that is not 6 digits', async () => {
    const { token } = await unverifiedAdmin();
    const response = await confirm(token, '12ab');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'El código debe tener 6 dígitos' });
    expect((await confirm(token, '')).json().message).toBe('Agregar código');
  });

  it('tells a verified administrator there is nothing to verify', async () => {
    const user = await createUser(ctx.db, { enabled: true });
    const response = await send(await tokenFor(ctx.db, ctx.clock, user));
    expect(response.statusCode).toBe(409);
  });

  it('keeps an unverified administrator out of verified-only routes', async () => {
    const { token } = await unverifiedAdmin();
    const response = await api('GET', '/api/company/logo', bearer(token));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'ACCOUNT_NOT_VERIFIED',
      message: 'Verifica tu cuenta para continuar',
    });
  });
});
