import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answered } from '../../../test/helpers/api-call.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { contracts, jobs } from '../../db/schema/index.ts';
import { insertContract } from '../company/company.fixtures.ts';
import { companyWithUsers, rowCreatedByNewAdmin, SALARY_DEBIT_ROW } from './accounting.test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const URL = '/api/accounting/cost-centres';
const administration = { expenseType: '51', name: 'Administración', code: 'ADM-01' };

describe('[ACCOUNTING][COST_CENTRES]', () => {
  it('creates, lists, updates and deletes a cost centre with its expense type named', async () => {
    const { admin, row: created } = await rowCreatedByNewAdmin(ctx, URL, administration);
    expect(created).toEqual({
      id: created.id,
      name: 'Administración',
      code: 'ADM-01',
      expenseType: { code: '51', name: 'Gastos operacionales de administración' },
      siigoCentre: null,
      siigoSubcentre: null,
    });
    const { id } = created;

    const updated = await admin('PUT', `${URL}/${id}`, {
      expenseType: '72',
      name: ' Planta ',
      code: 'PLT-01',
      siigoCentre: '0300',
      siigoSubcentre: '002',
    });
    expect(answered(updated, 200)).toEqual({
      id,
      name: 'Planta',
      code: 'PLT-01',
      expenseType: { code: '72', name: 'Costo de producción - mano de obra directa' },
      siigoCentre: '0300',
      siigoSubcentre: '002',
    });
    expect((await admin('GET', URL)).json()).toEqual([updated.json()]);

    expect((await admin('DELETE', `${URL}/${id}`)).statusCode).toBe(204);
    expect((await admin('GET', URL)).json()).toEqual([]);
  });

  it('refuses missing fields in the spec order: expense type, name, code', async () => {
    const { admin } = await companyWithUsers(ctx);
    const all = await admin('POST', URL, {});
    expect(answered(all, 400).message).toBe('Seleccionar tipo de gasto');
    const noName = await admin('POST', URL, { expenseType: '51', name: '  ', code: '' });
    expect(noName.json().message).toBe('Agregar nombre del centro de costos');
    const noCode = await admin('POST', URL, { expenseType: '51', name: 'Ventas', code: '' });
    expect(noCode.json().message).toBe('Agregar código del centro de costos');
    const badCode = await admin('POST', URL, { expenseType: '51', name: 'Ventas', code: 'V 01' });
    expect(badCode.json().fields).toEqual({
      code: 'El código del centro de costos solo admite letras, números, punto, guion y guion bajo',
    });
    const unknownType = await admin('POST', URL, { expenseType: '99', name: 'Ventas', code: 'V01' });
    expect(answered(unknownType, 400).fields).toEqual({ expenseType: 'Tipo de gasto: el código no existe' });
    expect((await admin('GET', URL)).json()).toEqual([]);
  });

  it('keeps codes unique per company without regard to case, but free across companies', async () => {
    const first = await companyWithUsers(ctx);
    const second = await companyWithUsers(ctx);
    expect((await first.admin('POST', URL, administration)).statusCode).toBe(201);
    const again = await first.admin('POST', URL, { ...administration, code: 'adm-01', name: 'Otra' });
    expect(answered(again, 409).message).toBe('Ya existe un centro de costos con ese código');
    expect((await second.admin('POST', URL, administration)).statusCode).toBe(201);

    const sales = (await first.admin('POST', URL, { expenseType: '52', name: 'Ventas', code: 'VEN' })).json();
    const clash = await first.admin('PUT', `${URL}/${sales.id}`, { ...administration, code: 'ADM-01' });
    expect(clash.statusCode).toBe(409);
    // Saving a cost centre with its own code is not a clash.
    expect(
      (await first.admin('PUT', `${URL}/${sales.id}`, { expenseType: '52', name: 'Ventas 2', code: 'ven' }))
        .statusCode,
    ).toBe(200);
  });

  it("answers 404 for another company's cost centre and never touches it", async () => {
    const owner = await companyWithUsers(ctx);
    const stranger = await companyWithUsers(ctx);
    const { id } = (await owner.admin('POST', URL, administration)).json();
    const update = await stranger.admin('PUT', `${URL}/${id}`, administration);
    expect(answered(update, 404).message).toBe('El centro de costos no existe');
    expect((await stranger.admin('DELETE', `${URL}/${id}`)).statusCode).toBe(404);
    expect((await stranger.admin('GET', URL)).json()).toEqual([]);
    expect((await owner.admin('GET', URL)).json()).toHaveLength(1);
  });

  it('refuses employees (CLIENT) and callers without a session', async () => {
    const { client } = await companyWithUsers(ctx);
    const list = await client('GET', URL);
    expect(answered(list, 403).message).toBe('No tienes permiso para esta acción');
    expect((await client('POST', URL, administration)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });

  it('answers 400 for a malformed id', async () => {
    const { admin } = await companyWithUsers(ctx);
    const response = await admin('DELETE', `${URL}/abc`);
    expect(answered(response, 400).message).toBe('El identificador no es válido');
  });

  it('keeps the last cost centre of an expense type while a cost-managed account-plan row needs it', async () => {
    const { admin } = await companyWithUsers(ctx);
    const only = (await admin('POST', URL, administration)).json();
    const row = await admin('POST', '/api/accounting/account-plan', SALARY_DEBIT_ROW);
    expect(row.statusCode).toBe(201);

    const refused = await admin('DELETE', `${URL}/${only.id}`);
    expect(answered(refused, 409).message).toBe(
      'No se puede eliminar el centro de costos: es el único de su tipo de gasto y 1 cuenta del plan de cuentas con ese tipo de gasto maneja centro de costo.',
    );
    const moved = await admin('PUT', `${URL}/${only.id}`, { ...administration, expenseType: '52' });
    expect(moved.statusCode).toBe(409);

    // With a second cost centre of the same expense type, the first may go.
    expect((await admin('POST', URL, { expenseType: '51', name: 'Gerencia', code: 'GER' })).statusCode).toBe(
      201,
    );
    expect((await admin('DELETE', `${URL}/${only.id}`)).statusCode).toBe(204);
  });

  it('refuses to delete a cost centre a contract holds, naming how many', async () => {
    const { company, admin } = await companyWithUsers(ctx);
    const centre = (await admin('POST', URL, administration)).json();
    const [job] = await ctx.db
      .insert(jobs)
      .values({ companyId: company.id, name: 'Auxiliar contable', area: 'Contabilidad' })
      .returning();
    const { contract } = await insertContract(ctx.db, company.id, job!.id);
    await ctx.db.update(contracts).set({ costCenterId: centre.id }).where(eq(contracts.id, contract.id));

    const refused = await admin('DELETE', `${URL}/${centre.id}`);
    expect(answered(refused, 409).message).toBe(
      'No se puede eliminar el centro de costos: lo usa 1 contrato. Asigne otro centro de costos a esos contratos primero.',
    );
    expect((await admin('GET', URL)).json()).toHaveLength(1);

    await ctx.db.update(contracts).set({ costCenterId: null }).where(eq(contracts.id, contract.id));
    expect((await admin('DELETE', `${URL}/${centre.id}`)).statusCode).toBe(204);
  });
});
