import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, createUser, tokenFor } from '../../../test/factories.ts';
import { solveHumanCheck } from '../../../test/helpers/human-check.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { users } from '../../db/schema/index.ts';
import { verifyPassword } from '../../platform/auth/passwords.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const change = (token: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url: '/api/access/password', headers: bearer(token), payload });
const hashOf = async (id: number) =>
  (await ctx.db.select().from(users).where(eq(users.id, id)))[0]?.passwordHash ?? '';

describe('[ACCESS][PASSWORD_CHANGE]', () => {
  it('checks in the order of the spec and answers its messages', async () => {
    const user = await createUser(ctx.db);
    const token = await tokenFor(ctx.db, ctx.clock, user);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ currentPassword: '', newPassword: '', newPasswordConfirmation: '' }, 'Agregar contraseña actual'],
      [{ currentPassword: 'x', newPassword: '', newPasswordConfirmation: '' }, 'Agregar nueva contraseña'],
      [
        { currentPassword: 'x', newPassword: 'Nueva.Clave7', newPasswordConfirmation: '' },
        'Agregar nueva contraseña',
      ],
      [
        { currentPassword: 'x', newPassword: 'Nueva.Clave7', newPasswordConfirmation: 'Nueva.Clave8' },
        'Las contraseñas no coinciden',
      ],
      [
        { currentPassword: 'x', newPassword: 'abcdefgh', newPasswordConfirmation: 'abcdefgh' },
        'La contraseña es débil: usa al menos 6 caracteres con dos de estos tipos: una mayúscula, un número, ' +
          'un carácter especial (* . ! $ _). Recomendado: 8 caracteres con los tres.',
      ],
      [
        {
          currentPassword: 'Equivocada.1',
          newPassword: 'Nueva.Clave7',
          newPasswordConfirmation: 'Nueva.Clave7',
        },
        'La contraseña actual no es correcta',
      ],
      [
        {
          currentPassword: user.password,
          newPassword: user.password,
          newPasswordConfirmation: user.password,
        },
        'La nueva contraseña debe ser diferente de la actual',
      ],
    ];
    const before = await hashOf(user.id);
    for (const [body, message] of cases) {
      const response = await change(token, body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await hashOf(user.id)).toBe(before);
  });

  it('changes the password of an employee (CLIENT), who then signs in with the new one only', async () => {
    const company = await createCompany(ctx.db);
    const user = await createUser(ctx.db, { role: 'CLIENT', companyId: company.id });
    const token = await tokenFor(ctx.db, ctx.clock, user);
    const response = await change(token, {
      currentPassword: user.password,
      newPassword: 'Empleado.2026',
      newPasswordConfirmation: 'Empleado.2026',
    });
    expect(response.statusCode).toBe(204);
    expect(await verifyPassword(await hashOf(user.id), 'Empleado.2026')).toBe(true);
    const login = async (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/access/login',
        payload: { email: user.email, password, altcha: await solveHumanCheck(ctx.app) },
      });
    expect((await login(user.password)).statusCode).toBe(401);
    expect((await login('Empleado.2026')).statusCode).toBe(200);
  });

  it('counts a wrong current password toward the sign-in lock of the address (decision 0163)', async () => {
    const user = await createUser(ctx.db);
    const token = await tokenFor(ctx.db, ctx.clock, user);
    const wrong = {
      currentPassword: 'Adivina.1',
      newPassword: 'Nueva.Clave7',
      newPasswordConfirmation: 'Nueva.Clave7',
    };
    expect((await change(token, wrong)).statusCode).toBe(400);
    expect((await change(token, wrong)).statusCode).toBe(400);
    const third = await change(token, wrong);
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe('ACCOUNT_LOCKED');
    // Locked: even the right current password waits, and so does the sign-in screen.
    const right = { ...wrong, currentPassword: user.password };
    expect((await change(token, right)).statusCode).toBe(429);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/access/login',
      payload: { email: user.email, password: user.password, altcha: await solveHumanCheck(ctx.app) },
    });
    expect(login.statusCode).toBe(429);
    ctx.clock.advance({ minutes: 5, seconds: 1 });
    expect((await change(token, right)).statusCode).toBe(204);
  });

  it('needs a session', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/access/password',
      payload: { currentPassword: 'a', newPassword: 'Nueva.Clave7', newPasswordConfirmation: 'Nueva.Clave7' },
    });
    expect(response.statusCode).toBe(401);
  });
});
