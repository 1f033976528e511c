import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyBody } from '../../src/features/company/company.fixtures.ts';
import { contractInput, personInput } from '../../src/features/employees/employees.fixtures.ts';
import { createUser } from '../factories.ts';
import { signIn } from '../helpers/sign-in.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { arbitraryFor, type JsonSchema, mutantsOf } from './json-schema-arbitrary.ts';

/**
 * Every endpoint of the OpenAPI document, called with values drawn from its own schemas (and now
 * and then values of the wrong kind) by a signed-in ADMIN of a seeded company: no answer may be
 * a 500 (decision 0174). A new endpoint is fuzzed the day it is added. The seed is fixed so CI is
 * repeatable; FUZZ_SEED and FUZZ_RUNS explore further locally.
 */
const RUNS_PER_ENDPOINT = Number(process.env.FUZZ_RUNS ?? 8);
/** Single-field mutations of each request body the app accepted (or the seed's valid bodies). */
const MUTATIONS_PER_ENDPOINT = Number(process.env.FUZZ_MUTATIONS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

interface Call {
  method: string;
  url: string;
  payload?: unknown;
}

/** Ids near the seeded rows' ids reach real records; the rest of the range reaches none. */
const idLike = fc.oneof(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 2_147_483_647 }));

function parameterArbitrary(parameter: Parameter): fc.Arbitrary<unknown> {
  const schema = parameter.schema ?? {};
  if (schema.type === 'integer' && /id$/i.test(parameter.name)) {
    return fc.oneof(
      { arbitrary: idLike, weight: 6 },
      { arbitrary: arbitraryFor(schema, parameter.name), weight: 1 },
    );
  }
  return arbitraryFor(schema, parameter.name);
}

/** Percent-encoded path text; a lone surrogate (not encodable) is sent as the invalid UTF-8 a client could send. */
function encodePathText(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return `${encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, ''))}%ED%A0%80`;
  }
}

const asText = (value: unknown) =>
  typeof value === 'string' ? value : value === null || value === undefined ? '' : JSON.stringify(value);

/** Calls of one operation: its path filled in, some of its query parameters, and a body. */
function callsOf(path: string, method: string, operation: Operation): fc.Arbitrary<Call> {
  const parameters = operation.parameters ?? [];
  const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const pathValues = fc.tuple(...pathParameters.map(parameterArbitrary));
  const queryValues = fc.tuple(
    ...queryParameters.map((parameter) => fc.option(parameterArbitrary(parameter), { nil: undefined })),
  );
  const body = bodySchema ? arbitraryFor(bodySchema, 'body') : fc.constant(undefined);
  return fc.tuple(pathValues, queryValues, body).map(([pathArgs, queryArgs, payload]) => {
    let url = path;
    pathParameters.forEach((parameter, index) => {
      const text = asText(pathArgs[index]);
      url = url.replace(`{${parameter.name}}`, encodePathText(text === '' ? ' ' : text));
    });
    const query = new URLSearchParams();
    queryParameters.forEach((parameter, index) => {
      const value = queryArgs[index];
      if (value !== undefined) query.set(parameter.name, asText(value));
    });
    const search = query.toString();
    return {
      method: method.toUpperCase(),
      url: search ? `${url}?${search}` : url,
      ...(payload !== undefined ? { payload } : {}),
    };
  });
}

let ctx: TestContext;
let headers: Record<string, string>;
let credentials: { email: string; password: string };

/**
 * A fuzzed sign-out or refresh may end the administrator's session: then it signs in again, so
 * the following endpoints are still reached as an ADMIN and not stopped by a 401.
 */
async function keepSignedIn(): Promise<void> {
  const session = await ctx.app.inject({ method: 'GET', url: '/api/access/session', headers });
  if (session.statusCode === 401) headers = await signIn(ctx.app, credentials.email, credentials.password);
}
let document: OpenApiDocument;
/** Accepted requests by operation (`PUT /api/persons/{id}`): where mutations start from. */
const accepted = new Map<string, Array<{ url: string; payload: unknown }>>();
const remember = (operation: string, url: string, payload: unknown) => {
  const list = accepted.get(operation) ?? [];
  if (list.length < 4) list.push({ url, payload });
  accepted.set(operation, list);
};

