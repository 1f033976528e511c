import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, userToken } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { contractInput, insertTestJob, personInput } from './employees.fixtures.ts';

let ctx: TestContext;
let admin: string;
let client: string;
let firstId: number;
let secondId: number;
let thirdId: number;

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  ctx.app.inject(
    payload === undefined
      ? { method, url, headers: bearer(token) }
      : { method, url, headers: bearer(token), payload },
  );

beforeAll(async () => {
  ctx = await createTestApp();
  const company = await createCompany(ctx.db);
  const other = await createCompany(ctx.db);
  admin = await userToken(ctx, { companyId: company.id });
  client = await userToken(ctx, { companyId: company.id, role: 'CLIENT' });
  const otherAdmin = await userToken(ctx, { companyId: other.id });
  const analyst = await insertTestJob(ctx.db, company.id, 'Analista de nómina');
  const developer = await insertTestJob(ctx.db, company.id, 'Desarrollador');

  const ana = (await inject('POST', '/api/persons', admin, personInput())).json().id;
  const luis = (
    await inject(
      'POST',
      '/api/persons',
      admin,
      personInput({
        documentNumber: '79111222',
        firstName: 'Luis',
        otherNames: null,
        firstSurname: 'Rojas',
        secondSurname: null,
      }),
    )
  ).json().id;
  firstId = (await inject('POST', '/api/contracts', admin, contractInput(ana, analyst.id))).json().contract
    .id;
  secondId = (
    await inject(
      'POST',
      '/api/contracts',
      admin,
      contractInput(luis, developer.id, {
        contractType: '1',
        startDate: '2025-01-15',
        endDate: '2025-12-31',
        status: 'RETIRADO',
        retirementReason: 'VENCIMIENTO_PLAZO',
        retirementDate: '2025-12-31',
        salary: { amount: 4_000_000, startDate: '2025-01-15' },
      }),
    )
  ).json().contract.id;
  thirdId = (
    await inject(
      'POST',
      '/api/contracts',
      admin,
      contractInput(luis, developer.id, {
        startDate: '2026-01-05',
        salary: { amount: 4_400_000.5, startDate: '2026-01-05' },
      }),
    )
  ).json().contract.id;
  await inject('PUT', `/api/contracts/${thirdId}/salary`, admin, {
    amount: 4_600_000,
    startDate: '2026-03-01',
  });

  // Another company's employee must never show.
  const theirJob = await insertTestJob(ctx.db, other.id);
  const theirPerson = (
    await inject('POST', '/api/persons', otherAdmin, personInput({ documentNumber: '5555' }))
  ).json().id;
  await inject('POST', '/api/contracts', otherAdmin, contractInput(theirPerson, theirJob.id));
});
afterAll(() => ctx.close());

