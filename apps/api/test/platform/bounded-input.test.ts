import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyBody } from '../../src/features/company/company.fixtures.ts';
import { registeredCompany } from '../helpers/registered-company.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

let ctx: TestContext;
let headers: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ headers } = await registeredCompany(ctx));
});
afterAll(async () => ctx.close());

describe('[PLATFORM][BOUNDED-INPUT] authentication before the body', () => {
  it('refuses an anonymous upload with 401 without parsing its body', async () => {
    // Not JSON at all: a parser that ran first would answer 400.
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/bulk-loads/employees',
      headers: { 'content-type': 'application/json' },
      payload: `{"rows": [${'x'.repeat(3 * 1024 * 1024)}`,
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses an anonymous JSON body above the 1 MB default with 401, not 413', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/company',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ companyName: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a signed-in JSON body above 1 MB on an ordinary route with 413 in Spanish', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ code: 'J1', area: 'Producción', name: 'x'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('La solicitud es demasiado grande');
  });
});

describe('[PLATFORM][BOUNDED-INPUT] invalid text answers 400 naming the field', () => {
  it('refuses a NUL in a body field and changes nothing', async () => {
    const before = await ctx.app.inject({ method: 'GET', url: '/api/company', headers });
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/company',
      headers,
      payload: {
        ...companyBody(),
        companyName: 'Panadería\u0000 La Espiga',
        logo: undefined,
        rut: undefined,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'El campo companyName contiene caracteres no permitidos (caracteres de control o texto no válido)',
    );
    expect(response.json().fields).toHaveProperty('companyName');
    const after = await ctx.app.inject({ method: 'GET', url: '/api/company', headers });
    expect(after.json()).toEqual(before.json());
  });

  it.each([
    ['a lone high surrogate', 'Cargo \uD800'],
    ['a lone low surrogate', '\uDC00 Cargo'],
    ['a bell control character', 'Cargo\u0007'],
    ['an escape character', '\u001b[31mCargo'],
    ['a C1 control character', 'Cargo\u0085'],
  ])('refuses %s in a body field', async (_label, name) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers,
      payload: { code: 'C1', area: 'Producción', name },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('name');
  });

  it('accepts tabs, line breaks, accents and emoji', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers,
      payload: { code: 'OK1', area: 'Producción', name: 'Panadero\tjefe\r\nÑandú 🥖' },
    });
    expect(response.statusCode).toBeLessThan(300);
  });

  it('refuses a NUL in a path parameter and in the query', async () => {
    const path = await ctx.app.inject({
      method: 'GET',
      url: '/api/bulk-loads/em%00ployees/template',
      headers,
    });
    expect(path.statusCode).toBe(400);
    expect(path.json().message).toContain('El campo kind');
    const query = await ctx.app.inject({ method: 'GET', url: '/api/employees?search=ana%00', headers });
    expect(query.statusCode).toBe(400);
    expect(query.json().message).toContain('El campo search');
  });

  it('names a spreadsheet cell by its row and column', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/bulk-loads/employees',
      headers,
      payload: { fileName: 'empleados.xlsx', rows: [{ position: 7, cells: ['CC', '1020\u0000304050'] }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'El campo fila 7, columna 2 contiene caracteres no permitidos (caracteres de control o texto no válido)',
    );
  });
});
