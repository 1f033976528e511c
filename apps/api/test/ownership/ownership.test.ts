import { API_KEY_AREA_CODES } from '@quincena/contracts/api-keys';
import { and, eq, ne } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountPlanRows,
  billingInvoices,
  billingPayments,
  cirGroupConcepts,
  companies,
  companyPayrollConcepts,
  contracts,
  costCentres,
  noveltyAbsences,
  noveltyFixed,
  noveltyOvertime,
  noveltyReported,
  noveltyRetirements,
  noveltyVacations,
  payCalendars,
  persons,
  signatureConfigs,
  thirdParties,
  users,
  webhookDeliveries,
  webhookEndpoints,
} from '../../src/db/schema/index.ts';
import { insertBillingPlan } from '../../src/features/billing/billing.test-support.ts';
import { personInput } from '../../src/features/employees/employees.fixtures.ts';
import { incomeWithholdingGroups } from '../../src/features/reference/data/index.ts';
import { DEMO_ACCOUNTS } from '../../src/seed/access.demo-seed.ts';
import { seed } from '../../src/seed/seed.ts';
import { bearer, createCompany, createUser, tokenFor } from '../factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

/**
 * Issue 10 / decision 0165: ownership over EVERY endpoint of the live OpenAPI document, so an
 * endpoint is covered the day it is added. For each operation:
 *  - without a session → 401, unless listed in PUBLIC below (and a listed one must really be public);
 *  - a CLIENT of the company → 403 on every route not in CLIENT_ROUTES; on its routes, another
 *    person's record → 403/404, and no answer carries a co-worker's data;
 *  - another company's ADMIN, given this company's record ids → 403/404 (or 400 for a body it
 *    cannot even form), its answers never carry this company's data, and afterwards every answer
 *    this company's ADMIN reads is unchanged.
 */

/** Routes anyone may call, without a session (login, registration, recovery, public catalogues). */
const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/ready',
  'GET /api/access/captcha',
  'POST /api/access/register',
  'POST /api/access/login',
  'GET /api/access/legal',
  'GET /api/access/legal/terminos-y-condiciones.pdf',
  'GET /api/access/legal/politica-de-datos.pdf',
  'POST /api/access/password-recovery',
  'POST /api/access/password-recovery/check',
  'POST /api/access/password-reset',
  'GET /api/help/videos',
  'GET /api/help/pages/{page}/messages',
  'GET /api/electronic-payroll/enablement/manual',
  'GET /api/documents/certificates/validation/{id}',
  // Payment providers' signed notices (decision 0335): verified by signature, not by session.
  'POST /api/billing/payments/notices/epayco',
  'POST /api/billing/payments/notices/wompi',
  'POST /api/billing/payments/notices/simulator',
]);

/** Routes left out of the OpenAPI document on purpose (the document itself). */
const HIDDEN = new Set(['GET /api/openapi.json']);

/** Signed-in routes a CLIENT (employee self-service) may call; every other one answers it 403. */
const CLIENT_ROUTES = new Set([
  'GET /api/access/session',
  'POST /api/access/session/refresh',
  'POST /api/access/sign-out',
  'POST /api/access/terms/accept',
  'PUT /api/access/password',
  'GET /api/persons/by-document',
  'GET /api/persons/{id}',
  'PUT /api/persons/{id}',
  'GET /api/company/logo',
  'GET /api/documents/certificates/definition',
  'POST /api/documents/certificates',
  'GET /api/documents/certificates/{id}/pdf',
  'POST /api/documents/certificates/{id}/email',
  'GET /api/documents/income-certificates',
  'GET /api/documents/income-certificates/{calendarId}/{personId}/pdf',
  'POST /api/documents/income-certificates/{calendarId}/{personId}/email',
  'GET /api/documents/payslips',
  'GET /api/documents/payslips/{calendarId}/{contractId}/pdf',
  'POST /api/documents/payslips/{calendarId}/{contractId}/email',
  'GET /api/holidays',
  'GET /api/reference/version',
  'GET /api/reference/catalog',
  'GET /api/reference/lists',
  'GET /api/reference/lists/{key}',
]);

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: { type?: string; enum?: unknown[]; examples?: unknown[]; default?: unknown };
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: unknown;
}
interface Route {
  key: string;
  method: string;
  path: string;
  operation: Operation;
}

