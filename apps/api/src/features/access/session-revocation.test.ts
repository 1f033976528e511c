import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, createUser, sessionFor } from '../../../test/factories.ts';
import { solveHumanCheck } from '../../../test/helpers/human-check.ts';
import { refreshSession } from '../../../test/helpers/sign-in.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { authSessions, users } from '../../db/schema/index.ts';
import { insertEmployee } from '../users/employee-fixtures.test-support.ts';

/** Issue 10: sessions that can be ended (decision 0161). Each case failed before the change. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const session = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/access/session', headers: bearer(token) });
const refresh = (token: string, refreshToken: string) => refreshSession(ctx.app, token, refreshToken);
const signIn = async (email: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/access/login',
    payload: { email, password, altcha: await solveHumanCheck(ctx.app) },
  });

describe('[ACCESS][SESSIONS]', () => {
  it('answers a refresh token at sign-in, and sign-out ends the session on the server', async () => {
    const user = await createUser(ctx.db);
    const login = await signIn(user.email, user.password);
    expect(login.statusCode).toBe(200);
    const { token, refreshToken } = login.json();
    expect(refreshToken).toEqual(expect.any(String));
    expect((await session(token)).statusCode).toBe(200);

    const out = await ctx.app.inject({ method: 'POST', url: '/api/access/sign-out', headers: bearer(token) });
    expect(out.statusCode).toBe(204);
    // The same access token, still within its 60 minutes, no longer works; nor can it be refreshed.
    expect((await session(token)).statusCode).toBe(401);
    expect((await refresh(token, refreshToken)).statusCode).toBe(401);
    const [row] = await ctx.db.select().from(authSessions).where(eq(authSessions.userId, user.id));
    expect(row?.revokedReason).toBe('SIGN_OUT');
  });

  it('rotates the refresh token; a reused one ends the whole family', async () => {
    const user = await createUser(ctx.db);
    const first = await sessionFor(ctx.db, ctx.clock, user);
    ctx.clock.advance({ minutes: 10 });
    const second = await refresh(first.token, first.refreshToken);
    expect(second.statusCode).toBe(200);
    const next = second.json() as { token: string; refreshToken: string };
    expect(next.refreshToken).not.toBe(first.refreshToken);
    expect((await session(next.token)).statusCode).toBe(200);

    // Someone replays the first, already exchanged refresh token (with a still-valid access token).
    ctx.clock.advance({ minutes: 1 });
    expect((await refresh(first.token, first.refreshToken)).statusCode).toBe(401);
    // The legitimate holder's newer tokens died with the family.
    expect((await session(next.token)).statusCode).toBe(401);
    expect((await refresh(next.token, next.refreshToken)).statusCode).toBe(401);
    // Another session of the same user is untouched.
    const other = await sessionFor(ctx.db, ctx.clock, user);
    expect((await session(other.token)).statusCode).toBe(200);
  });

  it("refuses a refresh token of another session, even the same user's", async () => {
    const user = await createUser(ctx.db);
    const a = await sessionFor(ctx.db, ctx.clock, user);
    const b = await sessionFor(ctx.db, ctx.clock, user);
    expect((await refresh(a.token, b.refreshToken)).statusCode).toBe(401);
    expect((await refresh(b.token, b.refreshToken)).statusCode).toBe(200);
  });

  it('a password change ends every other session of the user and keeps the one that changed it', async () => {
    const user = await createUser(ctx.db);
    const phone = await sessionFor(ctx.db, ctx.clock, user);
    const laptop = await sessionFor(ctx.db, ctx.clock, user);
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/access/password',
      headers: bearer(laptop.token),
      payload: {
        currentPassword: user.password,
        newPassword: 'Nueva.Clave7',
        newPasswordConfirmation: 'Nueva.Clave7',
      },
    });
    expect(changed.statusCode).toBe(204);
    expect((await session(phone.token)).statusCode).toBe(401);
    expect((await refresh(phone.token, phone.refreshToken)).statusCode).toBe(401);
    expect((await session(laptop.token)).statusCode).toBe(200);
    expect((await refresh(laptop.token, laptop.refreshToken)).statusCode).toBe(200);
  });

  it('deactivating a user ends its sessions for good: reactivation does not bring old tokens back', async () => {
    const company = await createCompany(ctx.db);
    await insertEmployee(ctx.db, company.id, {
      documentNumber: '1030405060',
      firstName: 'Rosa',
      firstSurname: 'Díaz',
    });
    const admin = await createUser(ctx.db, { companyId: company.id });
    const adminSession = await sessionFor(ctx.db, ctx.clock, admin);
    const employee = await createUser(ctx.db, {
      role: 'CLIENT',
      companyId: company.id,
      employeeNumberId: '1030405060',
    });
    const old = await sessionFor(ctx.db, ctx.clock, employee);
    expect((await session(old.token)).statusCode).toBe(200);
    const put = (status: 'A' | 'I') =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/users/${employee.id}`,
        headers: bearer(adminSession.token),
        payload: { employeeNumberId: '1030405060', status, email: employee.email },
      });
    expect((await put('I')).statusCode).toBe(200);
    expect((await session(old.token)).statusCode).toBe(401);
    ctx.clock.advance({ seconds: 5 });
    expect((await put('A')).statusCode).toBe(200);
    // Back to active: the tokens issued before the deactivation stay dead.
    expect((await session(old.token)).statusCode).toBe(401);
    expect((await refresh(old.token, old.refreshToken)).statusCode).toBe(401);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, employee.id));
    expect(row?.status).toBe('A');
    // A new sign-in works.
    const login = await signIn(employee.email, employee.password);
    expect(login.statusCode).toBe(200);
    expect((await session(login.json().token)).statusCode).toBe(200);
  });
});
