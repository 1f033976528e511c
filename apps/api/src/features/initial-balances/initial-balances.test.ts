import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, createUser, tokenFor, userToken } from '../../../test/factories.ts';
import { apiFor } from '../../../test/helpers/api-call.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { initialBalances } from '../../db/schema/index.ts';
import { employeeContractId } from '../users/employee-fixtures.test-support.ts';
import { createInitialBalancesService } from './initial-balances.service.ts';

let ctx: TestContext;
let admin: Record<string, string>;
let otherAdmin: Record<string, string>;
let companyId: number;
let contractId: number;
let secondContractId: number;
let foreignContractId: number;

const blank = { days: null, amount: null };
const balances = {
  EPS: { days: 30, amount: 2_500_000 },
  ARL: { days: 30, amount: 2_500_000 },
  SEVERANCE: { days: 30, amount: 208_333.33 },
  SEVERANCE_INTEREST: blank,
  VACATION: { days: 7.5, amount: 625_000 },
  PRIMA: { days: 30, amount: 208_333.33 },
};

beforeAll(async () => {
  ctx = await createTestApp();
  const company = await createCompany(ctx.db);
  const other = await createCompany(ctx.db);
  companyId = company.id;
  contractId = await employeeContractId(ctx.db, company.id, '1020304050', 'Ana', 'Gómez');
  secondContractId = await employeeContractId(ctx.db, company.id, '79000111', 'Luis', 'Pérez');
  foreignContractId = await employeeContractId(ctx.db, other.id, '52000222', 'Marta', 'Ruiz');
  admin = bearer(await userToken(ctx, { companyId: company.id }));
  otherAdmin = bearer(await userToken(ctx, { companyId: other.id }));
});
afterAll(async () => ctx.close());
const send = apiFor(() => ctx.app);