let ctx: TestContext;
let routes: Route[];
let adminA: { id: number; role: 'ADMIN'; companyId: number };
let clientA: { id: number; role: 'CLIENT'; companyId: number };
let adminB: { id: number; role: 'ADMIN'; companyId: number };
/** What must never show to someone who is not its owner. */
let companyAName: string;
let coworker: { personId: number; contractId: number; documentNumber: string };
/** Path values per route: real records of company A, where company A has one. */
const pathValues = new Map<string, Record<string, string>>();
/**
 * Company A's records for collections whose list route cannot name one (paged lists that need a
 * contract or calendar, catalogue-filtered lists, nested keys), by the collection's path.
 */
const targets = new Map<string, string>();
const unproven: string[] = [];

const fillPath = (route: Route, values: Record<string, string>) =>
  route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? '1'));

/** Well-formed bodies where one is needed to reach the ownership check (else `{}`: 400 before it). */
const bodies = (): Record<string, unknown> => ({
  'PUT /api/persons/{id}': personInput({
    documentNumber: coworker.documentNumber,
    email: 'ajeno@correo.com.co',
  }),
});

/** A company API key of company B with every area and write access (decision 0337). */
let keyB: string;

async function call(
  route: Route,
  user: typeof adminA | typeof clientA | { apiKey: string } | null,
  values = pathValues.get(route.key),
) {
  // A fresh session per call: a sign-out or a password change cannot end the next call's session.
  const headers =
    user && 'apiKey' in user
      ? { authorization: `Bearer ${user.apiKey}` }
      : user
        ? bearer(await tokenFor(ctx.db, ctx.clock, user))
        : {};
  return ctx.app.inject({
    method: route.method as 'GET',
    url: fillPath(route, values ?? {}),
    headers,
    ...(route.operation.requestBody ? { payload: bodies()[route.key] ?? {} } : {}),
  });
}

