import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { companyBody } from '../../src/features/company/company.fixtures.ts';
import { createUser } from '../factories.ts';
import { apiCall } from './api-call.ts';
import { signIn } from './sign-in.ts';

/**
 * A new administrator signed in through the API who registers a company with the company form's
 * body, as a new customer does first. Answers the user (to sign in again), the bearer headers and the
 * company as created.
 */
export async function registeredCompany(ctx: { app: FastifyInstance; db: Database }) {
  const user = await createUser(ctx.db);
  const headers = await signIn(ctx.app, user.email, user.password);
  const created = await apiCall(ctx.app, 'POST', '/api/company', headers, companyBody());
  expect(created.statusCode).toBe(201);
  return { user, headers, company: created.json().company as { id: number } };
}
