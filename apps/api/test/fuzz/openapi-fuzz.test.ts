import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerContract } from './answer-contract.ts';
import { mutantsOf } from './json-schema-arbitrary.ts';
import { type Call, callsOf } from './openapi-calls.ts';
import { type SeededCaller, seededCaller } from './seeded-caller.ts';

/**
 * Every endpoint of the OpenAPI document, called with values drawn from its own schemas (and now
 * and then values of the wrong kind) by a signed-in ADMIN of a seeded company, and once without a
 * session. No answer may be a 500 (decision 0174), and every answer must be one the document
 * declares, its body matching the declared schema: the document is the contract integrators code
 * against (issue 33). A new endpoint is checked the day it is added. The seed is fixed so CI is
 * repeatable; FUZZ_SEED and FUZZ_RUNS explore further locally.
 */
const RUNS_PER_ENDPOINT = Number(process.env.FUZZ_RUNS ?? 8);
/** Single-field mutations of each request body the app accepted (or the seed's valid bodies). */
const MUTATIONS_PER_ENDPOINT = Number(process.env.FUZZ_MUTATIONS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);

type Failure = Call & { status: number; answer: string };
let caller: SeededCaller;
let operationCount = 0;
let calls = 0;
const serverErrors: Failure[] = [];
const offContract: Array<Call & { why: string }> = [];

/** Drives every operation once, collecting what each property test below asserts. */
beforeAll(async () => {
  caller = await seededCaller();
  const { ctx, document } = caller;
  const contract = answerContract(document);
  const send = async (operation: string, call: Call, headers: Record<string, string>) => {
    calls++;
    const response = await ctx.app.inject({
      method: call.method as 'GET',
      url: call.url,
      headers,
      ...(call.payload !== undefined ? { payload: call.payload as object } : {}),
    });
    if (response.statusCode >= 500) {
      serverErrors.push({ ...call, status: response.statusCode, answer: response.body.slice(0, 300) });
    }
    const why = contract(operation, {
      status: response.statusCode,
      contentType: response.headers['content-type'] as string | undefined,
      body: response.body,
    });
    if (why) offContract.push({ ...call, why });
    return response.statusCode;
  };
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
  operationCount = operations.length;
  for (const [index, { path, method, operation }] of operations.entries()) {
    const name = `${method.toUpperCase()} ${path}`;
    const samples = fc.sample(callsOf(path, method, operation), {
      numRuns: RUNS_PER_ENDPOINT,
      seed: SEED + index,
    });
    // Without a session first: an integrator's first call, answered as the document says.
    const [first] = samples;
    if (first) await send(name, first, {});
    for (const call of samples) {
      const status = await send(name, call, caller.headers());
      if (status < 300 && call.payload !== undefined) caller.remember(name, call.url, call.payload);
    }
    await caller.keepSignedIn();
  }
  for (const [index, [operation, requests]] of [...caller.accepted.entries()].entries()) {
    const method = operation.split(' ')[0] as string;
    const starts = fc.sample(
      fc
        .constantFrom(...requests)
        .chain((request) => mutantsOf(request.payload).map((payload) => ({ url: request.url, payload }))),
      { numRuns: MUTATIONS_PER_ENDPOINT, seed: SEED + 1000 + index },
    );
    for (const { url, payload } of starts) await send(operation, { method, url, payload }, caller.headers());
  }
}, 240_000);
afterAll(async () => caller?.ctx.close());

describe('[FUZZ] every endpoint of the OpenAPI document', () => {
  it('answers no request with a 5xx', async () => {
    expect(operationCount).toBeGreaterThan(50);
    // The session is still the administrator's: the calls exercised the routes, not a 401 wall.
    const session = await caller.ctx.app.inject({
      method: 'GET',
      url: '/api/access/session',
      headers: caller.headers(),
    });
    expect(session.statusCode).toBe(200);
    expect(calls).toBeGreaterThan(operationCount * RUNS_PER_ENDPOINT);
    expect(serverErrors.map((failure) => JSON.stringify(failure).slice(0, 800))).toEqual([]);
  });

  it('answers every request with a status the document declares and a body of its declared schema', () => {
    expect(offContract.map((failure) => JSON.stringify(failure).slice(0, 600))).toEqual([]);
  });
});
