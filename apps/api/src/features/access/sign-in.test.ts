import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../../test/factories.ts';
import { solveHumanCheck } from '../../../test/helpers/human-check.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { signInLockouts, users } from '../../db/schema/index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

async function login(email: string, password: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/access/login',
    payload: { email, password, altcha: await solveHumanCheck(ctx.app) },
  });
}

const FAILED = { code: 'INVALID_CREDENTIALS', message: 'No se pudo iniciar sesión' };
const LOCKED = {
  code: 'ACCOUNT_LOCKED',
  message: 'Sobrepasaste los intentos permitidos. Inténtalo nuevamente en 5 minutos',
};

describe('[ACCESS][SIGN_IN]', () => {
  it('answers a 60-minute token and the session of a verified administrator with a company', async () => {
    const company = await createCompany(ctx.db, { name: 'Panadería La Espiga S.A.S.' });
    const user = await createUser(ctx.db, { companyId: company.id, email: 'gerente@espiga.com.co' });
    const response = await login('GERENTE@espiga.com.co', user.password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.expiresAt).toBe('2026-03-02T14:00:00.000Z');
    expect(body.session).toEqual({
      userId: user.id,
      userName: 'gerente@espiga.com.co',
      email: 'gerente@espiga.com.co',
      role: 'ADMIN',
      enabled: true,
      instanceAdmin: false,
      termsAccepted: true,
      company: { id: company.id, name: 'Panadería La Espiga S.A.S.', logoUrl: null },
      employeeNumberId: null,
      tokenIssuedAt: '2026-03-02T13:00:00.000Z',
      tokenExpiresAt: '2026-03-02T14:00:00.000Z',
    });
    expect(body.token.split('.')).toHaveLength(3);
  });

  it('gives the same 401 for a wrong password and for an unknown address', async () => {
    await createUser(ctx.db, { email: 'contador@espiga.com.co' });
    const wrong = await login('contador@espiga.com.co', 'Equivocada.1');
    const unknown = await login('nadie@espiga.com.co', 'Equivocada.1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject(FAILED);
    expect(unknown.json()).toMatchObject(FAILED);
  });

  it('refuses an inactive user with the same answer', async () => {
    const user = await createUser(ctx.db, { status: 'I' });
    const response = await login(user.email, user.password);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject(FAILED);
  });

  it('locks the account at the third failure for 5 minutes, even for the right password, then unlocks', async () => {
    const user = await createUser(ctx.db, { email: 'tesoreria@espiga.com.co' });
    expect((await login(user.email, 'Mala.Clave1')).statusCode).toBe(401);
    ctx.clock.advance({ minutes: 1 });
    expect((await login(user.email, 'Mala.Clave2')).statusCode).toBe(401);
    ctx.clock.advance({ minutes: 1 });
    const third = await login(user.email, 'Mala.Clave3');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject(LOCKED);
    expect(third.headers['retry-after']).toBe('300');

    ctx.clock.advance({ minutes: 4, seconds: 59 });
    const stillLocked = await login(user.email, user.password);
    expect(stillLocked.statusCode).toBe(429);
    expect(stillLocked.headers['retry-after']).toBe('1');

    ctx.clock.advance({ seconds: 1 });
    const unlocked = await login(user.email, user.password);
    expect(unlocked.statusCode).toBe(200);
    // A success clears the counter.
    expect(await ctx.db.select().from(signInLockouts).where(eq(signInLockouts.email, user.email))).toEqual(
      [],
    );
  });

  it('keeps the lock in the database, per address, whether or not the address has an account', async () => {
    for (let attempt = 1; attempt <= 3; attempt++) await login('fantasma@espiga.com.co', 'Mala.Clave1');
    const [row] = await ctx.db
      .select()
      .from(signInLockouts)
      .where(eq(signInLockouts.email, 'fantasma@espiga.com.co'));
    expect(row?.failures).toBe(3);
    expect(row?.lockedUntil?.toISOString()).toBe(new Date(ctx.clock.now().getTime() + 300_000).toISOString());
    expect((await login('fantasma@espiga.com.co', 'Mala.Clave1')).json()).toMatchObject(LOCKED);
  });

  it('restarts the count when failures are more than 5 minutes apart', async () => {
    const user = await createUser(ctx.db);
    expect((await login(user.email, 'Mala.Clave1')).statusCode).toBe(401);
    expect((await login(user.email, 'Mala.Clave2')).statusCode).toBe(401);
    ctx.clock.advance({ minutes: 5 });
    expect((await login(user.email, 'Mala.Clave3')).statusCode).toBe(401);
    expect((await login(user.email, 'Mala.Clave4')).statusCode).toBe(401);
    expect((await login(user.email, 'Mala.Clave5')).statusCode).toBe(429);
  });

  it('answers a bad body with 400 in Spanish and counts no failure', async () => {
    const user = await createUser(ctx.db);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/access/login',
      payload: { email: user.email, password: '', altcha: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Agregar contraseña',
      fields: { password: 'Agregar contraseña' },
    });
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/access/login',
      payload: { email: 'sin-arroba', password: 'x', altcha: 'x' },
    });
    expect(malformed.json().fields.email).toBe('Error en formato de correo');
    expect(await ctx.db.select().from(signInLockouts).where(eq(signInLockouts.email, user.email))).toEqual(
      [],
    );
  });

  it('signs in an employee (CLIENT) with its company and employee number', async () => {
    const company = await createCompany(ctx.db);
    const user = await createUser(ctx.db, {
      role: 'CLIENT',
      companyId: company.id,
      employeeNumberId: '52123456',
    });
    const response = await login(user.email, user.password);
    expect(response.json().session).toMatchObject({
      role: 'CLIENT',
      enabled: true,
      company: { id: company.id },
      employeeNumberId: '52123456',
    });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.role).toBe('CLIENT');
  });
});
