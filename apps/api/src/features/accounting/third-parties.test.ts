import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answered } from '../../../test/helpers/api-call.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { companyWithUsers, rowCreatedByNewAdmin } from './accounting.test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const URL = '/api/accounting/third-parties';
// Real NITs with their published check digits: DIAN 800197268-4, Bancolombia 890903938-8.
const dian = {
  documentType: 'NI',
  nit: '800197268',
  checkDigit: '4',
  name: 'Dirección de Impuestos y Aduanas Nacionales',
};
const bancolombia = { documentType: 'NI', nit: '890903938', checkDigit: '8', name: 'Bancolombia S.A.' };

/** A third party's body by document type, number and name, with a check digit only when given. */
const identified = (documentType: string, nit: string, name: string, checkDigit?: string) => ({
  documentType,
  nit,
  ...(checkDigit === undefined ? {} : { checkDigit }),
  name,
});

describe('[ACCOUNTING][THIRD_PARTIES]', () => {
  it('creates, lists, updates and deletes a third party with its document type named', async () => {
    const { admin, row: created } = await rowCreatedByNewAdmin(ctx, URL, dian);
    expect(created).toEqual({
      id: created.id,
      documentType: { code: 'NI', name: 'Número de identificación tributaria (NIT)' },
      nit: '800197268',
      checkDigit: '4',
      name: 'Dirección de Impuestos y Aduanas Nacionales',
    });
    const { id } = created;
    const updated = await admin('PUT', `${URL}/${id}`, { ...dian, name: 'DIAN' });
    expect(answered(updated, 200).name).toBe('DIAN');
    expect((await admin('GET', URL)).json()).toEqual([updated.json()]);
    expect((await admin('DELETE', `${URL}/${id}`)).statusCode).toBe(204);
    expect((await admin('GET', URL)).json()).toEqual([]);
  });

  it('checks the DIAN modulo-11 check digit on save', async () => {
    const { admin } = await companyWithUsers(ctx);
    const wrong = await admin('POST', URL, { ...bancolombia, checkDigit: '7' });
    expect(answered(wrong, 400).message).toBe('El dígito de verificación no corresponde al NIT (debe ser 8)');
    const missing = await admin('POST', URL, { ...bancolombia, checkDigit: '' });
    expect(missing.json().fields).toEqual({ checkDigit: 'Agregar dígito de verificación' });
    const twoCharacters = await admin('POST', URL, { ...bancolombia, checkDigit: '88' });
    expect(twoCharacters.json().fields).toEqual({
      checkDigit: 'El dígito de verificación es un solo dígito',
    });
    const letters = await admin('POST', URL, { ...bancolombia, nit: '89090393A' });
    expect(letters.json().fields).toEqual({ nit: 'El número de documento solo admite dígitos' });
    expect((await admin('GET', URL)).json()).toEqual([]);

    // A cédula may go without a check digit; when given, it is checked too (1020304051 has 5, so 0 is refused).
    const person = await admin('POST', URL, identified('CC', '1020304050', 'Ana Pérez'));
    expect(answered(person, 201).checkDigit).toBe('');
    const withDigit = await admin('POST', URL, identified('CC', '1020304051', 'Luis Gómez', '0'));
    expect(withDigit.statusCode).toBe(400);
    // A passport is alphanumeric and has no check digit.
    const passport = await admin('POST', URL, identified('PA', 'ab123456', 'John Smith'));
    expect(answered(passport, 201).nit).toBe('AB123456');
    const passportDigit = await admin('POST', URL, identified('PA', 'XY1', 'Jane Roe', '3'));
    expect(passportDigit.json().fields).toEqual({
      checkDigit: 'Este tipo de documento no lleva dígito de verificación',
    });
  });

  it('refuses missing fields with the Crear Tercero messages and unknown document types', async () => {
    const { admin } = await companyWithUsers(ctx);
    expect((await admin('POST', URL, {})).json().message).toBe('Seleccionar tipo de documento');
    expect((await admin('POST', URL, { documentType: 'NI', nit: '' })).json().message).toBe(
      'Agregar NIT de la empresa',
    );
    expect((await admin('POST', URL, { ...dian, name: ' ' })).json().message).toBe(
      'Agregar nombre de la empresa',
    );
    const unknown = await admin('POST', URL, { ...dian, documentType: 'ZZ' });
    expect(answered(unknown, 400).fields).toEqual({ documentType: 'Tipo de documento: el código no existe' });
  });

  it('keeps numbers unique per company and looks a third party up by NIT', async () => {
    const first = await companyWithUsers(ctx);
    const second = await companyWithUsers(ctx);
    await first.admin('POST', URL, dian);
    const again = await first.admin('POST', URL, { ...dian, name: 'Otra' });
    expect(answered(again, 409).message).toBe('Ya existe un tercero con ese número de documento');
    expect((await second.admin('POST', URL, dian)).statusCode).toBe(201);

    const found = await first.admin('GET', `${URL}/lookup?nit=800197268`);
    expect(answered(found, 200).name).toBe('Dirección de Impuestos y Aduanas Nacionales');
    const unknown = await first.admin('GET', `${URL}/lookup?nit=890903938`);
    expect(answered(unknown, 404).message).toBe(
      'El NIT no está registrado como tercero. Agréguelo con el botón +',
    );
  });

  it('refuses to delete a third party an account-plan row posts to', async () => {
    const { admin } = await companyWithUsers(ctx);
    const { id } = (await admin('POST', URL, bancolombia)).json();
    const row = await admin('POST', '/api/accounting/account-plan', {
      account1: '2370',
      nature: 'C',
      voucherType: 'NM',
      thirdPartyType: '14630',
      thirdPartyNit: '890903938',
      concept: 'BASIC',
      managesCostCentre: false,
    });
    expect(row.statusCode).toBe(201);
    const refused = await admin('DELETE', `${URL}/${id}`);
    expect(answered(refused, 409).message).toBe(
      'No se puede eliminar el tercero: lo usa 1 cuenta del plan de cuentas.',
    );
    expect((await admin('DELETE', `/api/accounting/account-plan/${row.json().id}`)).statusCode).toBe(204);
    expect((await admin('DELETE', `${URL}/${id}`)).statusCode).toBe(204);
  });

  it("answers 404 for another company's third party and refuses employees", async () => {
    const owner = await companyWithUsers(ctx);
    const stranger = await companyWithUsers(ctx);
    const { id } = (await owner.admin('POST', URL, dian)).json();
    expect((await stranger.admin('PUT', `${URL}/${id}`, dian)).statusCode).toBe(404);
    expect((await stranger.admin('DELETE', `${URL}/${id}`)).json().message).toBe('El tercero no existe');
    expect((await stranger.admin('GET', `${URL}/lookup?nit=800197268`)).statusCode).toBe(404);
    expect((await owner.client('GET', URL)).statusCode).toBe(403);
    expect((await owner.client('DELETE', `${URL}/${id}`)).statusCode).toBe(403);
    expect((await owner.admin('GET', URL)).json()).toHaveLength(1);
  });
});