beforeAll(async () => {
  ctx = await createTestApp();
  const user = await createUser(ctx.db);
  credentials = { email: user.email, password: user.password };
  headers = await signIn(ctx.app, user.email, user.password);
  const company = await ctx.app.inject({
    method: 'POST',
    url: '/api/company',
    headers,
    payload: companyBody(),
  });
  expect(company.statusCode).toBe(201);
  const job = await ctx.app.inject({
    method: 'POST',
    url: '/api/jobs',
    headers,
    payload: { name: 'Panadero', area: 'Producción', code: 'P1' },
  });
  // Three employees entered as the screens enter them, so ids 1–6 reach real rows.
  for (let index = 0; index < 3; index++) {
    const person = await ctx.app.inject({
      method: 'POST',
      url: '/api/persons',
      headers,
      payload: personInput({ documentNumber: String(1_020_304_050 + index) }),
    });
    expect(person.statusCode).toBe(201);
    const contract = await ctx.app.inject({
      method: 'POST',
      url: '/api/contracts',
      headers,
      payload: contractInput(person.json().id, job.json().job.id),
    });
    expect(contract.statusCode).toBe(201);
    const personId = person.json().id;
    const contractId = contract.json().contract.id;
    remember(
      'POST /api/persons',
      '/api/persons',
      personInput({ documentNumber: String(1_030_000_000 + index) }),
    );
    remember('PUT /api/persons/{id}', `/api/persons/${personId}`, personInput());
    remember('POST /api/contracts', '/api/contracts', contractInput(personId, job.json().job.id));
    const {
      personId: _person,
      salary: _salary,
      ...contractUpdate
    } = contractInput(personId, job.json().job.id);
    remember('PUT /api/contracts/{id}', `/api/contracts/${contractId}`, contractUpdate);
    remember('PUT /api/contracts/{id}/salary', `/api/contracts/${contractId}/salary`, {
      amount: 2_600_000,
      startDate: '2026-06-01',
    });
  }
  remember('PUT /api/company', '/api/company', companyBody());
  remember('POST /api/jobs', '/api/jobs', { name: 'Hornero', area: 'Producción', code: 'H1' });
  document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});
afterAll(async () => ctx?.close());

describe('[FUZZ] every endpoint of the OpenAPI document', () => {
  it('answers no request with a 5xx', async () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.length).toBeGreaterThan(50);
    const failures: Array<Call & { status: number; answer: string }> = [];
    let calls = 0;
    for (const [index, { path, method, operation }] of operations.entries()) {
      const samples = fc.sample(callsOf(path, method, operation), {
        numRuns: RUNS_PER_ENDPOINT,
        seed: SEED + index,
      });
      for (const call of samples) {
        calls++;
        const response = await ctx.app.inject({
          method: call.method as 'GET',
          url: call.url,
          headers,
          ...(call.payload !== undefined ? { payload: call.payload as object } : {}),
        });
        if (response.statusCode >= 500) {
          failures.push({ ...call, status: response.statusCode, answer: response.body.slice(0, 300) });
        } else if (response.statusCode < 300 && call.payload !== undefined) {
          remember(`${call.method} ${path}`, call.url, call.payload);
        }
      }
      await keepSignedIn();
    }
    for (const [index, [operation, requests]] of [...accepted.entries()].entries()) {
      const method = operation.split(' ')[0] as 'POST';
      const starts = fc.sample(
        fc
          .constantFrom(...requests)
          .chain((request) => mutantsOf(request.payload).map((payload) => ({ url: request.url, payload }))),
        { numRuns: MUTATIONS_PER_ENDPOINT, seed: SEED + 1000 + index },
      );
      for (const { url, payload } of starts) {
        calls++;
        const response = await ctx.app.inject({ method, url, headers, payload: payload as object });
        if (response.statusCode >= 500) {
          failures.push({
            method,
            url,
            payload,
            status: response.statusCode,
            answer: response.body.slice(0, 300),
          });
        }
      }
    }
    // The session is still the administrator's: the calls above exercised the routes, not a 401 wall.
    const session = await ctx.app.inject({ method: 'GET', url: '/api/access/session', headers });
    expect(session.statusCode).toBe(200);
    expect(calls).toBeGreaterThan(operations.length * RUNS_PER_ENDPOINT);
    expect(failures.map((failure) => JSON.stringify(failure).slice(0, 800))).toEqual([]);
  }, 180_000);
});
