import { REFERENCE_LIST_KEYS } from '@quincena/contracts/reference';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, userToken } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { referenceItems, referenceLists as storedLists } from '../../db/schema/index.ts';
import { referenceLists } from './data/index.ts';
import { defineReferenceList } from './data/reference-list.ts';
import { seedReferenceData } from './reference.seed.ts';
import { createReferenceService } from './reference.service.ts';

let ctx: TestContext;
let adminToken: string;
let clientToken: string;
beforeAll(async () => {
  // buildApp seeds the lists once.
  ctx = await createTestApp();
  const company = await createCompany(ctx.db);
  adminToken = await userToken(ctx, { companyId: company.id });
  clientToken = await userToken(ctx, { role: 'CLIENT', companyId: company.id });
});
afterAll(async () => ctx.close());

const get = (url: string, token: string | null = adminToken) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('[REFERENCE][CONTRACT]', () => {
  it('names every list of the registry, in the same order, as a contract key', () => {
    expect(referenceLists.map((list) => list.key)).toEqual([...REFERENCE_LIST_KEYS]);
  });
});

describe('[REFERENCE][SEED]', () => {
  it('stores every item of every list, and a second run writes nothing', async () => {
    const rows = await ctx.db.select().from(storedLists);
    expect(rows).toHaveLength(41);
    const municipalities = rows.find((row) => row.listKey === 'municipalities');
    expect(municipalities?.itemCount).toBe(1122);
    expect(await seedReferenceData(ctx.db)).toEqual([]);
  });

  it('re-applies a changed list: renames, adds, and deactivates a code that left it', async () => {
    const original = referenceLists.find((list) => list.key === 'salary-types');
    if (!original) throw new Error('salary-types missing');
    const changed = defineReferenceList({
      ...original,
      items: [
        { code: original.items[0]?.code ?? '', name: 'Nombre cambiado' },
        { code: 'Z', name: 'Nuevo' },
      ],
    });
    expect(await seedReferenceData(ctx.db, [changed])).toEqual(['salary-types']);
    const service = createReferenceService({ db: ctx.db });
    expect((await service.list('salary-types')).map((item) => item.name)).toEqual([
      'Nombre cambiado',
      'Nuevo',
    ]);
    expect(await service.exists('salary-types', original.items[1]?.code ?? '')).toBe(false);
    // Back to the sourced data: every original code is active again and the extra one is retired.
    expect(await seedReferenceData(ctx.db)).toEqual(['salary-types']);
    expect(await service.list('salary-types')).toEqual(
      original.items.map((item) => ({ code: item.code, name: item.name })),
    );
    const retired = await ctx.db
      .select()
      .from(referenceItems)
      .where(and(eq(referenceItems.listKey, 'salary-types'), eq(referenceItems.code, 'Z')));
    expect(retired.map((row) => row.active)).toEqual([false]);
  });
});

describe('[REFERENCE][SERVICE]', () => {
  const service = () => createReferenceService({ db: ctx.db });

  it('checks codes other features save', async () => {
    expect(await service().exists('afp', '25-14')).toBe(true);
    expect(await service().exists('afp', '99-99')).toBe(false);
    expect(await service().exists('eps', '25-14')).toBe(false);
    expect(await service().get('afp', '25-14')).toEqual({
      code: '25-14',
      name: 'Administradora Colombiana de Pensiones - Colpensiones',
      nit: '900336004',
      checkDigit: '7',
    });
    expect(await service().get('municipalities', '99999')).toBeNull();
  });

  it('reads several codes at once', async () => {
    const found = await service().getMany('banks', ['1007', '1051', '9999', '1007']);
    expect([...found.keys()].sort()).toEqual(['1007', '1051']);
    expect(found.get('1007')).toMatchObject({ name: 'Bancolombia', shortCode: '007', nit: '890903938' });
  });

  it('keeps the version stable while the data does not change', async () => {
    const first = await service().version();
    expect(first).toMatch(/^[0-9a-f]{20}$/);
    expect(await service().version()).toBe(first);
  });
});

describe('[REFERENCE][API]', () => {
  it('serves several lists at once with their attributes, in the sourced order', async () => {
    const response = await get('/api/reference/lists?keys=arl-risk-classes,vacation-systems');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body.lists)).toEqual(['arl-risk-classes', 'vacation-systems']);
    expect(body.lists['arl-risk-classes'][0]).toEqual({
      code: '1',
      name: 'Clase I - Riesgo mínimo',
      ratePercent: '0.522',
      minRatePercent: '0.348',
      maxRatePercent: '0.696',
    });
    expect(body.lists['arl-risk-classes'].map((item: { code: string }) => item.code)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    expect(body.version).toBe(await createReferenceService({ db: ctx.db }).version());
  });

  it('lets an employee (CLIENT) read the lists too', async () => {
    const response = await get('/api/reference/lists/document-types', clientToken);
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toHaveLength(9);
  });

  it('serves the municipalities of one department', async () => {
    const response = await get('/api/reference/lists/municipalities?department=91');
    expect(response.statusCode).toBe(200);
    const items = response.json().items as { code: string; departmentCode: string }[];
    // Amazonas: Leticia, Puerto Nariño and nine áreas no municipalizadas (DANE, DIVIPOLA 2024).
    expect(items).toHaveLength(11);
    expect(items[0]).toEqual({ code: '91001', name: 'Leticia', departmentCode: '91', kind: 'MUNICIPIO' });
    expect(items.every((item) => item.departmentCode === '91')).toBe(true);
    const all = await get('/api/reference/lists/municipalities');
    expect(all.json().items).toHaveLength(1122);
  });

  it('refuses a department filter on another list and a malformed department', async () => {
    const other = await get('/api/reference/lists/eps?department=05');
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('El filtro por departamento solo aplica a la lista de municipios');
    const malformed = await get('/api/reference/lists/municipalities?department=5');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('El código de departamento tiene 2 dígitos');
  });

  it('refuses an unknown list key, alone or among others, and an empty keys parameter', async () => {
    const single = await get('/api/reference/lists/planets');
    expect(single.statusCode).toBe(400);
    expect(single.json().message).toContain('La lista de referencia solicitada no existe');
    const several = await get('/api/reference/lists?keys=eps,planets');
    expect(several.statusCode).toBe(400);
    expect(several.json().message).toContain('La lista de referencia solicitada no existe');
    const empty = await get('/api/reference/lists?keys=');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Indica las listas a consultar');
  });

  it('answers 401 without a session', async () => {
    for (const url of [
      '/api/reference/lists?keys=eps',
      '/api/reference/lists/eps',
      '/api/reference/version',
    ]) {
      const response = await get(url, null);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Inicia sesión para continuar');
    }
  });

  it('tells the version and the official source of each list', async () => {
    const version = (await get('/api/reference/version')).json();
    const catalog = (await get('/api/reference/catalog')).json();
    expect(catalog.version).toBe(version.version);
    expect(catalog.lists).toHaveLength(41);
    const afp = catalog.lists.find((list: { key: string }) => list.key === 'afp');
    expect(afp).toMatchObject({ description: 'Administradoras de fondos de pensiones (AFP)', itemCount: 7 });
    expect(afp.source).toContain('Res. 2388 de 2016');
  });

  it('describes its routes in the OpenAPI document', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/reference/lists',
        '/api/reference/lists/{key}',
        '/api/reference/version',
        '/api/holidays',
        '/api/holidays/settings',
        '/api/concepts',
      ]),
    );
  });
});