/** The first value under `key` anywhere in a JSON answer, in an object `owned` accepts. */
function findDeep(value: unknown, key: string, owned: (record: Record<string, unknown>) => boolean): unknown {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findDeep(item, key, owned);
      if (found !== undefined) return found;
    }
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const own = record[key];
    if (own !== undefined && own !== null && typeof own !== 'object' && owned(record)) return own;
    for (const item of Object.values(record)) {
      const found = findDeep(item, key, owned);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** Rows every company shares (the legal concept catalogue) are nobody's record to protect. */
const companyOwned = (record: Record<string, unknown>) => record.origin !== 'CATALOG';

/** Company A's record for each path parameter: from its own list route, read as its ADMIN. */
async function resolvePathValues(route: Route): Promise<void> {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  if (names.length === 0) return;
  const values: Record<string, string> = {};
  for (const name of names) {
    const parameter = route.operation.parameters?.find((p) => p.in === 'path' && p.name === name);
    const listed = parameter?.schema?.enum?.[0] ?? parameter?.schema?.examples?.[0];
    if (listed !== undefined) {
      values[name] = String(listed);
      continue;
    }
    if (route.path.startsWith('/api/persons/')) values[name] = String(coworker.personId);
    else if (route.path.startsWith('/api/contracts/') || name === 'contractId')
      values[name] = String(coworker.contractId);
    else if (targets.has(route.path.slice(0, route.path.indexOf(`/{${name}}`)))) {
      values[name] = targets.get(route.path.slice(0, route.path.indexOf(`/{${name}}`))) as string;
    } else {
      // The list route of the same collection: /api/jobs/{id} → GET /api/jobs.
      const listPath = route.path.slice(0, route.path.indexOf(`/{${name}}`));
      const list = routes.find((r) => r.method === 'GET' && r.path === listPath);
      const answer = list && !list.path.includes('{') ? await call(list, adminA) : undefined;
      const found = answer?.statusCode === 200 ? findDeep(answer.json(), name, companyOwned) : undefined;
      if (found === undefined) {
        unproven.push(`${route.key} {${name}}`);
        values[name] = '1';
      } else values[name] = String(found);
    }
  }
  pathValues.set(route.key, values);
}

/** `METHOD /path/{param}` of every /api route in fastify's printed radix tree (children are relative). */
function routeTable(printed: string): string[] {
  const stack: string[] = [];
  const keys: string[] = [];
  for (const line of printed.split('\n')) {
    const match = /^([│ ]*)(?:├── |└── )(\S+)(?: \(([A-Z, ]+)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const path = stack.join('').replace(/:(\w+)/g, '{$1}');
    if (!match[3] || !path.startsWith('/api/')) continue;
    for (const method of match[3].split(', ')) if (method !== 'HEAD') keys.push(`${method} ${path}`);
  }
  return keys;
}

/** A path naming a record (an id), not a catalogue key or a kind of report. */
const aimsAtRecord = (route: Route) => /\{(id|contractId|code|groupCode|conceptCode)\}/.test(route.path);

const leaks = (body: string, secrets: readonly string[]) => secrets.filter((secret) => body.includes(secret));

const CIR_GROUP = incomeWithholdingGroups.items[0]?.code ?? '';

/** Inserts a record of company A and keeps its id as the target of the routes under `path`. */
async function insertTarget<T extends PgTable & { id: AnyPgColumn }>(
  path: string,
  table: T,
  values: PgInsertValue<T>,
): Promise<void> {
  const rows = await ctx.db.insert(table).values(values).returning({ id: table.id });
  targets.set(path, String(rows[0]?.id));
}

/** One record of company A per collection the list routes cannot name (see `targets`). */
async function insertTargets(companyId: number, userId: number): Promise<void> {
  const [calendar] = await ctx.db
    .select({ id: payCalendars.id, start: payCalendars.periodStart })
    .from(payCalendars)
    .where(and(eq(payCalendars.companyId, companyId), eq(payCalendars.type, 'NM')))
    .orderBy(payCalendars.id)
    .limit(1);
  if (!calendar) throw new Error('the demo company has no payroll calendar');
  targets.set('/api/calendars', String(calendar.id));
  const contractId = coworker.contractId;
  const day = String(calendar.start);
  const owned = { companyId, contractId, createdByUserId: userId };
  await insertTarget('/api/novelties/overtime', noveltyOvertime, {
    ...owned,
    calendarId: calendar.id,
    conceptCode: 'HED',
    hours: '2',
    noveltyDate: day,
  });
  await insertTarget('/api/novelties/reported', noveltyReported, {
    ...owned,
    calendarId: calendar.id,
    conceptCode: 'BONIFICACION',
    value: '50000',
  });
  await insertTarget('/api/novelties/fixed', noveltyFixed, {
    ...owned,
    conceptCode: 'PRESTAMO',
    value: '10000',
    periodicity: 'each_period',
    status: 'ACTIVE',
    startDate: day,
  });
  await insertTarget('/api/novelties/vacations', noveltyVacations, {
    ...owned,
    calendarId: calendar.id,
    daysInTime: 0,
    daysInMoney: '3',
  });
  await insertTarget('/api/novelties/absences', noveltyAbsences, {
    ...owned,
    calendarId: calendar.id,
    contingencyCode: 'EG',
    startDate: day,
    endDate: day,
    days: 1,
  });
  await insertTarget('/api/novelties/retirements', noveltyRetirements, {
    ...owned,
    calendarId: calendar.id,
    reasonCode: 'RENUNCIA',
    retirementDate: day,
  });
  await insertTarget('/api/signatures', signatureConfigs, {
    companyId,
    contractId,
    averageMonths: 3,
    imageKey: 'firmas/ownership.png',
  });
  await insertTarget('/api/accounting/account-plan', accountPlanRows, {
    companyId,
    conceptCode: 'SALARIO',
    account1: '510506',
    nature: 'D',
    voucherType: 'NM',
    thirdPartyType: 'EMP',
  });
  // A concept of the company's own (the catalogue's are everyone's), placed in a certificate group.
  await ctx.db.insert(companyPayrollConcepts).values({
    companyId,
    code: 'PROPIO_DEMO',
    name: 'Concepto propio demo',
    nature: 'earning',
    module: 'OCA',
    category: 'BONUS',
    dianElement: 'Bonificacion',
    salary: false,
    withholdingBase: true,
    createdByUserId: userId,
  });
  targets.set('/api/concepts', 'PROPIO_DEMO');
  // An invoice of the service (decision 0334), so its PDF route aims at a real record of company A.
  const planId = await insertBillingPlan(ctx.db);
  const party = { name: companyAName, nit: null, checkDigit: null, address: null };
  await insertTarget('/api/billing/invoices', billingInvoices, {
    companyId,
    year: 2026,
    month: 1,
    planId,
    prefix: 'QN',
    number: 1,
    issueDate: '2026-02-05',
    dueDate: '2026-02-20',
    employees: 2,
    baseFee: '50000',
    employeePrice: '4500',
    subtotal: '59000',
    vatRate: '19.00',
    vat: '11210',
    total: '70210',
    seller: { name: 'Quincena Software S.A.S.', nit: '900123456', checkDigit: '8', address: null },
    buyer: party,
  });
  // A payment attempt of that invoice (decision 0335), so GET /api/billing/payments/{id} aims at it.
  const now = new Date();
  const [attempt] = await ctx.db
    .insert(billingPayments)
    .values({
      companyId,
      invoiceId: Number(targets.get('/api/billing/invoices')),
      provider: 'simulator',
      reference: 'QN1-OWNERSHIP',
      amount: '70210',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: billingPayments.id });
  targets.set('/api/billing/payments', String(attempt?.id));
  // A webhook with one delivery (decision 0338): the replay route aims at a real delivery of company A.
  const [endpoint] = await ctx.db
    .insert(webhookEndpoints)
    .values({
      companyId,
      url: 'https://erp.example.com/quincena',
      events: ['empleado.creado'],
      secretSealed: 'v1.sellado',
      secretRotatedAt: new Date(),
    })
    .returning({ id: webhookEndpoints.id });
  await insertTarget('/api/webhooks/deliveries', webhookDeliveries, {
    companyId,
    endpointId: endpoint?.id as number,
    eventId: '00000000-0000-4000-8000-0000000000aa',
    eventType: 'empleado.creado',
    body: JSON.stringify({ companyName: companyAName }),
    status: 'FALLIDA',
  });
  const [group] = await ctx.db
    .insert(cirGroupConcepts)
    .values({ companyId, conceptCode: 'PROPIO_DEMO', groupCode: CIR_GROUP })
    .returning({ groupCode: cirGroupConcepts.groupCode });
  targets.set('/api/cir-config/groups', String(group?.groupCode));
  targets.set('/api/cir-config/groups/{groupCode}/concepts', 'PROPIO_DEMO');
}

beforeAll(async () => {
  ctx = await createTestApp();
  // Company A: the demo company, with its employees, users and a settled period.
  await seed(ctx.db, { demo: true, log: pino({ level: 'silent' }) });
  const [admin] = await ctx.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.admin.email));
  const [client] = await ctx.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.employee.email));
  if (!admin?.companyId || !client?.companyId) throw new Error('demo seed incomplete');
  adminA = { id: admin.id, role: 'ADMIN', companyId: admin.companyId };
  clientA = { id: client.id, role: 'CLIENT', companyId: client.companyId };
  const [company] = await ctx.db.select().from(companies).where(eq(companies.id, admin.companyId));
  companyAName = company?.name ?? '';
  const [other] = await ctx.db
    .select({ personId: persons.id, contractId: contracts.id, documentNumber: persons.documentNumber })
    .from(persons)
    .innerJoin(contracts, and(eq(contracts.companyId, persons.companyId), eq(contracts.personId, persons.id)))
    .where(
      and(eq(persons.companyId, admin.companyId), ne(persons.documentNumber, client.employeeNumberId ?? '')),
    );
  if (!other) throw new Error('the demo company has no co-worker');
  coworker = other;
  // Records the demo seed lacks, so the routes that change them aim at something real.
  await ctx.db
    .insert(costCentres)
    .values({ companyId: admin.companyId, code: 'CC-DEMO', name: 'Centro de costo demo', expenseType: '51' });
  await ctx.db.insert(thirdParties).values({
    companyId: admin.companyId,
    documentType: 'NIT',
    nit: '900123456',
    checkDigit: '8',
    name: 'Tercero demo',
  });
  await insertTargets(admin.companyId, admin.id);
  // A key of company A, so the key routes aim at A's record (B's own key below must stay valid).
  const keyOfA = await ctx.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: bearer(await tokenFor(ctx.db, ctx.clock, adminA)),
    payload: { name: 'Integración propia', access: 'READ', areas: ['employees'] },
  });
  targets.set('/api/api-keys', String(keyOfA.json().key.id));
  // Company B: an administrator of its own, empty company.
  const companyB = await createCompany(ctx.db, { name: 'Compañía Ajena Ltda.' });
  const userB = await createUser(ctx.db, { companyId: companyB.id });
  adminB = { id: userB.id, role: 'ADMIN', companyId: companyB.id };
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: bearer(await tokenFor(ctx.db, ctx.clock, adminB)),
    payload: { name: 'Integración ajena', access: 'READ_WRITE', areas: [...API_KEY_AREA_CODES] },
  });
  keyB = created.json().secret;

  const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  routes = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );
  for (const route of routes) await resolvePathValues(route);
}, 180_000);
afterAll(async () => ctx.close());

