import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, createUser, tokenFor } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { seedHelpContent } from './help.seed.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedHelpContent(ctx.db);
  // Idempotent: a second run changes nothing.
  await seedHelpContent(ctx.db);
});
afterAll(async () => ctx.close());

const videos = async (token?: string) =>
  (
    await ctx.app.inject({ method: 'GET', url: '/api/help/videos', headers: token ? bearer(token) : {} })
  ).json();
const ids = (list: Array<{ detailId: string }>) => list.map((video) => video.detailId);

describe('[HELP][VIDEOS]', () => {
  it('shows only the public screens before sign-in', async () => {
    const list = await videos();
    expect(ids(list)).toEqual(['LOGIN', 'REGISTER']);
    expect(list[0]).toEqual({
      detailId: 'LOGIN',
      screen: '/Login',
      description: 'Cómo iniciar sesión y recuperar tu contraseña',
      url: 'https://ayuda.quincena.co/videos/login',
    });
  });

  it('adds the videos of the caller role after sign-in', async () => {
    const company = await createCompany(ctx.db);
    const admin = await createUser(ctx.db, { companyId: company.id });
    const client = await createUser(ctx.db, { role: 'CLIENT', companyId: company.id });
    const adminIds = ids(await videos(await tokenFor(ctx.db, ctx.clock, admin)));
    const clientIds = ids(await videos(await tokenFor(ctx.db, ctx.clock, client)));
    expect(adminIds).toHaveLength(25);
    expect(adminIds).toEqual(
      expect.arrayContaining(['CERTIFICATE', 'PAYORDER', 'ELECTRONICPAYROLL', 'PROCESSDIAN']),
    );
    expect(clientIds).toEqual([
      'LOGIN',
      'REGISTER',
      'CERTIFICATE',
      'VOUCHER',
      'CIRVOUCHER',
      'PASSWORDMANAGEMENT',
    ]);
  });
});

describe('[HELP][PAGE_MESSAGES]', () => {
  it('answers the messages of a page in order, whatever the letter case of its name', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/help/pages/verification/messages' });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((row: { message: string }) => row.message)).toEqual([
      'Solicita el código y revisa tu correo (también la carpeta de spam). El código vence en 10 minutos.',
      'Si no llega, puedes solicitar uno nuevo después de 2 minutos.',
    ]);
  });

  it('does not tell every company on Home to complete its data first (the deadlines card says what is missing)', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/help/pages/Home/messages' });
    const texts = (response.json() as Array<{ message: string }>).map((item) => item.message);
    expect(texts).toEqual([
      'Aquí ves la última nómina acumulada, los vencimientos legales y lo que requiere tu atención.',
    ]);
  });

  it('answers an empty list for a page without messages and 400 for a malformed name', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/help/pages/TI/messages' })).json()).toEqual([]);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/help/pages/..%2Fetc/messages' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('El nombre de la página no es válido');
  });
});
