import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { companyIdOf } from '../auth/tenant.ts';
import type { routeOptions } from './route-options.ts';

type RouteOf = ReturnType<typeof routeOptions>;

/**
 * The routes of a company's records kept on a server-paged screen with an add/edit dialog
 * (/Users, /InitialBalance): one page (`path`), the options the dialog offers (`path/options`),
 * add (201), edit and delete (`path/:key`). Each answer is the feature's own (the record saved or
 * deleted with the screen's message); the company is the caller's, from the session, and the
 * request goes along for what else a feature reads from it (the acting user).
 */
export interface PagedRecordRoutes<Query, Create, Update> {
  path: string;
  /** The record's key in the path: `id`, `contractId`. */
  key: string;
  summaries: { page: string; options: string; create: string; update: string; remove: string };
  schemas: {
    query: z.ZodType<Query>;
    page: z.ZodType;
    options: z.ZodType;
    create: z.ZodType<Create>;
    update: z.ZodType<Update>;
    params: z.ZodType;
    saved: z.ZodType;
    removed: z.ZodType;
  };
  page(companyId: number, query: Query): Promise<unknown>;
  options(companyId: number): Promise<unknown>;
  create(companyId: number, body: Create, request: FastifyRequest): Promise<unknown>;
  update(companyId: number, id: number, body: Update, request: FastifyRequest): Promise<unknown>;
  remove(companyId: number, id: number, request: FastifyRequest): Promise<unknown>;
}

/**
 * Registers the five routes in that order. Fastify cannot resolve request types from generic
 * schemas, so the handlers read the query, body and key the schemas have already validated as the
 * descriptor's types.
 */
export function registerPagedRecordRoutes<Query, Create, Update>(
  app: FastifyInstance,
  route: RouteOf,
  records: PagedRecordRoutes<Query, Create, Update>,
): void {
  const { path, summaries, schemas } = records;
  const keyOf = (params: unknown) => (params as Record<string, number>)[records.key] as number;
  app.get(
    path,
    route(summaries.page, { querystring: schemas.query, response: { 200: schemas.page } }),
    async (request) => records.page(companyIdOf(request), request.query as Query),
  );
  app.get(
    `${path}/options`,
    route(summaries.options, { response: { 200: schemas.options } }),
    async (request) => records.options(companyIdOf(request)),
  );
  app.post(
    path,
    route(summaries.create, { body: schemas.create, response: { 201: schemas.saved } }),
    async (request, reply) =>
      reply.code(201).send(await records.create(companyIdOf(request), request.body as Create, request)),
  );
  app.put(
    `${path}/:${records.key}`,
    route(summaries.update, {
      params: schemas.params,
      body: schemas.update,
      response: { 200: schemas.saved },
    }),
    async (request) =>
      records.update(companyIdOf(request), keyOf(request.params), request.body as Update, request),
  );
  app.delete(
    `${path}/:${records.key}`,
    route(summaries.remove, { params: schemas.params, response: { 200: schemas.removed } }),
    async (request) => records.remove(companyIdOf(request), keyOf(request.params), request),
  );
}
