import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, sessionFor, tokenFor } from '../../../test/factories.ts';
import { solveHumanCheck } from '../../../test/helpers/human-check.ts';
import { refreshSession } from '../../../test/helpers/sign-in.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { oneTimeCodes, signInLockouts, users } from '../../db/schema/index.ts';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import { hashCode } from './one-time-code.ts';
import { RECOVERY_ANSWER_MS } from './password-recovery.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const post = (url: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: `/api/access/${url}`, payload });
const INVALID = { code: 'INVALID_CODE', message: 'El código no es válido o ya venció' };

/** Asks for a recovery token for the address and reads it from the mail sent. */
async function mailedToken(email: string) {
  await post('password-recovery', { email });
  return ctx.mail.recoveryToken(email);
}
const resetPassword = (
  email: string,
  token: string,
  newPassword: string,
  newPasswordConfirmation = newPassword,
) => post('password-reset', { email, token, newPassword, newPasswordConfirmation });

async function storedHash(userId: number) {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, userId));
  return row?.passwordHash ?? '';
}

describe('[ACCESS][PASSWORD_RECOVERY]', () => {
  it('answers 202 the same way for a registered and an unknown address, and mails only the registered one', async () => {
    const user = await createUser(ctx.db);
    const known = await post('password-recovery', { email: user.email });
    const unknown = await post('password-recovery', { email: 'nadie@empresa.com.co' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(await ctx.mail.count(user.email)).toBe(1);
    expect(await ctx.mail.count('nadie@empresa.com.co')).toBe(0);
    const mail = await ctx.mail.latest(user.email);
    expect(mail.subject).toBe('Quincena: token para restablecer tu contraseña');
    expect(mail.status).toBe('STORED');
  });

  it('stores only the SHA-256 of the token, valid 15 minutes', async () => {
    const user = await createUser(ctx.db);
    const token = await mailedToken(user.email);
    const rows = await ctx.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, user.id), eq(oneTimeCodes.purpose, 'RECOVERY')));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.codeHash).toBe(hashCode(token));
    expect(rows[0]?.codeHash).not.toContain(token);
    const [row] = rows;
    expect(row && row.expiresAt.getTime() - row.createdAt.getTime()).toBe(15 * 60_000);
  });

  it('checks a token without consuming it, resets once, and refuses the same token again', async () => {
    const user = await createUser(ctx.db);
    const token = await mailedToken(user.email);
    expect(
      (await post('password-recovery/check', { email: user.email, token: token.toLowerCase() })).statusCode,
    ).toBe(204);
    expect((await post('password-recovery/check', { email: user.email, token })).statusCode).toBe(204);

    const reset = await resetPassword(user.email, token, 'Nueva.Clave7');
    expect(reset.statusCode).toBe(204);
    expect(await verifyPassword(await storedHash(user.id), 'Nueva.Clave7')).toBe(true);

    const again = await resetPassword(user.email, token, 'Otra.Clave8');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject(INVALID);
    expect(await verifyPassword(await storedHash(user.id), 'Nueva.Clave7')).toBe(true);

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/access/login',
      payload: { email: user.email, password: 'Nueva.Clave7', altcha: await solveHumanCheck(ctx.app) },
    });
    expect(login.statusCode).toBe(200);
  });

  it('expires a token after 15 minutes', async () => {
    const user = await createUser(ctx.db);
    const token = await mailedToken(user.email);
    ctx.clock.advance({ minutes: 14, seconds: 59 });
    expect((await post('password-recovery/check', { email: user.email, token })).statusCode).toBe(204);
    ctx.clock.advance({ seconds: 1 });
    const late = await post('password-recovery/check', { email: user.email, token });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject(INVALID);
  });

  it('retires the previous token when a new one is requested', async () => {
    const user = await createUser(ctx.db);
    const first = await mailedToken(user.email);
    const second = await mailedToken(user.email);
    expect((await post('password-recovery/check', { email: user.email, token: first })).statusCode).toBe(400);
    expect((await post('password-recovery/check', { email: user.email, token: second })).statusCode).toBe(
      204,
    );
  });

  it('burns the token after 5 wrong guesses', async () => {
    const user = await createUser(ctx.db);
    const token = await mailedToken(user.email);
    for (let guess = 0; guess < 5; guess++) {
      expect(
        (await post('password-recovery/check', { email: user.email, token: 'AAAAAAAA' })).statusCode,
      ).toBe(400);
    }
    expect((await post('password-recovery/check', { email: user.email, token })).statusCode).toBe(400);
  });

  it('refuses different passwords and a weak password with 400, keeping the token and the password', async () => {
    const user = await createUser(ctx.db);
    const before = await storedHash(user.id);
    const token = await mailedToken(user.email);
    const mismatch = await resetPassword(user.email, token, 'Nueva.Clave7', 'Nueva.Clave8');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fields).toEqual({ newPasswordConfirmation: 'Las contraseñas no coinciden' });
    const weak = await resetPassword(user.email, token, 'abcdefgh');
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.json().fields)).toEqual(['newPassword']);
    expect(await storedHash(user.id)).toBe(before);
    expect((await post('password-recovery/check', { email: user.email, token })).statusCode).toBe(204);
  });

  it('lifts a sign-in lock once the password is reset', async () => {
    const user = await createUser(ctx.db);
    await ctx.db.insert(signInLockouts).values({
      email: user.email,
      failures: 3,
      firstFailureAt: ctx.clock.now(),
      lockedUntil: new Date(ctx.clock.now().getTime() + 300_000),
    });
    const token = await mailedToken(user.email);
    await resetPassword(user.email, token, 'Nueva.Clave7');
    expect(await ctx.db.select().from(signInLockouts).where(eq(signInLockouts.email, user.email))).toEqual(
      [],
    );
  });

  it('ends every session opened before the reset, even one kept alive by refreshes', async () => {
    const user = await createUser(ctx.db);
    const { token: old, refreshToken } = await sessionFor(ctx.db, ctx.clock, user);
    ctx.clock.advance({ minutes: 30 });
    const refreshed = await refreshSession(ctx.app, old, refreshToken);
    expect(refreshed.statusCode).toBe(200);
    const kept = refreshed.json().token as string;
    ctx.clock.advance({ seconds: 1 });
    const token = await mailedToken(user.email);
    await resetPassword(user.email, token, 'Nueva.Clave7');
    const session = (jwt: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/access/session', headers: bearer(jwt) });
    expect((await session(old)).statusCode).toBe(401);
    expect((await session(kept)).statusCode).toBe(401);
    // A sign-in in the same second as the reset is a new session.
    const fresh = await tokenFor(ctx.db, ctx.clock, user);
    expect((await session(fresh)).statusCode).toBe(200);
  });

  it('answers an unknown and a registered address only after the same minimum time (decision 0163)', async () => {
    const user = await createUser(ctx.db);
    for (const email of ['nadie-registrado@empresa.com.co', user.email]) {
      const started = performance.now();
      const response = await post('password-recovery', { email });
      expect(response.statusCode).toBe(202);
      expect(performance.now() - started).toBeGreaterThanOrEqual(RECOVERY_ANSWER_MS - 5);
    }
  });
});
