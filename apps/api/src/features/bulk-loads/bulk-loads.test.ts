import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminsOfTwoCompanies, bearer, createUser, tokenFor } from '../../../test/factories.ts';
import { apiFor } from '../../../test/helpers/api-call.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { users } from '../../db/schema/index.ts';
import { insertEmployee } from '../users/employee-fixtures.test-support.ts';
import { rejectedLoad } from './bulk-loads.test-support.ts';

let ctx: TestContext;
let admin: Record<string, string>;
let companyId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const companies = await adminsOfTwoCompanies(ctx);
  companyId = companies.companyId;
  for (const [documentNumber, firstName] of [
    ['1001', 'Ana'],
    ['1002', 'Luis'],
    ['1003', 'Marta'],
  ] as const) {
    await insertEmployee(ctx.db, companyId, { documentNumber, firstName, firstSurname: 'Gómez' });
  }
  await insertEmployee(ctx.db, companies.otherCompanyId, {
    documentNumber: '2001',
    firstName: 'Otro',
    firstSurname: 'Ruiz',
  });
  await createUser(ctx.db, { email: 'tomado@empresa.com.co' });
  admin = bearer(companies.admin);
});
afterAll(async () => ctx.close());
const send = apiFor(() => ctx.app);

const upload = (rows: Array<{ position: number; cells: string[] }>, fileName = 'usuarios.xlsx') =>
  send('POST', '/api/bulk-loads/users', admin, { fileName, rows });

const clientCount = async () =>
  (await ctx.db.select().from(users).where(eq(users.companyId, companyId))).filter(
    (user) => user.role === 'CLIENT',
  ).length;

describe('[BULK_LOADS][TEMPLATE]', () => {
  it('describes the users template: columns, required flags, example row and the code sheet', async () => {
    const response = await send('GET', '/api/bulk-loads/users/template', admin);
    expect(response.statusCode).toBe(200);
    const template = response.json();
    expect(template).toMatchObject({
      kind: 'users',
      title: 'Cargar usuarios',
      fileName: 'PlantillaCargueUsuarios',
      sheetName: 'Usuarios',
      codeSheets: [
        {
          name: 'Estados',
          options: [
            { code: 'A', name: 'Activo' },
            { code: 'I', name: 'Inactivo' },
          ],
        },
      ],
    });
    expect(
      template.columns.map((column: { header: string; required: boolean; example: string }) => [
        column.header,
        column.required,
        column.example,
      ]),
    ).toEqual([
      ['Identificación del empleado', true, '1020304050'],
      ['Estado', true, 'A'],
      ['Correo', true, 'empleado@empresa.com.co'],
      ['Contraseña', true, 'Clave.Segura1'],
    ]);
  });

  it('answers 400 for a kind of load that does not exist', async () => {
    const unknown = await send('GET', '/api/bulk-loads/nomina/template', admin);
    expect(unknown.statusCode).toBe(400);
  });
});

describe('[BULK_LOADS][USERS]', () => {
  it('rejects a file with one bad row among good ones, changes nothing, and lists every problem', async () => {
    const response = await upload([
      { position: 2, cells: ['1001', 'A', 'ana@empresa.com.co', 'Clave.Segura1'] },
      { position: 3, cells: ['2001', 'X', 'TOMADO@empresa.com.co', 'abc'] },
      { position: 4, cells: ['1002', 'A', 'ana@empresa.com.co', 'Clave.Segura1'] },
      { position: 5, cells: ['1003', 'I', '*', 'Clave.Segura1'] },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(
      rejectedLoad([
        {
          row: 3,
          column: 'Estado',
          message: 'Código no válido; consulte la hoja de códigos de la plantilla',
        },
        { row: 4, column: 'Correo', message: 'Valor repetido en la fila 2 del archivo' },
        { row: 5, column: 'Correo', message: 'Campo obligatorio' },
      ]),
    );
    expect(await clientCount()).toBe(0);
  });

  it('applies the form rules and the link rules to rows whose cells read well', async () => {
    const response = await upload([
      { position: 2, cells: ['2001', 'A', 'TOMADO@empresa.com.co', 'abcdefgh'] },
      { position: 3, cells: ['1001', 'A', 'ana@empresa.com.co', 'Clave.Segura1'] },
    ]);
    expect(response.json().errors).toEqual([
      {
        row: 2,
        column: 'Contraseña',
        message: expect.stringMatching(/^La contraseña es débil/),
      },
    ]);
    const links = await upload([
      { position: 2, cells: ['2001', 'A', 'TOMADO@empresa.com.co', 'Clave.Segura1'] },
    ]);
    expect(links.json().errors).toEqual([
      { row: 2, column: 'Identificación del empleado', message: 'El empleado no existe en la empresa' },
      { row: 2, column: 'Correo', message: 'Ya existe un usuario con ese correo' },
    ]);
    expect(await clientCount()).toBe(0);
  });

  it('loads a good file in one transaction and answers the count', async () => {
    const response = await upload(
      [
        { position: 2, cells: ['1001', 'A', 'Ana@Empresa.com.co', 'Clave.Segura1'] },
        { position: 3, cells: ['1002', 'I', 'luis@empresa.com.co', 'Otra.Clave2'] },
      ],
      'usuarios.xls',
    );
    expect(response.json()).toEqual({
      outcome: 'LOADED',
      loaded: 2,
      message: 'Se cargaron 2 registros exitosamente',
    });
    const rows = await ctx.db.select().from(users).where(eq(users.companyId, companyId));
    const loaded = rows
      .filter((user) => user.role === 'CLIENT')
      .map((user) => [user.email, user.status, user.employeeNumberId]);
    expect(loaded.sort()).toEqual([
      ['ana@empresa.com.co', 'A', '1001'],
      ['luis@empresa.com.co', 'I', '1002'],
    ]);
    const again = await upload([
      { position: 2, cells: ['1001', 'A', 'nueva@empresa.com.co', 'Clave.Segura1'] },
    ]);
    expect(again.json().errors).toEqual([
      {
        row: 2,
        column: 'Identificación del empleado',
        message: 'El empleado ya tiene un usuario de autogestión',
      },
    ]);
  });

  it('refuses a body that is not an Excel upload with 400, and a CLIENT token with 403', async () => {
    const csv = await upload([{ position: 2, cells: ['1003'] }], 'usuarios.csv');
    expect(csv.statusCode).toBe(400);
    expect(csv.json().message).toBe('Solo se admiten archivos de Excel (.xlsx o .xls)');
    const empty = await upload([]);
    expect(empty.json().message).toBe('El archivo no tiene filas para cargar');
    const repeated = await upload([
      { position: 2, cells: ['1003'] },
      { position: 2, cells: ['1003'] },
    ]);
    expect(repeated.json().message).toBe('El archivo repite un número de fila');

    const client = await createUser(ctx.db, { role: 'CLIENT', companyId, employeeNumberId: '1003' });
    const headers = bearer(await tokenFor(ctx.db, ctx.clock, client));
    for (const [method, url] of [
      ['GET', '/api/bulk-loads/users/template'],
      ['POST', '/api/bulk-loads/users'],
    ] as const) {
      const response = await send(method, url, headers, {
        fileName: 'a.xlsx',
        rows: [{ position: 2, cells: ['1003', 'A', 'marta@empresa.com.co', 'Clave.Segura1'] }],
      });
      expect(response.statusCode).toBe(403);
    }
    // The CLIENT created above is the only new account: the refused upload wrote nothing.
    expect(await clientCount()).toBe(3);
  });
});
