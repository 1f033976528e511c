import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, createUser, tokenFor, userToken } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { users } from '../../db/schema/index.ts';
import { personInput } from './employees.fixtures.ts';

/**
 * Issue 10 / decision 0160: a CLIENT reaches its person by the id linked to its account, not by
 * document number. Before, a CLIENT read and changed a co-worker who shared its number under
 * another document type.
 */
let ctx: TestContext;
let admin: string;
let companyId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  companyId = (await createCompany(ctx.db)).id;
  admin = await userToken(ctx, { companyId });
});
afterAll(() => ctx.close());

const createPerson = async (documentType: string, documentNumber: string) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/persons',
    headers: bearer(admin),
    payload: personInput({ documentType, documentNumber }),
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
};
const get = (token: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('[EMPLOYEES][OWNERSHIP] a CLIENT and another person sharing its document number', () => {
  it('reaches only the person linked to its account, never the one with the same number', async () => {
    const ownId = await createPerson('CC', '70707070');
    const user = await createUser(ctx.db, { companyId, role: 'CLIENT', employeeNumberId: '70707070' });
    const client = await tokenFor(ctx.db, ctx.clock, user);
    expect((await get(client, `/api/persons/${ownId}`)).statusCode).toBe(200);
    const [linked] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(linked?.personId).toBe(ownId);

    // Another employee of the company holds the same number under another document type.
    const otherId = await createPerson('CE', '70707070');
    expect((await get(client, `/api/persons/${otherId}`)).statusCode).toBe(404);
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/persons/${otherId}`,
      headers: bearer(client),
      payload: personInput({ documentType: 'CE', documentNumber: '70707070', email: 'robo@correo.com.co' }),
    });
    expect(put.statusCode).toBe(404);
    const byDocument = await get(client, '/api/persons/by-document?documentType=CE&documentNumber=70707070');
    expect(byDocument.statusCode).toBe(404);
    // The co-worker's data did not change, and the CLIENT still reaches its own person.
    expect((await get(admin, `/api/persons/${otherId}`)).json().email).not.toBe('robo@correo.com.co');
    expect((await get(client, `/api/persons/${ownId}`)).statusCode).toBe(200);
  });

  it('reaches neither person when the number is ambiguous before the account was linked', async () => {
    const a = await createPerson('CC', '60606060');
    const b = await createPerson('PA', '60606060');
    const user = await createUser(ctx.db, { companyId, role: 'CLIENT', employeeNumberId: '60606060' });
    const client = await tokenFor(ctx.db, ctx.clock, user);
    expect((await get(client, `/api/persons/${a}`)).statusCode).toBe(404);
    expect((await get(client, `/api/persons/${b}`)).statusCode).toBe(404);
  });
});
