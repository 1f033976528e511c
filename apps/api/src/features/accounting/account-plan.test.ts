import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answered } from '../../../test/helpers/api-call.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { companyWithUsers, rowCreatedByNewAdmin, SALARY_DEBIT_ROW } from './accounting.test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const URL = '/api/accounting/account-plan';
const salaryDebit = { ...SALARY_DEBIT_ROW, account2: '' };

describe('[ACCOUNTING][ACCOUNT_PLAN]', () => {
  it('creates a row and answers it with every column named', async () => {
    const { admin, row: created } = await rowCreatedByNewAdmin(ctx, URL, salaryDebit);
    expect(created).toEqual({
      id: created.id,
      concept: { code: 'BASIC', name: 'Salario básico' },
      conceptNature: { code: 'earning', name: 'Devengo' },
      account1: '510506',
      account2: '',
      nature: { code: 'D', name: 'Débito' },
      voucherType: { code: 'NM', name: 'Nómina' },
      thirdPartyType: { code: '14628', name: 'Empleado' },
      thirdParty: null,
      entityType: null,
      expenseType: { code: '51', name: 'Gastos operacionales de administración' },
      managesCostCentre: true,
    });
    expect((await admin('GET', URL)).json()).toEqual([created]);
  });

  it('refuses missing fields in the spec order', async () => {
    const { admin } = await companyWithUsers(ctx);
    const steps: [object, string][] = [
      [{}, 'Agregar cuenta 1'],
      [{ account1: '510506' }, 'Seleccionar naturaleza'],
      [{ account1: '510506', nature: 'D' }, 'Seleccionar tipo de comprobante'],
      [{ account1: '510506', nature: 'D', voucherType: 'NM' }, 'Seleccionar tipo tercero'],
      [
        { account1: '510506', nature: 'D', voucherType: 'NM', thirdPartyType: '14628' },
        'Seleccionar concepto',
      ],
      [
        { account1: '510506', nature: 'D', voucherType: 'NM', thirdPartyType: '14628', concept: 'BASIC' },
        'Seleccionar si tiene centro de costo',
      ],
    ];
    for (const [body, message] of steps) {
      const response = await admin('POST', URL, body);
      expect(answered(response, 400).message).toBe(message);
    }
    expect((await admin('GET', URL)).json()).toEqual([]);
  });

  it('validates accounts as PUC accounts, allowing the asterisk placeholder', async () => {
    const { admin } = await companyWithUsers(ctx);
    const format =
      'Cuenta 1: una cuenta del PUC tiene solo dígitos (de 4 a 12) y empieza por la clase (1 a 9); use * al final para completar después';
    for (const account1 of ['51', '0105', '5105A6', '51*05', '1234567890123']) {
      const response = await admin('POST', URL, { ...salaryDebit, account1 });
      expect(response.statusCode, account1).toBe(400);
      expect(response.json().message).toBe(format);
    }
    const account2 = await admin('POST', URL, { ...salaryDebit, account2: '9' });
    expect(account2.json().fields).toEqual({ account2: format.replace('Cuenta 1', 'Cuenta 2') });
    const placeholder = await admin('POST', URL, { ...salaryDebit, account1: '2505**', account2: '*' });
    expect(answered(placeholder, 201)).toMatchObject({ account1: '2505**', account2: '*' });
  });

  it('applies the third-party type rules: 14630 needs a known NIT, 14631 an entity type, others neither', async () => {
    const { admin } = await companyWithUsers(ctx);
    const base = {
      ...salaryDebit,
      concept: 'HEALTH_EE',
      nature: 'C',
      account1: '237005',
      expenseType: '',
      managesCostCentre: false,
    };
    const noNit = await admin('POST', URL, { ...base, thirdPartyType: '14630' });
    expect(noNit.json().fields).toEqual({ thirdPartyNit: 'Agregar NIT del tercero' });
    const unknownNit = await admin('POST', URL, {
      ...base,
      thirdPartyType: '14630',
      thirdPartyNit: '890903938',
    });
    expect(answered(unknownNit, 400).message).toBe(
      'El NIT no está registrado como tercero. Agréguelo con el botón +',
    );
    const withEntity = await admin('POST', URL, {
      ...base,
      thirdPartyType: '14630',
      thirdPartyNit: '1',
      entityType: 'EPS',
    });
    expect(withEntity.json().fields).toEqual({ entityType: 'Este tipo de tercero no lleva tipo de entidad' });
    const noEntity = await admin('POST', URL, { ...base, thirdPartyType: '14631' });
    expect(noEntity.json().fields).toEqual({ entityType: 'Seleccionar tipo de entidad' });
    const nitOnEntity = await admin('POST', URL, {
      ...base,
      thirdPartyType: '14631',
      entityType: 'EPS',
      thirdPartyNit: '1',
    });
    expect(nitOnEntity.json().fields).toEqual({ thirdPartyNit: 'Este tipo de tercero no lleva NIT' });
    const entityOnCompany = await admin('POST', URL, { ...base, thirdPartyType: '14629', entityType: 'EPS' });
    expect(entityOnCompany.json().fields).toEqual({
      entityType: 'Este tipo de tercero no lleva tipo de entidad',
    });
    expect((await admin('GET', URL)).json()).toEqual([]);

    const entity = await admin('POST', URL, { ...base, thirdPartyType: '14631', entityType: 'EPS' });
    expect(answered(entity, 201)).toMatchObject({
      concept: { code: 'HEALTH_EE' },
      conceptNature: { code: 'deduction', name: 'Deducción' },
      thirdParty: null,
      entityType: { code: 'EPS', name: 'Entidad promotora de salud' },
      expenseType: null,
    });

    const third = (
      await admin('POST', '/api/accounting/third-parties', {
        documentType: 'NI',
        nit: '890903938',
        checkDigit: '8',
        name: 'Bancolombia S.A.',
      })
    ).json();
    const specific = await admin('POST', URL, {
      ...base,
      voucherType: 'SS',
      thirdPartyType: '14630',
      thirdPartyNit: '890903938',
    });
    expect(answered(specific, 201).thirdParty).toEqual({
      id: third.id,
      nit: '890903938',
      name: 'Bancolombia S.A.',
    });
  });

  it('refuses unknown codes and concepts, and a duplicate mapping', async () => {
    const { admin } = await companyWithUsers(ctx);
    const cases: [object, string, string][] = [
      [{ nature: 'X' }, 'nature', 'Naturaleza: el código no existe'],
      [{ voucherType: 'ZZ' }, 'voucherType', 'Tipo de comprobante: el código no existe'],
      [{ thirdPartyType: '99999' }, 'thirdPartyType', 'Tipo tercero: el código no existe'],
      [{ expenseType: '99' }, 'expenseType', 'Tipo de gasto: el código no existe'],
      [{ concept: 'NO_SUCH_CONCEPT' }, 'concept', 'Concepto: el código no existe'],
    ];
    for (const [change, field, message] of cases) {
      const response = await admin('POST', URL, { ...salaryDebit, ...change });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().fields).toEqual({ [field]: message });
    }
    expect((await admin('POST', URL, salaryDebit)).statusCode).toBe(201);
    const again = await admin('POST', URL, { ...salaryDebit, account1: '510503' });
    expect(answered(again, 409).message).toBe(
      'Ya existe una cuenta para este concepto con la misma naturaleza, tipo de comprobante y tipo de gasto',
    );
    // The credit side and another expense type are different mappings.
    expect((await admin('POST', URL, { ...salaryDebit, nature: 'C', account1: '250505' })).statusCode).toBe(
      201,
    );
    expect(
      (await admin('POST', URL, { ...salaryDebit, expenseType: '72', account1: '720506' })).statusCode,
    ).toBe(201);
  });

  it('updates and deletes a row; another company answers 404; employees are refused', async () => {
    const owner = await companyWithUsers(ctx);
    const stranger = await companyWithUsers(ctx);
    const { id } = (await owner.admin('POST', URL, salaryDebit)).json();
    const updated = await owner.admin('PUT', `${URL}/${id}`, {
      ...salaryDebit,
      account1: '5105*',
      managesCostCentre: false,
    });
    expect(answered(updated, 200)).toMatchObject({ id, account1: '5105*', managesCostCentre: false });

    expect((await stranger.admin('PUT', `${URL}/${id}`, salaryDebit)).json().message).toBe(
      'La cuenta del plan de cuentas no existe',
    );
    expect((await stranger.admin('DELETE', `${URL}/${id}`)).statusCode).toBe(404);
    expect((await owner.client('GET', URL)).statusCode).toBe(403);
    expect((await owner.client('PUT', `${URL}/${id}`, salaryDebit)).statusCode).toBe(403);
    expect((await owner.admin('GET', URL)).json()[0].account1).toBe('5105*');

    expect((await owner.admin('DELETE', `${URL}/${id}`)).statusCode).toBe(204);
    expect((await owner.admin('DELETE', `${URL}/${id}`)).statusCode).toBe(404);
  });

  it('offers the lists of the three screens', async () => {
    const { admin, client } = await companyWithUsers(ctx);
    const options = (await admin('GET', '/api/accounting/options')).json();
    expect(options.natures).toEqual([
      { code: 'D', name: 'Débito' },
      { code: 'C', name: 'Crédito' },
    ]);
    expect(options.thirdPartyTypes.map((item: { code: string }) => item.code)).toEqual([
      '14628',
      '14629',
      '14630',
      '14631',
    ]);
    expect(options.expenseTypes).toHaveLength(5);
    expect(options.voucherTypes.map((item: { code: string }) => item.code)).toEqual([
      'NM',
      'SS',
      'LD',
      'CES',
    ]);
    expect(options.entityTypes[0]).toEqual({ code: 'EPS', name: 'Entidad promotora de salud' });
    expect(options.documentTypes.map((item: { code: string }) => item.code)).toContain('NI');
    expect(options.concepts[0]).toEqual({
      code: 'BASIC',
      name: 'Salario básico',
      nature: { code: 'earning', name: 'Devengo' },
    });
    expect((await client('GET', '/api/accounting/options')).statusCode).toBe(403);
  });

  it('publishes every accounting route in the API reference', async () => {
    const paths = Object.keys(
      (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths,
    );
    expect(paths.filter((path) => path.startsWith('/api/accounting/')).sort()).toEqual([
      '/api/accounting/account-plan',
      '/api/accounting/account-plan/defaults',
      '/api/accounting/account-plan/{id}',
      '/api/accounting/cost-centres',
      '/api/accounting/cost-centres/{id}',
      '/api/accounting/options',
      '/api/accounting/third-parties',
      '/api/accounting/third-parties/lookup',
      '/api/accounting/third-parties/{id}',
    ]);
  });
});
