import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { bearer } from '../factories.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One request to the API as a test writes it: method, URL, headers and, when given, the body. */
export function apiCall(
  app: FastifyInstance,
  method: Method,
  url: string,
  headers: Record<string, string> = {},
  payload?: object | string,
) {
  return app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
}

/** The same request with a session token (or none, for an anonymous call). */
export const callAs = (
  app: FastifyInstance,
  method: Method,
  url: string,
  token: string | null,
  payload?: object | string,
) => apiCall(app, method, url, token ? bearer(token) : {}, payload);

/**
 * apiCall bound to a test file's app, which beforeAll makes: `const send = apiFor(() => ctx.app)`,
 * then `send('GET', url, headers)`.
 */
export const apiFor =
  (app: () => FastifyInstance) =>
  (method: Method, url: string, headers: Record<string, string> = {}, payload?: object | string) =>
    apiCall(app(), method, url, headers, payload);

/** Asserts the answer's status (its body shown when it differs) and gives its JSON body. */
export function answered(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}
