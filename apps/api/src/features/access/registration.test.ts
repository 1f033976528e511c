import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFor } from '../../../test/helpers/api-call.ts';
import { solveHumanCheck } from '../../../test/helpers/human-check.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { users } from '../../db/schema/index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());
const send = apiFor(() => ctx.app);

const userCount = async () => (await ctx.db.select({ n: count() }).from(users))[0]?.n ?? 0;

async function register(body: Record<string, unknown>) {
  return send('POST', '/api/access/register', {}, body);
}

describe('[ACCESS][REGISTER]', () => {
  it('creates an unverified administrator with the terms accepted and answers its id and name', async () => {
    const response = await register({
      email: '  Ana.Perez@Empresa.com.CO ',
      password: 'Nomina.2026',
      passwordConfirmation: 'Nomina.2026',
      termsAccepted: true,
      altcha: await solveHumanCheck(ctx.app),
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ userId: expect.any(Number), userName: 'ana.perez@empresa.com.co' });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, body.userId));
    expect(row).toMatchObject({
      email: 'ana.perez@empresa.com.co',
      role: 'ADMIN',
      status: 'A',
      enabled: false,
      companyId: null,
      instanceAdmin: false,
    });
    expect(row?.termsAcceptedAt?.toISOString()).toBe(ctx.clock.now().toISOString());
    expect(row?.passwordHash.startsWith('$argon2id$')).toBe(true);
  });

  it('refuses an address already registered, in any letter case, with a clear message', async () => {
    const before = await userCount();
    const response = await register({
      email: 'ANA.PEREZ@empresa.com.co',
      password: 'Otra.Clave9',
      passwordConfirmation: 'Otra.Clave9',
      termsAccepted: true,
      altcha: await solveHumanCheck(ctx.app),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: 'Ya existe una cuenta con este correo. Inicia sesión o recupera tu contraseña.',
    });
    expect(await userCount()).toBe(before);
  });

  it('refuses the reserved demo domain, so no registration can collide with the seed', async () => {
    const response = await register({
      email: 'admin@demo.quincena.test',
      password: 'Nomina.2026',
      passwordConfirmation: 'Nomina.2026',
      termsAccepted: true,
      altcha: await solveHumanCheck(ctx.app),
    });
    expect(response.statusCode).toBe(409);
  });

  it.each([
    [
      'a weak password (letters only)',
      { password: 'abcdefgh', passwordConfirmation: 'abcdefgh' },
      'password',
    ],
    ['a 5-character password', { password: 'Ab1.x', passwordConfirmation: 'Ab1.x' }, 'password'],
    [
      'a confirmation that differs',
      { password: 'Nomina.2026', passwordConfirmation: 'Nomina.2027' },
      'passwordConfirmation',
    ],
    ['a malformed e-mail', { email: 'ana@empresa' }, 'email'],
    ['no terms acceptance', { termsAccepted: false }, 'termsAccepted'],
    ['an e-mail longer than 254 characters', { email: `${'a'.repeat(250)}@empresa.com` }, 'email'],
  ])('answers 400 with a Spanish message for %s and stores nothing', async (_case, change, field) => {
    const before = await userCount();
    const response = await register({
      email: 'nuevo@empresa.com.co',
      password: 'Nomina.2026',
      passwordConfirmation: 'Nomina.2026',
      termsAccepted: true,
      altcha: 'no-importa',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.fields)).toContain(field);
    expect(body.message).toBe(body.fields[field]);
    expect(await userCount()).toBe(before);
  });

  it('gives the exact messages of the screen rules', async () => {
    const response = await register({ email: 'ana@empresa', password: 'abc', passwordConfirmation: 'abd' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      email: 'Correo inválido. Ej. nombre@empresa.com',
      password:
        'La contraseña es débil: usa al menos 6 caracteres con dos de estos tipos: una mayúscula, un número, ' +
        'un carácter especial (* . ! $ _). Recomendado: 8 caracteres con los tres.',
      termsAccepted: 'Debes aceptar los términos y condiciones',
      altcha: 'Completa la verificación humana',
    });
  });

  it('refuses a request without a solved human check', async () => {
    const before = await userCount();
    const response = await register({
      email: 'bot@empresa.com.co',
      password: 'Nomina.2026',
      passwordConfirmation: 'Nomina.2026',
      termsAccepted: true,
      altcha: Buffer.from('{"challenge":{},"solution":{}}').toString('base64'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('HUMAN_CHECK_FAILED');
    expect(await userCount()).toBe(before);
  });

  it('accepts one solved human check only once', async () => {
    const altcha = await solveHumanCheck(ctx.app);
    const body = {
      password: 'Nomina.2026',
      passwordConfirmation: 'Nomina.2026',
      termsAccepted: true,
      altcha,
    };
    expect((await register({ ...body, email: 'uno@empresa.com.co' })).statusCode).toBe(201);
    const replay = await register({ ...body, email: 'dos@empresa.com.co' });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('HUMAN_CHECK_FAILED');
  });

  it('answers 400 in Spanish for a body that is not JSON', async () => {
    const response = await send(
      'POST',
      '/api/access/register',
      { 'content-type': 'application/json' },
      '{"email":',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'El cuerpo de la solicitud no es JSON válido',
    });
  });
});
