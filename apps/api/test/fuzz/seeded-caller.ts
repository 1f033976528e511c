import { expect } from 'vitest';
import { companyBody } from '../../src/features/company/company.fixtures.ts';
import { contractInput, personInput } from '../../src/features/employees/employees.fixtures.ts';
import { registeredCompany } from '../helpers/registered-company.ts';
import { signIn } from '../helpers/sign-in.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import type { OpenApiDocument } from './openapi-calls.ts';

/** Accepted requests by operation (`PUT /api/persons/{id}`): where mutations start from. */
export type AcceptedRequests = Map<string, Array<{ url: string; payload: unknown }>>;

/** A signed-in ADMIN of a seeded company, calling the app as an integrator would, and the document it reads. */
export interface SeededCaller {
  ctx: TestContext;
  document: OpenApiDocument;
  headers(): Record<string, string>;
  /**
   * A drawn sign-out or refresh may end the administrator's session: then it signs in again, so
   * the following endpoints are still reached as an ADMIN and not stopped by a 401.
   */
  keepSignedIn(): Promise<void>;
  accepted: AcceptedRequests;
  remember(operation: string, url: string, payload: unknown): void;
}

/** The app on a fresh database with a company, a job and three employees entered as the screens enter them. */
export async function seededCaller(): Promise<SeededCaller> {
  const ctx = await createTestApp();
  const registered = await registeredCompany(ctx);
  const { user } = registered;
  let headers = registered.headers;
  const accepted: AcceptedRequests = new Map();
  const remember = (operation: string, url: string, payload: unknown) => {
    const list = accepted.get(operation) ?? [];
    if (list.length < 4) list.push({ url, payload });
    accepted.set(operation, list);
  };
  const job = await ctx.app.inject({
    method: 'POST',
    url: '/api/jobs',
    headers,
    payload: { name: 'Panadero', area: 'Producción', code: 'P1' },
  });
  // Three employees, so ids 1–6 reach real rows.
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
  const document = (
    await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })
  ).json() as OpenApiDocument;
  return {
    ctx,
    document,
    headers: () => headers,
    async keepSignedIn() {
      const session = await ctx.app.inject({ method: 'GET', url: '/api/access/session', headers });
      if (session.statusCode === 401) headers = await signIn(ctx.app, user.email, user.password);
    },
    accepted,
    remember,
  };
}
