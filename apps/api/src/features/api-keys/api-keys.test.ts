import { API_KEY_AREA_CODES, WORKED_EXAMPLES } from '@quincena/contracts/api-keys';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, createUser, tokenFor } from '../../../test/factories.ts';
import { apiFor } from '../../../test/helpers/api-call.ts';
import { createTestApp, GENEROUS_LIMITS, type TestContext } from '../../../test/helpers/test-app.ts';
import { apiKeys, costCentres, users } from '../../db/schema/index.ts';

let ctx: TestContext;
let admin: Record<string, string>;
let companyId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const company = await createCompany(ctx.db, { name: 'Ferretería El Tornillo S.A.S.' });
  companyId = company.id;
  const adminUser = await createUser(ctx.db, { companyId, email: 'gerente@tornillo.com.co' });
  admin = bearer(await tokenFor(ctx.db, ctx.clock, adminUser));
}, 60_000);
afterAll(async () => ctx.close());
const send = apiFor(() => ctx.app);

async function createKey(body: Record<string, unknown>, headers = admin) {
  const response = await send('POST', '/api/api-keys', headers, body);
  return response;
}

async function newKey(
  access: 'READ' | 'READ_WRITE',
  areas: string[],
  name = `Clave ${access} ${areas.join(' ')}`,
) {
  const response = await createKey({ name, access, areas });
  expect(response.statusCode).toBe(201);
  return response.json() as { key: { id: number; prefix: string }; secret: string };
}

const withKey = (secret: string) => ({ authorization: `Bearer ${secret}` });
const costCentre = (code: string) => ({ code, name: `Centro ${code}`, expenseType: '51' });