describe('[OWNERSHIP] every endpoint of the OpenAPI document', () => {
  it('enumerates the live document, which holds every /api route of the route table', () => {
    expect(routes.length).toBeGreaterThan(100);
    // The router's own table: a route hidden from the document would escape the checks below.
    const documented = new Set(routes.map((route) => route.key));
    const table = routeTable(ctx.app.printRoutes({ commonPrefix: false }));
    expect(table.length).toBeGreaterThan(100);
    expect(table.filter((key) => !documented.has(key) && !HIDDEN.has(key))).toEqual([]);
  });

  it('keeps every listed exception pointing at a real route', () => {
    const keys = new Set(routes.map((route) => route.key));
    for (const key of [...PUBLIC, ...CLIENT_ROUTES]) expect(keys.has(key), key).toBe(true);
  });

  it('answers 401 without a session on every route not listed as public, and only those are open', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const response = await call(route, null);
      const open = response.statusCode !== 401;
      if (open !== PUBLIC.has(route.key)) wrong.push(`${route.key} → ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  }, 180_000);

  it("answers a CLIENT 403 on every ADMIN route and never another person's record on its own routes", async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      if (PUBLIC.has(route.key)) continue;
      const response = await call(route, clientA);
      if (!CLIENT_ROUTES.has(route.key)) {
        if (response.statusCode !== 403) wrong.push(`${route.key} → ${response.statusCode} (expected 403)`);
        continue;
      }
      if (aimsAtRecord(route) && ![403, 404].includes(response.statusCode)) {
        wrong.push(`${route.key} on a co-worker's record → ${response.statusCode}`);
      }
      const leaked = leaks(response.body, [coworker.documentNumber]);
      if (leaked.length > 0) wrong.push(`${route.key} shows a co-worker's ${leaked.join(', ')}`);
    }
    // The CLIENT's by-document lookup of a co-worker is refused too.
    const lookup = await ctx.app.inject({
      method: 'GET',
      url: `/api/persons/by-document?documentType=CC&documentNumber=${coworker.documentNumber}`,
      headers: bearer(await tokenFor(ctx.db, ctx.clock, clientA)),
    });
    expect(lookup.statusCode).toBe(404);
    expect(wrong).toEqual([]);
  }, 180_000);

  it("answers another company's ADMIN 403/404 on this company's records and shows or changes none of its data", async () => {
    await expectNothingOfCompanyA(adminB);
  }, 300_000);

  it("answers another company's API key 403/404 on this company's records and shows or changes none of its data", async () => {
    await expectNothingOfCompanyA({ apiKey: keyB });
  }, 300_000);
});

