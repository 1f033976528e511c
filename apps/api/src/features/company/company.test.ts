import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, createUser, tokenFor } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { companyBody, EXE_BYTES, PDF_BYTES, PNG_BYTES, upload } from './company.fixtures.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

/** A verified administrator without a company, and their token. */
async function newAdmin() {
  const user = await createUser(ctx.db);
  return { user, headers: bearer(await tokenFor(ctx.db, ctx.clock, user)) };
}

const create = (headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/company', headers, payload });

describe('POST /api/company', () => {
  it('creates the company, links it to the administrator and the session shows it', async () => {
    const { headers } = await newAdmin();
    const response = await create(headers, companyBody());
    expect(response.statusCode).toBe(201);
    const { company, message } = response.json();
    expect(message).toBe('Empresa creada exitosamente');
    expect(company).toMatchObject({
      name: 'Panadería La Espiga S.A.S.',
      documentType: 'NI',
      documentNumber: '900123456',
      checkDigit: '8',
      billingEmail: 'facturas@laespiga.com.co',
      startMonth: '03',
      hasLogo: true,
      hasRut: true,
      hasChamberOfCommerce: false,
    });

    const session = await ctx.app.inject({ method: 'GET', url: '/api/access/session', headers });
    expect(session.json().company).toEqual({
      id: company.id,
      name: 'Panadería La Espiga S.A.S.',
      logoUrl: '/api/company/logo',
    });
    const logo = await ctx.app.inject({ method: 'GET', url: '/api/company/logo', headers });
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(PNG_BYTES)).toBe(true);
    const rut = await ctx.app.inject({ method: 'GET', url: '/api/company/files/rut', headers });
    expect(rut.headers['content-type']).toBe('application/pdf');
    expect(rut.rawPayload.equals(PDF_BYTES)).toBe(true);
  });

  it('refuses a wrong check digit and creates nothing', async () => {
    const { headers } = await newAdmin();
    const response = await create(headers, companyBody({ documentNumber: '800197268', checkDigit: '5' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('El dígito de verificación no corresponde');
    const get = await ctx.app.inject({ method: 'GET', url: '/api/company', headers });
    expect(get.statusCode).toBe(409);
    expect(get.json().message).toBe('Registra primero los datos de la empresa');
  });

  it('accepts the real DIAN NIT 800197268-4', async () => {
    const { headers } = await newAdmin();
    const response = await create(headers, companyBody({ documentNumber: '800197268', checkDigit: '4' }));
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['companyName', { companyName: '' }, 'Agregar nombre o razón social'],
    ['phone', { phone: '12345678901' }, 'Agregar teléfono'],
    ['accountNumber', { accountNumber: '1'.repeat(21) }, 'Agregar número de cuenta'],
    ['documentNumber', { documentNumber: '1234567890123', checkDigit: '1' }, 'Agregar número de documento'],
    ['billingEmail', { billingEmail: 'sin-arroba' }, 'Agregar correo de facturación válido'],
  ])('refuses a bad %s', async (_field, overrides, message) => {
    const { headers } = await newAdmin();
    const response = await create(headers, companyBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('asks a natural person for first name and first surname, with second names of at most 10', async () => {
    const { headers } = await newAdmin();
    const natural = { taxpayerType: '2', documentType: 'CC', companyName: undefined };
    const missing = await create(
      headers,
      companyBody({ ...natural, documentNumber: '79123456', checkDigit: '0' }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toMatchObject({
      firstName: 'Agregar primer nombre',
      firstSurname: 'Agregar primer apellido',
    });

    const tooLong = await create(
      headers,
      companyBody({ ...natural, firstName: 'Ana', firstSurname: 'Gómez', secondSurname: 'Rodríguezzz' }),
    );
    expect(tooLong.statusCode).toBe(400);

    const ok = await create(
      headers,
      companyBody({
        ...natural,
        documentNumber: '52123456',
        checkDigit: '2',
        firstName: 'Ana',
        secondName: 'María',
        firstSurname: 'Gómez',
        secondSurname: 'Rojas',
      }),
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json().company).toMatchObject({
      name: 'Ana María Gómez Rojas',
      companyName: null,
      firstName: 'Ana',
    });
  });

  it('refuses codes outside the official lists and a city of another department', async () => {
    const { headers } = await newAdmin();
    const badArl = await create(headers, companyBody({ arlCode: '14-99' }));
    expect(badArl.statusCode).toBe(400);
    expect(badArl.json().fields).toEqual({ arlCode: 'El valor elegido no está en la lista' });
    const medellinInBogota = await create(headers, companyBody({ municipalityCode: '05001' }));
    expect(medellinInBogota.json().fields).toEqual({
      municipalityCode: 'La ciudad no pertenece al departamento elegido',
    });
    const weekly = await create(headers, companyBody({ paymentPeriod: '1' }));
    expect(weekly.json().fields).toEqual({ paymentPeriod: 'El valor elegido no está en la lista' });
  });

  it('requires the logo and the RUT, and checks them by content', async () => {
    const { headers } = await newAdmin();
    expect((await create(headers, companyBody({ rut: undefined }))).json().message).toBe(
      'Adjuntar el RUT de la empresa',
    );
    expect((await create(headers, companyBody({ logo: undefined }))).json().message).toBe(
      'Adjuntar el logo de la empresa',
    );
    const exeAsPdf = await create(headers, companyBody({ rut: upload('rut.pdf', EXE_BYTES) }));
    expect(exeAsPdf.statusCode).toBe(400);
    expect(exeAsPdf.json().fields).toEqual({ rut: 'El archivo no es un documento PDF' });
    const pdfAsLogo = await create(headers, companyBody({ logo: upload('logo.png', PDF_BYTES) }));
    expect(pdfAsLogo.json().fields).toEqual({ logo: 'El archivo no es una imagen PNG, JPEG, GIF o WebP' });
    const imageAsChamber = await create(
      headers,
      companyBody({ chamberOfCommerce: upload('cc.pdf', PNG_BYTES) }),
    );
    expect(imageAsChamber.json().fields).toEqual({ chamberOfCommerce: 'El archivo no es un documento PDF' });
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(1_000_001 - PNG_BYTES.length)]);
    const tooBig = await create(headers, companyBody({ logo: upload('logo.png', big) }));
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toBe('El archivo supera el tamaño máximo de 1.000.000 bytes');
  });

  it('refuses a second company for the same administrator and a NIT already registered', async () => {
    const { headers } = await newAdmin();
    const body = companyBody({ documentNumber: '860034313', checkDigit: '7' });
    expect((await create(headers, body)).statusCode).toBe(201);
    const again = await create(headers, companyBody({ documentNumber: '890903938', checkDigit: '8' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Su usuario ya tiene una empresa registrada');
    const other = await newAdmin();
    const taken = await create(other.headers, body);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Ya existe una empresa registrada con este número de documento');
  });

  it('is for administrators only', async () => {
    const company = await createCompany(ctx.db);
    const employee = await createUser(ctx.db, { role: 'CLIENT', companyId: company.id });
    const headers = bearer(await tokenFor(ctx.db, ctx.clock, employee));
    expect((await create(headers, companyBody())).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/company', headers })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/company' })).statusCode).toBe(401);
  });
});

describe('PUT /api/company', () => {
  it('updates editable fields, keeps identity and start month, and keeps files not sent again', async () => {
    const { headers } = await newAdmin();
    const created = (
      await create(headers, companyBody({ documentNumber: '899999034', checkDigit: '1' }))
    ).json();
    const { logo: _logo, rut: _rut, ...rest } = companyBody();
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/company',
      headers,
      payload: {
        ...rest,
        documentNumber: '111',
        checkDigit: '9',
        startMonth: '12',
        companyName: 'La Espiga Panaderías S.A.S.',
        chamberOfCommerce: upload('camara.pdf', PDF_BYTES),
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Empresa actualizada exitosamente');
    expect(response.json().company).toMatchObject({
      id: created.company.id,
      name: 'La Espiga Panaderías S.A.S.',
      documentNumber: '899999034',
      checkDigit: '1',
      startMonth: '03',
      hasLogo: true,
      hasRut: true,
      hasChamberOfCommerce: true,
    });
    const session = await ctx.app.inject({ method: 'GET', url: '/api/access/session', headers });
    expect(session.json().company.name).toBe('La Espiga Panaderías S.A.S.');
  });

  it('changes only the caller company and refuses a bad body without changing anything', async () => {
    const first = await newAdmin();
    const second = await newAdmin();
    await create(first.headers, companyBody({ documentNumber: '899999239', checkDigit: '2' }));
    await create(second.headers, companyBody({ documentNumber: '900336004', checkDigit: '7' }));
    const { logo: _l, rut: _r, ...rest } = companyBody();
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: '/api/company',
      headers: first.headers,
      payload: { ...rest, phone: 'abc' },
    });
    expect(bad.statusCode).toBe(400);
    const firstNow = await ctx.app.inject({ method: 'GET', url: '/api/company', headers: first.headers });
    expect(firstNow.json().phone).toBe('6015551234');
    const secondNow = await ctx.app.inject({ method: 'GET', url: '/api/company', headers: second.headers });
    expect(secondNow.json().documentNumber).toBe('900336004');
  });
});
