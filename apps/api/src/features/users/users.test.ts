import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, createUser, tokenFor } from '../../../test/factories.ts';
import { answered, apiFor } from '../../../test/helpers/api-call.ts';
import { solveHumanCheck } from '../../../test/helpers/human-check.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { users } from '../../db/schema/index.ts';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import { insertEmployee } from './employee-fixtures.test-support.ts';

let ctx: TestContext;
let admin: Record<string, string>;
let otherAdmin: Record<string, string>;
let companyId: number;
let contractId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const company = await createCompany(ctx.db, { name: 'Panadería La Espiga S.A.S.' });
  const other = await createCompany(ctx.db, { name: 'Otra Empresa S.A.S.' });
  companyId = company.id;
  ({ contractId } = await insertEmployee(ctx.db, company.id, {
    documentNumber: '1020304050',
    firstName: 'Ana',
    firstSurname: 'Gómez',
  }));
  await insertEmployee(ctx.db, company.id, {
    documentNumber: '79000111',
    firstName: 'Luis',
    firstSurname: 'Pérez',
  });
  await insertEmployee(ctx.db, other.id, {
    documentNumber: '52000222',
    firstName: 'Marta',
    firstSurname: 'Ruiz',
  });
  const adminUser = await createUser(ctx.db, { companyId: company.id, email: 'gerente@espiga.com.co' });
  const otherUser = await createUser(ctx.db, { companyId: other.id, email: 'gerente@otra.com.co' });
  admin = bearer(await tokenFor(ctx.db, ctx.clock, adminUser));
  otherAdmin = bearer(await tokenFor(ctx.db, ctx.clock, otherUser));
});
afterAll(async () => ctx.close());
const send = apiFor(() => ctx.app);

const valid = {
  employeeNumberId: '1020304050',
  status: 'A',
  email: 'Ana.Gomez@Espiga.com.co',
  password: 'Clave.Segura1',
};

async function createAccount(body: Record<string, unknown>, headers = admin) {
  return send('POST', '/api/users', headers, body);
}

describe('[USERS][CREATE]', () => {
  it('adds a CLIENT account for an employee of the company, which then signs in as that employee', async () => {
    const response = await createAccount(valid);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Usuario agregado exitosamente');
    expect(body.user).toEqual({
      id: expect.any(Number),
      email: 'ana.gomez@espiga.com.co',
      status: { code: 'A', name: 'Activo' },
      employee: { numberId: '1020304050', name: 'Ana Gómez', contractId },
    });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, body.user.id));
    expect(row?.role).toBe('CLIENT');
    expect(row?.companyId).toBe(companyId);
    expect(row?.termsAcceptedAt).toBeNull();
    expect(row?.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(row?.passwordHash ?? '', 'Clave.Segura1')).toBe(true);

    const login = await send(
      'POST',
      '/api/access/login',
      {},
      { email: 'ana.gomez@espiga.com.co', password: 'Clave.Segura1', altcha: await solveHumanCheck(ctx.app) },
    );
    expect(answered(login, 200).session).toMatchObject({ role: 'CLIENT', employeeNumberId: '1020304050' });
  });

  it('checks the fields in the order of spec 01 §5: employee, status, e-mail, password', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'Seleccionar código del empleado'],
      [{ employeeNumberId: '79000111' }, 'Agregar estado'],
      [{ employeeNumberId: '79000111', status: 'A', email: 'sin-arroba' }, 'Agregar correo valido'],
      [{ employeeNumberId: '79000111', status: 'A', email: 'luis@espiga.com.co' }, 'Agregar contraseña'],
      [
        { employeeNumberId: '79000111', status: 'A', email: 'luis@espiga.com.co', password: '' },
        'Agregar contraseña',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await createAccount(payload);
      expect(answered(response, 400).message).toBe(message);
    }
  });

  it('refuses a weak password, a taken e-mail and a second account for the same employee', async () => {
    const weak = await createAccount({
      ...valid,
      employeeNumberId: '79000111',
      email: 'luis@espiga.com.co',
      password: 'abcdefgh',
    });
    expect(answered(weak, 400).message).toMatch(/^La contraseña es débil/);

    const taken = await createAccount({
      ...valid,
      employeeNumberId: '79000111',
      email: 'GERENTE@espiga.com.co',
    });
    expect(answered(taken, 409)).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: 'Ya existe un usuario con ese correo',
    });

    const second = await createAccount({ ...valid, email: 'otra@espiga.com.co' });
    expect(answered(second, 409).message).toBe('El empleado ya tiene un usuario de autogestión');
  });

  it("never links an account to another company's employee", async () => {
    const response = await createAccount({
      ...valid,
      employeeNumberId: '52000222',
      email: 'marta@otra.com.co',
    });
    expect(answered(response, 400).message).toBe('El empleado no existe en la empresa');
    const rows = await ctx.db.select().from(users).where(eq(users.email, 'marta@otra.com.co'));
    expect(rows).toHaveLength(0);
  });
});