describe('[API-KEYS] creation and listing', () => {
  it('shows the secret once, keeps only its hash and lists the key by name, prefix and scopes', async () => {
    const response = await createKey({
      name: 'ERP contable',
      access: 'READ',
      areas: ['accounting', 'queries'],
    });
    expect(response.statusCode).toBe(201);
    const { key, secret, message } = response.json();
    expect(message).toBe('Clave API creada');
    expect(secret).toMatch(/^qk_live_[A-Za-z0-9_-]{43}$/);
    expect(secret.startsWith(key.prefix)).toBe(true);
    const [stored] = await ctx.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(stored?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(secret);

    const list = await send('GET', '/api/api-keys', admin);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(secret);
    expect(list.json().rows).toContainEqual(
      expect.objectContaining({
        name: 'ERP contable',
        prefix: key.prefix,
        access: 'READ',
        areas: ['accounting', 'queries'],
        createdBy: 'gerente@tornillo.com.co',
        lastUsedAt: null,
        revokedAt: null,
      }),
    );
  });

  it('refuses a key without a name or without areas, in Spanish', async () => {
    const noName = await createKey({ name: ' ', access: 'READ', areas: ['employees'] });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe('Escribe un nombre para la clave');
    const noAreas = await createKey({ name: 'Sin áreas', access: 'READ', areas: [] });
    expect(noAreas.statusCode).toBe(400);
    expect(noAreas.json().message).toBe('Selecciona al menos un área');
  });

  it('never lets the key principal sign in or show up as an active administrator', async () => {
    const { key } = await newKey('READ', ['employees'], 'Principal');
    const [row] = await ctx.db
      .select({ status: users.status, email: users.email })
      .from(users)
      .innerJoin(apiKeys, eq(apiKeys.userId, users.id))
      .where(eq(apiKeys.id, key.id));
    expect(row?.status).toBe('I');
    expect(row?.email).toMatch(/@claves-api\.invalid$/);
  });
});

describe('[API-KEYS] scopes', () => {
  it('lets a read-only key read its areas and refuses its writes with 403', async () => {
    const { secret } = await newKey('READ', ['accounting']);
    const read = await send('GET', '/api/accounting/cost-centres', withKey(secret));
    expect(read.statusCode).toBe(200);
    const write = await send('POST', '/api/accounting/cost-centres', withKey(secret), costCentre('RO-1'));
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe('La clave API es de solo lectura y no puede hacer cambios');
  });

  it('lets a read-write key write in its areas, also through X-Api-Key', async () => {
    const { secret } = await newKey('READ_WRITE', ['accounting']);
    const write = await send(
      'POST',
      '/api/accounting/cost-centres',
      { 'x-api-key': secret },
      costCentre('RW-1'),
    );
    expect(write.statusCode).toBe(201);
  });

  it('refuses a key outside its areas with 403', async () => {
    const { secret } = await newKey('READ_WRITE', ['novelties']);
    const response = await send('GET', '/api/accounting/cost-centres', withKey(secret));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('La clave API no tiene acceso a esta área');
  });

  it('never reaches instance administration, users, keys, sessions or passwords, whatever its areas', async () => {
    const { secret } = await newKey('READ_WRITE', [...API_KEY_AREA_CODES], 'Todas las áreas');
    const refused = [
      { method: 'GET', url: '/api/instance-admin/options' },
      { method: 'GET', url: '/api/users' },
      { method: 'POST', url: '/api/users', payload: {} },
      { method: 'GET', url: '/api/api-keys' },
      {
        method: 'POST',
        url: '/api/api-keys',
        payload: { name: 'Otra', access: 'READ', areas: ['employees'] },
      },
      { method: 'GET', url: '/api/access/session' },
      { method: 'PUT', url: '/api/access/password', payload: {} },
      { method: 'POST', url: '/api/access/sign-out' },
      { method: 'GET', url: '/api/audit-log' },
      { method: 'GET', url: '/api/bulk-loads/users/template' },
      { method: 'POST', url: '/api/bulk-loads/users', payload: {} },
      { method: 'GET', url: '/api/bulk-loads/%75sers/template' },
    ] as const;
    for (const call of refused) {
      const response = await ctx.app.inject({ ...call, headers: withKey(secret) });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(response.json().message).toBe(
        'Esta operación no está disponible con una clave API; ingresa con un usuario administrador',
      );
    }
  });
});

describe('[API-KEYS] bulk loads by kind', () => {
  it('opens each bulk load to the area of its kind only', async () => {
    const { secret } = await newKey('READ', ['employees'], 'Cargas de empleados');
    const employees = await send('GET', '/api/bulk-loads/employees/template', withKey(secret));
    expect(employees.statusCode).toBe(200);
    const overtime = await send('GET', '/api/bulk-loads/novelties-overtime/template', withKey(secret));
    expect(overtime.statusCode).toBe(403);
    expect(overtime.json().message).toBe('La clave API no tiene acceso a esta área');
  });
});

describe('[API-KEYS] revocation, unknown keys and last use', () => {
  it('records the last use and answers 401 once the key is revoked', async () => {
    const { key, secret } = await newKey('READ', ['accounting'], 'Para revocar');
    ctx.clock.advance({ seconds: 1 });
    const used = await send('GET', '/api/accounting/cost-centres', withKey(secret));
    expect(used.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row?.lastUsedAt?.toISOString()).toBe(ctx.clock.now().toISOString());

    const revoked = await send('POST', `/api/api-keys/${key.id}/revoke`, admin);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().message).toBe('Clave API revocada');
    expect(revoked.json().key.revokedAt).not.toBeNull();

    const after = await send('GET', '/api/accounting/cost-centres', withKey(secret));
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('La clave API no es válida o fue revocada');
  });

  it('answers 401 to an unknown key and to a known prefix with a wrong secret', async () => {
    const { secret } = await newKey('READ', ['accounting'], 'Original');
    for (const wrong of ['qk_live_noexiste', `${secret.slice(0, -4)}AAAA`]) {
      const response = await send('GET', '/api/accounting/cost-centres', withKey(wrong));
      expect(response.statusCode).toBe(401);
    }
  });

  it("refuses to revoke another company's key", async () => {
    const { key } = await newKey('READ', ['accounting'], 'Ajena');
    const other = await createCompany(ctx.db, { name: 'Otra Ferretería S.A.S.' });
    const otherAdmin = await createUser(ctx.db, { companyId: other.id });
    const response = await send(
      'POST',
      `/api/api-keys/${key.id}/revoke`,
      bearer(await tokenFor(ctx.db, ctx.clock, otherAdmin)),
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('[API-KEYS] audit log', () => {
  it('shows every call made with a key, and its changes, under "Clave API: <name>"', async () => {
    const { secret } = await newKey('READ_WRITE', ['accounting'], 'Reloj de planta');
    const created = await send('POST', '/api/accounting/cost-centres', withKey(secret), costCentre('AUD-1'));
    expect(created.statusCode).toBe(201);
    await send('GET', '/api/accounting/cost-centres', withKey(secret));
    const refused = await send('GET', '/api/users', withKey(secret));
    expect(refused.statusCode).toBe(403);
    const log = await send('GET', '/api/audit-log?pageSize=100&search=Reloj', admin);
    expect(log.statusCode).toBe(200);
    const rows = log.json().rows as Array<{
      userEmail: string;
      entity: string;
      entityId: string;
      action: string;
    }>;
    expect(rows).toContainEqual(
      expect.objectContaining({
        userEmail: 'Clave API: Reloj de planta',
        entity: 'api_requests',
        entityId: 'POST /api/accounting/cost-centres',
        action: 'CALL',
      }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({
        userEmail: 'Clave API: Reloj de planta',
        entityId: 'GET /api/accounting/cost-centres',
      }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({
        userEmail: 'Clave API: Reloj de planta',
        entityId: 'GET /api/users',
        after: { status: 403, requestId: refused.json().requestId },
      }),
    );
    const [centre] = await ctx.db.select().from(costCentres).where(eq(costCentres.code, 'AUD-1'));
    expect(centre?.companyId).toBe(companyId);
  });
});

describe('[API-KEYS] audit triggers', () => {
  it('records a change of an audited table made with a key under the key, not a person', async () => {
    const { secret } = await newKey('READ_WRITE', ['settlement'], 'ERP de nómina');
    const read = await send('GET', '/api/payroll-config', withKey(secret));
    expect(read.statusCode).toBe(200);
    const changed = { ...read.json().config, healthDuringUnpaidLeave: 'NO' };
    const saved = await send('PUT', '/api/payroll-config', withKey(secret), changed);
    expect(saved.statusCode).toBe(200);
    const log = await send('GET', '/api/audit-log?pageSize=100&search=payroll_configs', admin);
    const rows = log.json().rows as Array<{ userEmail: string; entity: string; action: string }>;
    expect(rows).toContainEqual(
      expect.objectContaining({
        entity: 'payroll_configs',
        action: 'UPDATE',
        userEmail: 'Clave API: ERP de nómina',
      }),
    );
  });
});

describe('[API-KEYS] page sizes', () => {
  it('serves 100 rows a page to a key and refuses that size to a session with 400', async () => {
    const { secret } = await newKey('READ', ['queries'], 'Consultas');
    const withKeyAnswer = await send('GET', '/api/queries/open-payroll?pageSize=100', withKey(secret));
    expect(withKeyAnswer.statusCode).toBe(200);
    expect(withKeyAnswer.json().pageSize).toBe(100);
    const withSession = await send('GET', '/api/queries/open-payroll?pageSize=100', admin);
    expect(withSession.statusCode).toBe(400);
    expect(withSession.json().message).toBe('Tamaño de página no válido; use 5, 10 o 20 filas');
    const tooMany = await send('GET', '/api/queries/open-payroll?pageSize=101', withKey(secret));
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('[API-KEYS] worked examples of /APIDocumentation', () => {
  it('name calls the document has, and a key of only that area may make each of them', async () => {
    const document = (await send('GET', '/api/openapi.json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(WORKED_EXAMPLES.map((example) => example.area).sort()).toEqual([...API_KEY_AREA_CODES].sort());
    for (const example of WORKED_EXAMPLES) {
      const { secret } = await newKey('READ_WRITE', [example.area], `Ejemplo ${example.area}`);
      for (const call of example.calls) {
        expect(
          document.paths[call.path]?.[call.method.toLowerCase()],
          `${call.method} ${call.path}`,
        ).toBeDefined();
        const answer = await ctx.app.inject({
          method: call.method,
          url: call.example,
          headers: {
            ...withKey(secret),
            ...(call.idempotent ? { 'idempotency-key': `ejemplo-${example.area}-${call.path}` } : {}),
          },
          ...(call.body ? { payload: call.body } : {}),
        });
        // The ids of the page are examples (404 or 400 here); the key itself is never refused.
        expect([401, 403, 429], `${call.method} ${call.example}: ${answer.body}`).not.toContain(
          answer.statusCode,
        );
      }
    }
  });
});

describe('[API-KEYS] rate limit', () => {
  it('answers 429 with Retry-After and a Spanish message past the per-key limit', async () => {
    const limited = await createTestApp({
      rateLimits: { ...GENEROUS_LIMITS, apiKey: { max: 3, windowMs: 60_000 } },
    });
    try {
      const company = await createCompany(limited.db);
      const owner = await createUser(limited.db, { companyId: company.id });
      const headers = bearer(await tokenFor(limited.db, limited.clock, owner));
      const created = await limited.app.inject({
        method: 'POST',
        url: '/api/api-keys',
        headers,
        payload: { name: 'Integración', access: 'READ', areas: ['accounting'] },
      });
      const secret = created.json().secret as string;
      const statuses: number[] = [];
      let last = created;
      for (let call = 0; call < 4; call++) {
        last = await limited.app.inject({
          method: 'GET',
          url: '/api/accounting/cost-centres',
          headers: withKey(secret),
        });
        statuses.push(last.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
      expect(last.json().message).toMatch(
        /^Demasiadas solicitudes con esta clave API\. Inténtalo nuevamente en/,
      );
    } finally {
      await limited.close();
    }
  }, 60_000);
});

describe('[API-KEYS] OpenAPI document', () => {
  it('declares the key schemes on the routes a key may call, not on user management, and Idempotency-Key on POSTs', async () => {
    const document = (await send('GET', '/api/openapi.json')).json();
    expect(Object.keys(document.components.securitySchemes)).toEqual(
      expect.arrayContaining(['bearerAuth', 'apiKeyBearer', 'apiKeyHeader']),
    );
    expect(document.components.securitySchemes.apiKeyHeader).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'X-Api-Key',
    });
    const create = document.paths['/api/accounting/cost-centres'].post;
    expect(create.security).toEqual([{ bearerAuth: [] }, { apiKeyBearer: [] }, { apiKeyHeader: [] }]);
    expect(create.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'Idempotency-Key', required: false }),
    );
    expect(document.paths['/api/users'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/api/api-keys'].post.security).toEqual([{ bearerAuth: [] }]);
  });
});
