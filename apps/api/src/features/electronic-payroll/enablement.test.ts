import { makeTestPkcs12 } from '@quincena/dian';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, createUser, tokenFor } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { dianEnablements } from '../../db/schema/index.ts';
import { PDF_BYTES, upload } from '../company/company.fixtures.ts';
import { setEnablementStatus } from './enablement.repository.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

/** A PKCS#12 made for the test (self-signed, so its chain is whole), opened with its password on upload. */
const P12 = makeTestPkcs12({ password: 'Clave.Del.Certificado1' });
const P12_BYTES = Buffer.from(P12.p12);
const SOFTWARE_ID = '56f2ae4e-9812-4fad-9255-643fcbc2b68a';
const TEST_SET_ID = '8e5ba8a5-6b4b-4f60-9c3b-1c1f3f0c9a01';

async function admin() {
  const company = await createCompany(ctx.db);
  const user = await createUser(ctx.db, { companyId: company.id });
  return { company, headers: bearer(await tokenFor(ctx.db, ctx.clock, user)) };
}

const save = (headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/electronic-payroll/enablement', headers, payload });

const ownSoftware = {
  enabledAnswer: '2059',
  testSetId: TEST_SET_ID,
  softwareId: SOFTWARE_ID,
  pin: '12345',
  certificate: upload('firma.p12', P12_BYTES),
  certificatePassword: 'Clave.Del.Certificado1',
};

describe('/api/electronic-payroll/enablement', () => {
  it('starts empty, creates, then updates keeping secrets left blank', async () => {
    const { company, headers } = await admin();
    const empty = await ctx.app.inject({ method: 'GET', url: '/api/electronic-payroll/enablement', headers });
    expect(empty.json()).toMatchObject({ exists: false, enabledAnswer: null });

    const created = await save(headers, ownSoftware);
    expect(created.statusCode).toBe(200);
    expect(created.json().message).toBe('Solicitud creada exitosamente');
    expect(created.json().enablement).toEqual({
      exists: true,
      enabledAnswer: '2059',
      providerAnswer: null,
      status: null,
      statusText: null,
      testSetIdHint: '••••9a01',
      softwareIdHint: '••••b68a',
      pinStored: true,
      certificateFileName: 'firma.p12',
      certificatePasswordStored: true,
      providerUser: null,
      providerPasswordStored: false,
      numberingStart: null,
      numberingEnd: null,
    });
    // Nothing readable at rest, nothing in clear on the wire.
    const [row] = await ctx.db
      .select()
      .from(dianEnablements)
      .where(eq(dianEnablements.companyId, company.id));
    const stored = JSON.stringify(row);
    for (const secret of [SOFTWARE_ID, TEST_SET_ID, '12345', 'Clave.Del.Certificado1']) {
      expect(stored).not.toContain(secret);
      expect(created.body).not.toContain(secret);
    }

    const updated = await save(headers, { enabledAnswer: '2059', pin: '54321' });
    expect(updated.json().message).toBe('Solicitud realizada exitosamente');
    expect(updated.json().enablement).toMatchObject({ softwareIdHint: '••••b68a', pinStored: true });
  });

  it('asks for every field the answers show', async () => {
    const { headers } = await admin();
    const noTestSet = await save(headers, { ...ownSoftware, testSetId: undefined });
    expect(noTestSet.statusCode).toBe(400);
    expect(noTestSet.json().message).toBe('Agregar el Test Set ID (formato 8-4-4-4-12 de la DIAN)');
    const noProvider = await save(headers, { enabledAnswer: '2058' });
    expect(noProvider.json().message).toBe('Indicar si usa el proveedor de facturación');
    const provider = await save(headers, {
      enabledAnswer: '2058',
      providerAnswer: '2053',
      providerUser: 'empresa',
    });
    expect(provider.json().fields).toEqual({
      providerPassword: 'Agregar la clave del proveedor',
      numberingStart: 'Agregar el inicio de la numeración',
      numberingEnd: 'Agregar el fin de la numeración',
    });
    const order = await save(headers, {
      enabledAnswer: '2058',
      providerAnswer: '2053',
      providerUser: 'empresa',
      providerPassword: 'x',
      numberingStart: 10,
      numberingEnd: 9,
    });
    expect(order.json().message).toBe('El fin de la numeración debe ser mayor o igual al inicio');
    const badGuid = await save(headers, { ...ownSoftware, softwareId: 'not-a-guid' });
    expect(badGuid.statusCode).toBe(400);
    const notCertificate = await save(headers, {
      ...ownSoftware,
      certificate: upload('firma.p12', PDF_BYTES),
    });
    expect(notCertificate.json().fields).toEqual({
      certificate: 'El archivo no es un certificado PKCS#12 (.p12 o .pfx)',
    });
    // The file is opened with its password on upload: a wrong one is told now, and nothing is saved.
    const wrongPassword = await save(headers, { ...ownSoftware, certificatePassword: 'Otra.Clave.99' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().fields).toEqual({
      certificatePassword:
        'No fue posible abrir el certificado digital: el archivo o la contraseña no son válidos.',
    });
    const nothing = await ctx.app.inject({
      method: 'GET',
      url: '/api/electronic-payroll/enablement',
      headers,
    });
    expect(nothing.json().exists).toBe(false);
  });

  it('warns after saving a certificate without its authority’s chain (DIAN rule DC25); a whole one saves quietly', async () => {
    const { headers } = await admin();
    const whole = await save(headers, ownSoftware);
    expect(whole.json().warning).toBeNull();
    const alone = makeTestPkcs12({ password: 'Clave.Del.Certificado1', withCa: true, includeCa: false });
    const partial = await save(headers, {
      ...ownSoftware,
      certificate: upload('firma.p12', Buffer.from(alone.p12)),
    });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json().warning).toBe(
      'El archivo del certificado no trae la cadena completa hasta la entidad certificadora raíz; la DIAN la pide en la firma (regla DC25). Exporte el .p12 con los certificados de la entidad certificadora.',
    );
  });

  it('clears what the new answers hide', async () => {
    const { headers } = await admin();
    await save(headers, ownSoftware);
    const provider = await save(headers, {
      enabledAnswer: '2058',
      providerAnswer: '2053',
      providerUser: 'usuario.ft',
      providerPassword: 'ClaveFT',
      numberingStart: 1,
      numberingEnd: 5000,
    });
    expect(provider.json().enablement).toMatchObject({
      testSetIdHint: null,
      softwareIdHint: null,
      pinStored: false,
      certificateFileName: null,
      providerUser: 'usuario.ft',
      providerPasswordStored: true,
      numberingStart: 1,
      numberingEnd: 5000,
    });
  });

  it('locks the form while the process runs and reopens it after a rejection', async () => {
    const { company, headers } = await admin();
    await save(headers, ownSoftware);
    await setEnablementStatus(ctx.db, company.id, 'IN_PROCESS', null, new Date());
    const locked = await save(headers, { enabledAnswer: '2059' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe('La habilitación ya está en curso o terminada; no se puede modificar');
    await setEnablementStatus(
      ctx.db,
      company.id,
      'REJECTED',
      'Regla: NIE024, Rechazo: CUNE inválido',
      new Date(),
    );
    const reopened = await save(headers, { enabledAnswer: '2059', providerAnswer: '2054', pin: '99999' });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().enablement).toMatchObject({
      status: 'REJECTED',
      statusText: 'Regla: NIE024, Rechazo: CUNE inválido',
    });
  });

  it('keeps companies apart and refuses employees', async () => {
    const first = await admin();
    const second = await admin();
    await save(first.headers, ownSoftware);
    const other = await ctx.app.inject({
      method: 'GET',
      url: '/api/electronic-payroll/enablement',
      headers: second.headers,
    });
    expect(other.json().exists).toBe(false);
    const company = await createCompany(ctx.db);
    const employee = await createUser(ctx.db, { role: 'CLIENT', companyId: company.id });
    const clientHeaders = bearer(await tokenFor(ctx.db, ctx.clock, employee));
    expect((await save(clientHeaders, ownSoftware)).statusCode).toBe(403);
  });
});

describe('GET /api/electronic-payroll/enablement/manual', () => {
  it('downloads the instructions as a PDF without a session', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/electronic-payroll/enablement/manual',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
