import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, createUser, tokenFor } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { EXE_BYTES, insertContract, PDF_BYTES, PNG_BYTES, upload } from './company.fixtures.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

/** A company with one job and one contract holding it, and its administrator's headers. */
async function companyWithEmployee() {
  const company = await createCompany(ctx.db);
  const user = await createUser(ctx.db, { companyId: company.id });
  const headers = bearer(await tokenFor(ctx.db, ctx.clock, user));
  const job = (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers,
      payload: { name: 'Gerente general', area: 'Dirección', code: 'GG' },
    })
  ).json().job;
  const { person, contract } = await insertContract(ctx.db, company.id, job.id);
  return { company, headers, person, contract };
}

const addSignature = (headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/signatures', headers, payload });

describe('/api/signatures', () => {
  it('lists the employees with their job, then adds, updates and deletes a signature', async () => {
    const { headers, person, contract } = await companyWithEmployee();
    const employees = await ctx.app.inject({ method: 'GET', url: '/api/signatures/employees', headers });
    expect(employees.json().employees).toEqual([
      {
        contractId: contract.id,
        label: `${person.documentNumber} - Luis Alberto Pérez Díaz`,
        job: 'GG - Gerente general',
      },
    ]);

    const created = await addSignature(headers, {
      contractId: contract.id,
      averageMonths: 3,
      footer: 'Carrera 7 # 71-21, Bogotá',
      image: upload('firma.png', PNG_BYTES),
    });
    expect(created.statusCode).toBe(201);
    const signature = created.json().signature;
    expect(created.json().message).toBe('Firma agregada exitosamente');
    expect(signature).toEqual({
      id: expect.any(Number),
      contractId: contract.id,
      employee: `${person.documentNumber} - Luis Alberto Pérez Díaz`,
      job: 'GG - Gerente general',
      averageMonths: 3,
      footer: 'Carrera 7 # 71-21, Bogotá',
      imageUrl: `/api/signatures/${signature.id}/image`,
    });
    const image = await ctx.app.inject({ method: 'GET', url: signature.imageUrl, headers });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG_BYTES)).toBe(true);

    const updated = await ctx.app.inject({
      method: 'PUT',
      url: `/api/signatures/${signature.id}`,
      headers,
      payload: { averageMonths: 6, footer: '' },
    });
    expect(updated.json().message).toBe('Firma actualizada exitosamente');
    expect(updated.json().signature).toMatchObject({ averageMonths: 6, footer: '' });
    expect((await ctx.app.inject({ method: 'GET', url: signature.imageUrl, headers })).statusCode).toBe(200);

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/signatures/${signature.id}`,
      headers,
    });
    expect(deleted.json()).toEqual({ message: 'Firma eliminada exitosamente' });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/signatures', headers })).json().signatures,
    ).toEqual([]);
  });

  it('refuses fewer than 1 month, a missing or non-image signature and a second signature for one employee', async () => {
    const { headers, contract } = await companyWithEmployee();
    const base = { contractId: contract.id, averageMonths: 1, image: upload('firma.png', PNG_BYTES) };
    const zero = await addSignature(headers, { ...base, averageMonths: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toBe('Los meses a promediar deben ser 1 o más');
    expect((await addSignature(headers, { ...base, image: undefined })).statusCode).toBe(400);
    const pdf = await addSignature(headers, { ...base, image: upload('firma.png', PDF_BYTES) });
    expect(pdf.json().fields).toEqual({ image: 'El archivo no es una imagen PNG, JPEG, GIF o WebP' });
    const exe = await addSignature(headers, { ...base, image: upload('firma.png', EXE_BYTES) });
    expect(exe.statusCode).toBe(400);
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(1_000_001 - PNG_BYTES.length)]);
    const tooBig = await addSignature(headers, { ...base, image: upload('firma.png', big) });
    expect(tooBig.json().message).toBe('El archivo supera el tamaño máximo de 1.000.000 bytes');
    expect((await addSignature(headers, base)).statusCode).toBe(201);
    const again = await addSignature(headers, base);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ese empleado ya tiene una firma configurada');
  });

  it('keeps companies apart: another company contract and signature answer 404', async () => {
    const owner = await companyWithEmployee();
    const stranger = await companyWithEmployee();
    const foreignContract = await addSignature(stranger.headers, {
      contractId: owner.contract.id,
      averageMonths: 2,
      image: upload('firma.png', PNG_BYTES),
    });
    expect(foreignContract.statusCode).toBe(404);
    expect(foreignContract.json().message).toBe('El empleado elegido no tiene un contrato en esta empresa');

    const id = (
      await addSignature(owner.headers, {
        contractId: owner.contract.id,
        averageMonths: 2,
        image: upload('firma.png', PNG_BYTES),
      })
    ).json().signature.id;
    for (const request of [
      { method: 'PUT' as const, url: `/api/signatures/${id}`, payload: { averageMonths: 4 } },
      { method: 'DELETE' as const, url: `/api/signatures/${id}` },
      { method: 'GET' as const, url: `/api/signatures/${id}/image` },
    ]) {
      const response = await ctx.app.inject({ ...request, headers: stranger.headers });
      expect(response.statusCode).toBe(404);
    }
    const ownerList = await ctx.app.inject({ method: 'GET', url: '/api/signatures', headers: owner.headers });
    expect(ownerList.json().signatures[0].averageMonths).toBe(2);
  });

  it('saves the averaging concepts of the company, earnings only', async () => {
    const { headers } = await companyWithEmployee();
    const before = (
      await ctx.app.inject({ method: 'GET', url: '/api/signatures/average-concepts', headers })
    ).json();
    expect(before.concepts.find((item: { code: string }) => item.code === 'BASIC')).toEqual({
      code: 'BASIC',
      name: 'Salario básico',
      selected: false,
    });
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/signatures/average-concepts',
      headers,
      payload: { codes: ['BASIC', 'BASIC'] },
    });
    expect(saved.json()).toEqual({ message: 'Conceptos de promedio actualizados exitosamente' });
    const after = (
      await ctx.app.inject({ method: 'GET', url: '/api/signatures/average-concepts', headers })
    ).json();
    expect(
      after.concepts
        .filter((item: { selected: boolean }) => item.selected)
        .map((i: { code: string }) => i.code),
    ).toEqual(['BASIC']);
    const unknown = await ctx.app.inject({
      method: 'PUT',
      url: '/api/signatures/average-concepts',
      headers,
      payload: { codes: ['NO_EXISTE'] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Uno de los conceptos elegidos no existe');
  });

  it('is for administrators only', async () => {
    const { company } = await companyWithEmployee();
    const employee = await createUser(ctx.db, { role: 'CLIENT', companyId: company.id });
    const headers = bearer(await tokenFor(ctx.db, ctx.clock, employee));
    expect((await ctx.app.inject({ method: 'GET', url: '/api/signatures', headers })).statusCode).toBe(403);
  });
});
