import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminsOfTwoCompanies, bearer, createUser, tokenFor } from '../../../test/factories.ts';
import { answered, apiFor } from '../../../test/helpers/api-call.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { persons } from '../../db/schema/index.ts';
import { personInput } from './employees.fixtures.ts';

let ctx: TestContext;
let admin: string;
let otherAdmin: string;
let companyId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ companyId, admin, otherAdmin } = await adminsOfTwoCompanies(ctx));
});
afterAll(() => ctx.close());
const send = apiFor(() => ctx.app);

const post = (token: string, payload: object) => send('POST', '/api/persons', bearer(token), payload);

describe('POST /api/persons', () => {
  it('creates the person with trimmed fields and answers 201', async () => {
    const response = await post(
      admin,
      personInput({ firstName: '  Ana ', email: 'ANA.Perez@Correo.com.co' }),
    );
    expect(answered(response, 201)).toMatchObject({
      documentType: 'CC',
      documentNumber: '1020304050',
      firstName: 'Ana',
      fullName: 'Ana María Pérez Gómez',
      email: 'ana.perez@correo.com.co',
      departmentCode: '11',
      cityCode: '11001',
      latestContractId: null,
    });
  });

  it('refuses the same document type and number twice in a company with 409', async () => {
    const response = await post(admin, personInput());
    expect(answered(response, 409).message).toBe('Ya existe una persona con ese tipo y número de documento');
  });

  it('lets another company register the same document', async () => {
    expect((await post(otherAdmin, personInput())).statusCode).toBe(201);
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'Agregue el primer nombre'],
    [{ firstSurname: ' ' }, 'firstSurname', 'Agregue el primer apellido'],
    [{ address: '' }, 'address', 'Agregue la dirección'],
    [{ email: 'ana@' }, 'email', 'Error en formato de correo'],
    [{ documentNumber: '1234567890123' }, 'documentNumber', 'Máximo 12 caracteres'],
    [{ documentNumber: '12.345' }, 'documentNumber', 'El número de documento solo admite letras y números'],
  ])('refuses %j with 400 naming the field and stores nothing', async (change, field, message) => {
    const before = await ctx.db.select().from(persons).where(eq(persons.companyId, companyId));
    const response = await post(admin, personInput({ documentNumber: '99887766', ...change }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
    const after = await ctx.db.select().from(persons).where(eq(persons.companyId, companyId));
    expect(after.length).toBe(before.length);
  });

  it.each([
    [{ documentType: 'NI' }, 'documentType', 'Tipo de documento: el código no existe en la lista oficial'],
    [{ countryCode: 'XX' }, 'countryCode', 'País: el código no existe en la lista oficial'],
    [
      { departmentCode: '98', cityCode: null },
      'departmentCode',
      'Departamento: el código no existe en la lista oficial',
    ],
    [{ cityCode: '05001' }, 'cityCode', 'La ciudad no pertenece al departamento'],
    [
      { countryCode: 'VE', departmentCode: '11', cityCode: null },
      'departmentCode',
      'El departamento solo aplica a direcciones en Colombia',
    ],
  ])('checks the codes of %j against the official lists', async (change, field, message) => {
    const response = await post(admin, personInput({ documentNumber: '55443322', ...change }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
  });

  it('accepts a person without department and city', async () => {
    const response = await post(
      admin,
      personInput({ documentNumber: '7766', departmentCode: null, cityCode: '' }),
    );
    expect(answered(response, 201)).toMatchObject({ departmentCode: null, cityCode: null });
  });
});

describe('GET and PUT /api/persons/:id', () => {
  it('reads, finds by document, and updates a person', async () => {
    const created = (await post(admin, personInput({ documentNumber: 'AB123' }))).json();
    const read = await send('GET', `/api/persons/${created.id}`, bearer(admin));
    expect(read.json().documentNumber).toBe('AB123');
    const found = await send(
      'GET',
      '/api/persons/by-document?documentType=CC&documentNumber=ab123',
      bearer(admin),
    );
    expect(found.json().id).toBe(created.id);
    const updated = await send(
      'PUT',
      `/api/persons/${created.id}`,
      bearer(admin),
      personInput({ documentNumber: 'AB123', address: 'Carrera 7 # 32-16' }),
    );
    expect(answered(updated, 200).address).toBe('Carrera 7 # 32-16');
  });

  it('answers 404 for another company’s person, on read and on update', async () => {
    const theirs = (await post(otherAdmin, personInput({ documentNumber: '31313131' }))).json();
    const read = await send('GET', `/api/persons/${theirs.id}`, bearer(admin));
    expect(answered(read, 404).message).toBe('No encontramos a la persona');
    const update = await send(
      'PUT',
      `/api/persons/${theirs.id}`,
      bearer(admin),
      personInput({ documentNumber: '31313131', firstName: 'Intruso' }),
    );
    expect(update.statusCode).toBe(404);
    const [row] = await ctx.db.select().from(persons).where(eq(persons.id, theirs.id));
    expect(row?.firstName).toBe('Ana');
  });

  it('refuses to move a person onto another person’s document with 409', async () => {
    const first = (await post(admin, personInput({ documentNumber: '11110000' }))).json();
    await post(admin, personInput({ documentNumber: '11110001' }));
    const response = await send(
      'PUT',
      `/api/persons/${first.id}`,
      bearer(admin),
      personInput({ documentNumber: '11110001' }),
    );
    expect(response.statusCode).toBe(409);
  });
});

describe('a CLIENT (employee) user', () => {
  let client: string;
  let ownId: number;
  let otherId: number;

  beforeAll(async () => {
    ownId = (await post(admin, personInput({ documentNumber: '80808080' }))).json().id;
    otherId = (await post(admin, personInput({ documentNumber: '90909090' }))).json().id;
    const user = await createUser(ctx.db, { companyId, role: 'CLIENT', employeeNumberId: '80808080' });
    client = await tokenFor(ctx.db, ctx.clock, user);
  });

  it('cannot create persons (403)', async () => {
    const response = await post(client, personInput({ documentNumber: '12121212' }));
    expect(answered(response, 403).message).toBe('No tienes permiso para esta acción');
  });

  it('reads only its own person', async () => {
    const own = await send('GET', `/api/persons/${ownId}`, bearer(client));
    expect(own.statusCode).toBe(200);
    const other = await send('GET', `/api/persons/${otherId}`, bearer(client));
    expect(other.statusCode).toBe(404);
  });

  it('updates its contact data but never its document type and number', async () => {
    const contact = await send(
      'PUT',
      `/api/persons/${ownId}`,
      bearer(client),
      personInput({ documentNumber: '80808080', email: 'nuevo@correo.com.co' }),
    );
    expect(answered(contact, 200).email).toBe('nuevo@correo.com.co');
    const document = await send(
      'PUT',
      `/api/persons/${ownId}`,
      bearer(client),
      personInput({ documentNumber: '80808081' }),
    );
    expect(answered(document, 403).message).toBe('No puede cambiar el tipo ni el número de documento');
  });
});
