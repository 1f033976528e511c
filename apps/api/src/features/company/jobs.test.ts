import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOfNewCompany, bearer, createCompany, createUser, tokenFor } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { insertContract } from './company.fixtures.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

async function adminHeaders() {
  const { company, token } = await adminOfNewCompany(ctx);
  return { company, headers: bearer(token) };
}

const addJob = (headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/jobs', headers, payload });

describe('/api/jobs', () => {
  it('adds, lists, edits and deletes a job with the spec messages', async () => {
    const { headers } = await adminHeaders();
    const created = await addJob(headers, {
      name: ' Auxiliar contable ',
      area: 'Contabilidad',
      code: 'AC-01',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      job: { id: expect.any(Number), name: 'Auxiliar contable', area: 'Contabilidad', code: 'AC-01' },
      message: 'Cargo agregado exitosamente',
    });
    const id = created.json().job.id;
    const list = await ctx.app.inject({ method: 'GET', url: '/api/jobs', headers });
    expect(list.json().jobs).toEqual([
      { id, name: 'Auxiliar contable', area: 'Contabilidad', code: 'AC-01' },
    ]);

    const updated = await ctx.app.inject({
      method: 'PUT',
      url: `/api/jobs/${id}`,
      headers,
      payload: { name: 'Contador', area: 'Contabilidad', code: '' },
    });
    expect(updated.json()).toEqual({
      job: { id, name: 'Contador', area: 'Contabilidad', code: null },
      message: 'Registro actualizado exitosamente',
    });

    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/jobs/${id}`, headers });
    expect(deleted.json()).toEqual({ message: 'Cargo eliminado' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/jobs', headers })).json().jobs).toEqual([]);
  });

  it('asks for the name first, then the area', async () => {
    const { headers } = await adminHeaders();
    const noName = await addJob(headers, { name: '  ', area: '' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe('Agregar nombre del cargo');
    const noArea = await addJob(headers, { name: 'Mensajero' });
    expect(noArea.json().message).toBe('Agregar Area');
    const tooLong = await addJob(headers, { name: 'x'.repeat(101), area: 'Operaciones' });
    expect(tooLong.statusCode).toBe(400);
  });

  it('answers 404 for another company job and changes nothing', async () => {
    const owner = await adminHeaders();
    const stranger = await adminHeaders();
    const id = (await addJob(owner.headers, { name: 'Cajero', area: 'Ventas' })).json().job.id;
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/jobs/${id}`,
      headers: stranger.headers,
      payload: { name: 'Robado', area: 'X' },
    });
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe('El cargo no existe');
    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/jobs/${id}`, headers: stranger.headers });
    expect(del.statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/jobs', headers: stranger.headers })).json().jobs,
    ).toEqual([]);
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/jobs', headers: owner.headers });
    expect(mine.json().jobs[0].name).toBe('Cajero');
  });

  it('refuses to delete a job a contract uses', async () => {
    const { company, headers } = await adminHeaders();
    const id = (await addJob(headers, { name: 'Operario', area: 'Planta' })).json().job.id;
    await insertContract(ctx.db, company.id, id);
    const response = await ctx.app.inject({ method: 'DELETE', url: `/api/jobs/${id}`, headers });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'No se puede eliminar el cargo: está asignado a uno o más contratos',
    );
    expect((await ctx.app.inject({ method: 'GET', url: '/api/jobs', headers })).json().jobs).toHaveLength(1);
  });

  it('refuses employees (CLIENT), anonymous callers and administrators without a company', async () => {
    const company = await createCompany(ctx.db);
    const employee = await createUser(ctx.db, { role: 'CLIENT', companyId: company.id });
    const clientHeaders = bearer(await tokenFor(ctx.db, ctx.clock, employee));
    expect((await addJob(clientHeaders, { name: 'A', area: 'B' })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/jobs' })).statusCode).toBe(401);
    const lonely = await createUser(ctx.db);
    const lonelyHeaders = bearer(await tokenFor(ctx.db, ctx.clock, lonely));
    const response = await addJob(lonelyHeaders, { name: 'A', area: 'B' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Registra primero los datos de la empresa');
  });
});