/** Company B's caller, given company A's record ids, reaches none of them and changes nothing of A. */
async function expectNothingOfCompanyA(caller: typeof adminB | { apiKey: string }): Promise<void> {
  {
    const readable = routes.filter((route) => route.method === 'GET' && !PUBLIC.has(route.key));
    const before = new Map<string, string>();
    for (const route of readable) {
      const response = await call(route, adminA);
      if (response.statusCode === 200) before.set(route.key, response.body);
    }
    // A's records are real: its ADMIN reads them (the ids below are not made up).
    expect(before.has('GET /api/persons/{id}')).toBe(true);
    expect(before.has('GET /api/contracts/{id}')).toBe(true);
    expect(before.has('GET /api/calendars/{id}')).toBe(true);
    expect(before.has('GET /api/concepts/{code}')).toBe(true);

    const wrong: string[] = [];
    for (const route of routes) {
      if (PUBLIC.has(route.key)) continue;
      const response = await call(route, caller);
      // Routes in `unproven` aim at an id company A does not have: still never a success.
      {
        const allowed = route.operation.requestBody ? [400, 403, 404] : [403, 404];
        if (aimsAtRecord(route) && !allowed.includes(response.statusCode)) {
          wrong.push(`${route.key} with company A's record → ${response.statusCode}`);
        }
      }
      if (response.statusCode >= 500) wrong.push(`${route.key} → ${response.statusCode}`);
      const leaked = leaks(response.body, [companyAName, coworker.documentNumber]);
      if (leaked.length > 0) wrong.push(`${route.key} shows company A's ${leaked.join(', ')}`);
    }
    expect(wrong).toEqual([]);

    const changed: string[] = [];
    for (const route of readable) {
      if (!before.has(route.key)) continue;
      const response = await call(route, adminA);
      if (response.body !== before.get(route.key)) changed.push(route.key);
    }
    expect(changed).toEqual([]);
    if (unproven.length > 0)
      console.info(`ownership: no company-A record to aim at for ${unproven.join('; ')}`);
  }
}
