import { computeNitCheckDigit } from '@quincena/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, createUser, tokenFor } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { companyDrafts } from '../../db/schema/index.ts';
import { companyBody } from '../company/company.fixtures.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const DRAFT = {
  name: 'Marta Lucía Rincón',
  companyName: 'Lavandería Río Claro S.A.S.',
  phone: '3104567890',
  employeeCountRange: '11-20',
  paymentPeriod: '5',
};

async function adminWithoutCompany() {
  const user = await createUser(ctx.db);
  return { user, headers: bearer(await tokenFor(ctx.db, ctx.clock, user)) };
}

const put = (headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/access/company-draft', headers, payload });
const get = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/access/company-draft', headers });

describe('/CompleteRegister: the company draft of spec 01 §2.5', () => {
  it('keeps the five facts for the signed-in administrator, replaces them on a second save, and shows them only to that user', async () => {
    const { headers } = await adminWithoutCompany();
    expect((await get(headers)).json()).toEqual({ draft: null });

    const saved = await put(headers, DRAFT);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Datos guardados. Complete la información de su empresa');
    expect(saved.json().draft).toMatchObject(DRAFT);

    const again = await put(headers, { ...DRAFT, phone: '6017654321', paymentPeriod: '4' });
    expect(again.statusCode).toBe(200);
    expect((await get(headers)).json().draft).toMatchObject({
      ...DRAFT,
      phone: '6017654321',
      paymentPeriod: '4',
    });

    // Another administrator sees nothing of it: the user is the session's, never a field.
    const other = await adminWithoutCompany();
    expect((await get(other.headers)).json()).toEqual({ draft: null });
    const smuggled = await put(other.headers, { ...DRAFT, user_id: 1 });
    expect(smuggled.statusCode).toBe(400);
  });

  it.each([
    ['name', { name: '  ' }, 'Agregar nombre'],
    ['companyName', { companyName: '' }, 'Agregar nombre o razón social'],
    ['phone', { phone: '31045' }, 'Agregar teléfono (solo dígitos, entre 7 y 10)'],
    ['phone', { phone: '310-456-7890' }, 'Agregar teléfono (solo dígitos, entre 7 y 10)'],
    ['employeeCountRange', { employeeCountRange: '' }, 'Seleccionar número de empleados'],
    ['employeeCountRange', { employeeCountRange: '1-1000' }, 'El valor elegido no está en la lista'],
    // Weekly pay exists in the DIAN list but Quincena settles fortnightly and monthly payrolls only.
    ['paymentPeriod', { paymentPeriod: '1' }, 'El valor elegido no está en la lista'],
    ['name', { name: 'Ana\u0000' }, undefined],
  ])('refuses a bad %s with its message and stores nothing', async (_field, overrides, message) => {
    const { headers } = await adminWithoutCompany();
    const response = await put(headers, { ...DRAFT, ...overrides });
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().message).toBe(message);
    expect((await get(headers)).json()).toEqual({ draft: null });
  });

  it('is refused to an administrator who already has a company, and to a self-service user', async () => {
    const company = await createCompany(ctx.db);
    const admin = await createUser(ctx.db, { companyId: company.id });
    const adminHeaders = bearer(await tokenFor(ctx.db, ctx.clock, admin));
    const refused = await put(adminHeaders, DRAFT);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Su usuario ya tiene una empresa registrada');

    const client = await createUser(ctx.db, { role: 'CLIENT', companyId: company.id });
    expect((await put(bearer(await tokenFor(ctx.db, ctx.clock, client)), DRAFT)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/access/company-draft' })).statusCode).toBe(401);
  });

  it('is gone once the company is created', async () => {
    const { user, headers } = await adminWithoutCompany();
    expect((await put(headers, DRAFT)).statusCode).toBe(200);
    const nit = '901765432';
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/company',
      headers,
      payload: companyBody({ documentNumber: nit, checkDigit: String(computeNitCheckDigit(nit)) }),
    });
    expect(created.statusCode).toBe(201);
    expect((await get(headers)).json()).toEqual({ draft: null });
    const rows = await ctx.db.select().from(companyDrafts).where(eq(companyDrafts.userId, user.id));
    expect(rows).toEqual([]);
  });
});