describe('[USERS][LIST_UPDATE_DELETE]', () => {
  it('lists only the caller company accounts and offers its employees and the statuses', async () => {
    const list = await send('GET', '/api/users', admin);
    expect(answered(list, 200)).toEqual({
      rows: [
        {
          id: expect.any(Number),
          email: 'ana.gomez@espiga.com.co',
          status: { code: 'A', name: 'Activo' },
          employee: { numberId: '1020304050', name: 'Ana Gómez', contractId },
        },
      ],
      total: 1,
      page: 1,
      pageSize: 10,
    });
    const otherList = await send('GET', '/api/users', otherAdmin);
    expect(otherList.json()).toMatchObject({ rows: [], total: 0 });

    const options = await send('GET', '/api/users/options', admin);
    expect(options.json()).toEqual({
      employees: [
        { numberId: '1020304050', name: 'Ana Gómez', contractId },
        { numberId: '79000111', name: 'Luis Pérez', contractId: expect.any(Number) },
      ],
      statuses: [
        { code: 'A', name: 'Activo' },
        { code: 'I', name: 'Inactivo' },
      ],
    });
  });

  it('pages, searches, filters and sorts on the server by the cells the table shows', async () => {
    const second = await createAccount({
      ...valid,
      employeeNumberId: '79000111',
      email: 'luis.perez@espiga.com.co',
    });
    expect(second.statusCode, second.body).toBe(201);
    const page = async (query: string) => {
      const response = await send('GET', `/api/users?${query}`, admin);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      return { emails: body.rows.map((row: { email: string }) => row.email), total: body.total };
    };
    expect(await page('pageSize=1')).toEqual({ emails: ['ana.gomez@espiga.com.co'], total: 2 });
    expect(await page('pageSize=1&page=2')).toEqual({ emails: ['luis.perez@espiga.com.co'], total: 2 });
    // A page past the end still says how many there are.
    expect(await page('pageSize=1&page=5')).toEqual({ emails: [], total: 2 });
    // The employee cell is "contract - number - name": the search finds the name and the number.
    expect(await page('search=p%C3%A9rez')).toEqual({ emails: ['luis.perez@espiga.com.co'], total: 1 });
    expect(await page('search=1020304050')).toEqual({ emails: ['ana.gomez@espiga.com.co'], total: 1 });
    const byContract = encodeURIComponent(
      JSON.stringify([{ field: 'employee', mode: 'startsWith', value: `${contractId} - ` }]),
    );
    expect(await page(`filters=${byContract}`)).toEqual({ emails: ['ana.gomez@espiga.com.co'], total: 1 });
    expect(await page('sortField=employee&sortOrder=desc')).toMatchObject({ total: 2 });
    expect(await page('sortField=email&sortOrder=desc')).toEqual({
      emails: ['luis.perez@espiga.com.co', 'ana.gomez@espiga.com.co'],
      total: 2,
    });
    const unknown = await send('GET', '/api/users?sortField=password', admin);
    expect(unknown.statusCode).toBe(400);
    const removed = await send('DELETE', `/api/users/${second.json().user.id}`, admin);
    expect(removed.statusCode).toBe(200);
  });

  it('updates status and e-mail keeping the password, then changes the password and ends old sessions', async () => {
    const [account] = await ctx.db.select().from(users).where(eq(users.email, 'ana.gomez@espiga.com.co'));
    const id = account?.id ?? 0;
    const keep = await send('PUT', `/api/users/${id}`, admin, {
      employeeNumberId: '1020304050',
      status: 'I',
      email: 'ana.gomez@espiga.com.co',
    });
    expect(answered(keep, 200).user.status).toEqual({ code: 'I', name: 'Inactivo' });
    const [kept] = await ctx.db.select().from(users).where(eq(users.id, id));
    expect(kept?.passwordHash).toBe(account?.passwordHash);
    // An inactive account no longer signs in (the access feature's rule on status).
    const inactive = await send(
      'POST',
      '/api/access/login',
      {},
      { email: 'ana.gomez@espiga.com.co', password: 'Clave.Segura1', altcha: await solveHumanCheck(ctx.app) },
    );
    expect(inactive.json().code).toBe('INVALID_CREDENTIALS');

    const change = await send('PUT', `/api/users/${id}`, admin, {
      employeeNumberId: '1020304050',
      status: 'A',
      email: 'ana@espiga.com.co',
      password: 'Nueva.Clave2',
    });
    expect(change.statusCode).toBe(200);
    const [changed] = await ctx.db.select().from(users).where(eq(users.id, id));
    expect(await verifyPassword(changed?.passwordHash ?? '', 'Nueva.Clave2')).toBe(true);
    expect(changed?.sessionsValidFrom).not.toBeNull();

    const empty = await send('PUT', `/api/users/${id}`, admin, {
      employeeNumberId: '1020304050',
      status: 'A',
      email: 'ana@espiga.com.co',
      password: '',
    });
    expect(answered(empty, 400).message).toBe('Agregar contraseña');
  });

  it("answers 404 for another company's account and for an administrator's account", async () => {
    const [account] = await ctx.db.select().from(users).where(eq(users.email, 'ana@espiga.com.co'));
    const [manager] = await ctx.db.select().from(users).where(eq(users.email, 'gerente@espiga.com.co'));
    const payload = { employeeNumberId: '52000222', status: 'A', email: 'x@otra.com.co' };
    for (const [url, headers] of [
      [`/api/users/${account?.id}`, otherAdmin],
      [`/api/users/${manager?.id}`, admin],
    ] as const) {
      const put = await send('PUT', url, headers, { ...payload, employeeNumberId: '1020304050' });
      expect(answered(put, 404).message).toBe('El usuario no existe');
      const del = await send('DELETE', url, headers);
      expect(del.statusCode).toBe(404);
    }
    const [still] = await ctx.db
      .select()
      .from(users)
      .where(eq(users.id, manager?.id ?? 0));
    expect(still?.role).toBe('ADMIN');
  });

  it('deletes an account with the spec message', async () => {
    const [account] = await ctx.db.select().from(users).where(eq(users.email, 'ana@espiga.com.co'));
    const response = await send('DELETE', `/api/users/${account?.id}`, admin);
    expect(answered(response, 200)).toEqual({ message: 'Usuario eliminado' });
    expect(
      await ctx.db
        .select()
        .from(users)
        .where(eq(users.id, account?.id ?? 0)),
    ).toHaveLength(0);
  });
});

describe('[USERS][GUARDS]', () => {
  it('refuses a CLIENT token and a missing token on every route', async () => {
    const client = await createUser(ctx.db, {
      role: 'CLIENT',
      companyId,
      employeeNumberId: '79000111',
      email: 'luis.cliente@espiga.com.co',
    });
    const clientHeaders = bearer(await tokenFor(ctx.db, ctx.clock, client));
    const routes = [
      ['GET', '/api/users'],
      ['GET', '/api/users/options'],
      ['POST', '/api/users'],
      ['PUT', `/api/users/${client.id}`],
      ['DELETE', `/api/users/${client.id}`],
    ] as const;
    for (const [method, url] of routes) {
      const forbidden = await send(method, url, clientHeaders, valid);
      expect(answered(forbidden, 403).message).toBe('No tienes permiso para esta acción');
      const anonymous = await send(method, url, {}, valid);
      expect(anonymous.statusCode).toBe(401);
    }
  });
});