describe('[INITIAL_BALANCES][CREATE]', () => {
  it('creates the balances of a contract with the spec message', async () => {
    const response = await send('POST', '/api/initial-balances', admin, {
      contractId,
      cutOffDate: '2026-01-31',
      balances,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'Saldo inicial agregado exitosamente',
      balance: { contractId, numberId: '1020304050', name: 'Ana Gómez', cutOffDate: '2026-01-31', balances },
    });
    const rows = await ctx.db.select().from(initialBalances);
    expect(rows.map((row) => [row.concept, row.days, row.amount]).sort()).toEqual([
      ['ARL', '30.00', '2500000.00'],
      ['EPS', '30.00', '2500000.00'],
      ['PRIMA', '30.00', '208333.33'],
      ['SEVERANCE', '30.00', '208333.33'],
      ['VACATION', '7.50', '625000.00'],
    ]);
  });

  it('refuses a second create for the same contract, and bad bodies, changing nothing', async () => {
    const again = await send('POST', '/api/initial-balances', admin, {
      contractId,
      cutOffDate: '2026-01-31',
      balances,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('El contrato ya tiene saldos iniciales; edítelos');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ cutOffDate: '2026-01-31', balances }, 'Seleccione el empleado'],
      [{ contractId: secondContractId, balances }, 'Agregar fecha de corte'],
      [
        { contractId: secondContractId, cutOffDate: '2026-02-30', balances },
        'La fecha de corte no es válida',
      ],
      [
        {
          contractId: secondContractId,
          cutOffDate: '2026-01-31',
          balances: { ...balances, EPS: { days: -1, amount: 1 } },
        },
        'Los días deben ser un número entre 0 y 360',
      ],
      [
        {
          contractId: secondContractId,
          cutOffDate: '2026-01-31',
          balances: { ...balances, PRIMA: { days: 1, amount: 0.001 } },
        },
        'El valor admite como máximo dos decimales',
      ],
      [
        {
          contractId: secondContractId,
          cutOffDate: '2026-01-31',
          balances: {
            EPS: blank,
            ARL: blank,
            SEVERANCE: blank,
            SEVERANCE_INTEREST: blank,
            VACATION: blank,
            PRIMA: blank,
          },
        },
        'Agregue al menos un saldo',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await send('POST', '/api/initial-balances', admin, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await ctx.db.select().from(initialBalances)).toHaveLength(5);
  });

  it("answers 404 for another company's contract", async () => {
    const response = await send('POST', '/api/initial-balances', admin, {
      contractId: foreignContractId,
      cutOffDate: '2026-01-31',
      balances,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('El contrato no existe en la empresa');
  });
});

describe('[INITIAL_BALANCES][LIST_UPDATE_DELETE]', () => {
  it('lists the company balances as a page and offers only its contracts without balances', async () => {
    const list = await send('GET', '/api/initial-balances', admin);
    expect(list.json()).toEqual({
      rows: [{ contractId, numberId: '1020304050', name: 'Ana Gómez', cutOffDate: '2026-01-31', balances }],
      total: 1,
      page: 1,
      pageSize: 10,
    });
    const other = await send('GET', '/api/initial-balances', otherAdmin);
    expect(other.json()).toMatchObject({ rows: [], total: 0 });
    const options = await send('GET', '/api/initial-balances/options', admin);
    expect(options.json().contracts).toEqual([
      { contractId: secondContractId, numberId: '79000111', name: 'Luis Pérez' },
    ]);
  });

  it('pages, searches, filters and sorts on the server by the table columns', async () => {
    const created = await send('POST', '/api/initial-balances', admin, {
      contractId: secondContractId,
      cutOffDate: '2026-01-15',
      balances: { ...balances, VACATION: { days: 3, amount: 150_000 } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const page = async (query: string) => {
      const response = await send('GET', `/api/initial-balances?${query}`, admin);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      return { ids: body.rows.map((row: { contractId: number }) => row.contractId), total: body.total };
    };
    // Newest contract first, one per page.
    expect(await page('pageSize=1')).toEqual({ ids: [secondContractId], total: 2 });
    expect(await page('pageSize=1&page=2')).toEqual({ ids: [contractId], total: 2 });
    expect(await page('pageSize=1&page=3')).toEqual({ ids: [], total: 2 });
    expect(await page('search=g%C3%B3mez')).toEqual({ ids: [contractId], total: 1 });
    expect(await page('search=79000111')).toEqual({ ids: [secondContractId], total: 1 });
    expect(await page('sortField=VACATION_amount&sortOrder=asc')).toEqual({
      ids: [secondContractId, contractId],
      total: 2,
    });
    expect(await page('sortField=cutOffDate&sortOrder=desc')).toEqual({
      ids: [contractId, secondContractId],
      total: 2,
    });
    const threeDays = encodeURIComponent(
      JSON.stringify([{ field: 'VACATION_days', mode: 'equals', value: '3' }]),
    );
    expect(await page(`filters=${threeDays}`)).toEqual({ ids: [secondContractId], total: 1 });
    const unknown = await send('GET', '/api/initial-balances?sortField=salary', admin);
    expect(unknown.statusCode).toBe(400);
    const removed = await send('DELETE', `/api/initial-balances/${secondContractId}`, admin);
    expect(removed.statusCode).toBe(200);
  });

  it('updates the pairs and the cut-off, blanking a concept removes its line', async () => {
    const response = await send('PUT', `/api/initial-balances/${contractId}`, admin, {
      cutOffDate: '2026-02-28',
      balances: { ...balances, ARL: blank, VACATION: { days: 10, amount: null } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Saldo inicial actualizado exitosamente');
    expect(response.json().balance.balances.ARL).toEqual(blank);
    expect(response.json().balance.balances.VACATION).toEqual({ days: 10, amount: null });
    expect(response.json().balance.cutOffDate).toBe('2026-02-28');
    expect(await ctx.db.select().from(initialBalances)).toHaveLength(4);
  });

  it("answers 404 to another company's admin and to a contract without balances", async () => {
    const payload = { cutOffDate: '2026-02-28', balances };
    const foreign = await send('PUT', `/api/initial-balances/${contractId}`, otherAdmin, payload);
    expect(foreign.statusCode).toBe(404);
    const none = await send('PUT', `/api/initial-balances/${secondContractId}`, admin, payload);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('El contrato no tiene saldos iniciales');
    const del = await send('DELETE', `/api/initial-balances/${contractId}`, otherAdmin);
    expect(del.statusCode).toBe(404);
    expect(await ctx.db.select().from(initialBalances)).toHaveLength(4);
  });

  it('feeds the engine history through initialBalancesAsHistory', async () => {
    const service = createInitialBalancesService({ db: ctx.db, clock: ctx.clock });
    expect(await service.initialBalancesAsHistory(companyId, contractId, '2026-03-01')).toEqual({
      months: [],
      previousMonthIbc: '2500000',
      cesantiasBalance: '208333.33',
      cesantiasYearDays: 30,
      pendingVacationDays: '10',
      vacationsAccruedFrom: '2026-03-01',
      primaSemesterDays: 30,
    });
    expect(await service.initialBalancesAsHistory(companyId, contractId, '2026-02-28')).toEqual({
      months: [],
    });
    // Another company never reads these balances.
    expect(await service.initialBalancesAsHistory(companyId + 1, contractId, '2026-03-01')).toEqual({
      months: [],
    });
  });

  it('deletes with the spec message', async () => {
    const response = await send('DELETE', `/api/initial-balances/${contractId}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Saldo inicial eliminado exitosamente' });
    expect(await ctx.db.select().from(initialBalances)).toHaveLength(0);
  });

  it('refuses a CLIENT token on every route', async () => {
    const client = await createUser(ctx.db, { role: 'CLIENT', companyId, employeeNumberId: '1020304050' });
    const headers = bearer(await tokenFor(ctx.db, ctx.clock, client));
    for (const [method, url] of [
      ['GET', '/api/initial-balances'],
      ['GET', '/api/initial-balances/options'],
      ['POST', '/api/initial-balances'],
      ['PUT', `/api/initial-balances/${contractId}`],
      ['DELETE', `/api/initial-balances/${contractId}`],
    ] as const) {
      const response = await send(method, url, headers, { contractId, cutOffDate: '2026-01-31', balances });
      expect(response.statusCode).toBe(403);
    }
  });
});