describe('GET /api/employees', () => {
  it('lists the company’s contracts, newest first, with the eleven columns', async () => {
    const response = await inject('GET', '/api/employees', admin);
    expect(response.statusCode).toBe(200);
    const { rows: employees, total, page, pageSize } = response.json();
    expect({ total, page, pageSize }).toEqual({ total: 3, page: 1, pageSize: 10 });
    expect(employees.map((row: { contractId: number }) => row.contractId)).toEqual([
      thirdId,
      secondId,
      firstId,
    ]);
    expect(employees[1]).toEqual({
      contractId: secondId,
      personId: expect.any(Number),
      hasPhoto: false,
      documentType: 'CC',
      documentNumber: '79111222',
      fullName: 'Luis Rojas',
      jobId: expect.any(Number),
      jobName: 'Desarrollador',
      contractTypeCode: '1',
      contractTypeName: 'Término fijo',
      statusCode: 'RETIRADO',
      statusName: 'Retirado',
      startDate: '2025-01-15',
      endDate: '2025-12-31',
      retirementDate: '2025-12-31',
      retirementReasonCode: 'VENCIMIENTO_PLAZO',
      retirementReasonName: 'Expiración del plazo pactado',
    });
  });

  it('pages, sorts, searches and filters on the server, by the names the screen shows', async () => {
    const ids = async (query: string) => {
      const response = await inject('GET', `/api/employees?${query}`, admin);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      return { ids: body.rows.map((row: { contractId: number }) => row.contractId), total: body.total };
    };
    expect(await ids('page=2&pageSize=2')).toEqual({ ids: [firstId], total: 3 });
    expect(await ids('sortField=startDate&sortOrder=asc')).toEqual({
      ids: [secondId, thirdId, firstId],
      total: 3,
    });
    expect(await ids('search=rojas')).toEqual({ ids: [thirdId, secondId], total: 2 });
    expect(await ids('search=79111222')).toEqual({ ids: [thirdId, secondId], total: 2 });
    const retired = encodeURIComponent(
      JSON.stringify([{ field: 'statusName', mode: 'equals', value: 'retirado' }]),
    );
    expect(await ids(`filters=${retired}`)).toEqual({ ids: [secondId], total: 1 });
    const fixedTerm = encodeURIComponent(
      JSON.stringify([{ field: 'contractTypeName', mode: 'startsWith', value: 'Término f' }]),
    );
    expect(await ids(`filters=${fixedTerm}&search=luis`)).toEqual({ ids: [secondId], total: 1 });
    // A page past the end still says how many match.
    expect(await ids('page=9&pageSize=2')).toEqual({ ids: [], total: 3 });
  });

  it('filters a coded column by the name shown, and "no contiene" keeps contracts with no value', async () => {
    const total = async (field: string, mode: string, value: string) => {
      const filters = encodeURIComponent(JSON.stringify([{ field, mode, value }]));
      const response = await inject('GET', `/api/employees?filters=${filters}`, admin);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().rows.map((row: { contractId: number }) => row.contractId);
    };
    expect(await total('retirementReasonName', 'contains', 'PLAZO PACTADO')).toEqual([secondId]);
    expect(await total('retirementReasonName', 'endsWith', 'pactado')).toEqual([secondId]);
    // The two contracts without a retirement reason read as an empty name.
    expect(await total('retirementReasonName', 'notContains', 'plazo')).toEqual([thirdId, firstId]);
    expect(await total('retirementReasonName', 'notEquals', 'Expiración del plazo pactado')).toEqual([
      thirdId,
      firstId,
    ]);
    expect(await total('statusName', 'notEquals', 'ACTIVO')).toEqual([secondId]);
    expect(await total('statusName', 'contains', 'nada parecido')).toEqual([]);
  });

  it('refuses an unknown sort or filter field and a page size over the limit with 400', async () => {
    expect((await inject('GET', '/api/employees?sortField=salary', admin)).statusCode).toBe(400);
    const bad = encodeURIComponent(JSON.stringify([{ field: 'accountNumber', mode: 'equals', value: '1' }]));
    expect((await inject('GET', `/api/employees?filters=${bad}`, admin)).statusCode).toBe(400);
    expect((await inject('GET', '/api/employees?pageSize=100000', admin)).statusCode).toBe(400);
  });

  it('is for administrators only', async () => {
    expect((await inject('GET', '/api/employees', client)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/employees' })).statusCode).toBe(401);
  });
});

describe('head count report', () => {
  it('serves its definition: a required cut date and an optional status list', async () => {
    const response = await inject('GET', '/api/employees/head-count/definition', admin);
    expect(response.statusCode).toBe(200);
    const { parameters } = response.json();
    expect(
      parameters.map((p: { tag: string; type: string; required: boolean }) => [p.tag, p.type, p.required]),
    ).toEqual([
      ['fechaCorte', 'DATE', true],
      ['estado', 'LIST', false],
    ]);
  });

  const request = (cutDate: string | null, status: string | null = null) => ({
    reports: [
      {
        position: 1,
        parameters: [
          { tag: 'fechaCorte', value: cutDate },
          { tag: 'estado', value: status },
        ],
      },
      {
        position: 2,
        parameters: [
          { tag: 'fechaCorte', value: cutDate },
          { tag: 'estado', value: status },
        ],
      },
    ],
  });

  it('counts who was on the payroll on the cut date, with the salary in force that day', async () => {
    const response = await inject('POST', '/api/employees/head-count', admin, request('2026-03-01'));
    expect(response.statusCode).toBe(200);
    const [detail, summary] = response.json().sheets;
    expect(detail.rows).toEqual([
      [
        firstId,
        'CC',
        '1020304050',
        'Ana María Pérez Gómez',
        'Analista de nómina',
        null,
        'Término indefinido',
        'Activo',
        '2026-02-01',
        null,
        null,
        null,
        2_500_000,
      ],
      [
        thirdId,
        'CC',
        '79111222',
        'Luis Rojas',
        'Desarrollador',
        null,
        'Término indefinido',
        'Activo',
        '2026-01-05',
        null,
        null,
        null,
        4_600_000,
      ],
    ]);
    expect(summary.rows).toEqual([
      ['Analista de nómina', 1, 2_500_000],
      ['Desarrollador', 1, 4_600_000],
      ['Total', 2, 7_100_000],
    ]);
  });

  it('includes a contract retired on the cut date and filters by status', async () => {
    const response = await inject(
      'POST',
      '/api/employees/head-count',
      admin,
      request('2025-12-31', 'RETIRADO'),
    );
    const [detail, summary] = response.json().sheets;
    expect(detail.rows.map((row: unknown[]) => [row[0], row[12]])).toEqual([[secondId, 4_000_000]]);
    expect(summary.rows.at(-1)).toEqual(['Total', 1, 4_000_000]);
  });

  it('uses the salary before a later change: 4,400,000.50 on 2026-02-28', async () => {
    const response = await inject(
      'POST',
      '/api/employees/head-count',
      admin,
      request('2026-02-28', 'ACTIVO'),
    );
    const [detail] = response.json().sheets;
    expect(detail.rows.map((row: unknown[]) => [row[0], row[12]])).toEqual([
      [firstId, 2_500_000],
      [thirdId, 4_400_000.5],
    ]);
  });

  it('requires the cut date and refuses an unknown status', async () => {
    const missing = await inject('POST', '/api/employees/head-count', admin, request(null));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Seleccione la fecha de corte');
    const status = await inject('POST', '/api/employees/head-count', admin, request('2026-03-01', 'VIGENTE'));
    expect(status.statusCode).toBe(400);
  });

  it('is refused to a CLIENT', async () => {
    expect(
      (await inject('POST', '/api/employees/head-count', client, request('2026-03-01'))).statusCode,
    ).toBe(403);
  });
});
