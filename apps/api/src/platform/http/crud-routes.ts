import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { companyIdOf } from '../auth/tenant.ts';
import type { routeOptions } from './route-options.ts';

type RouteOf = ReturnType<typeof routeOptions>;

const empty = z.null().describe('Sin contenido');

/**
 * The list, create, update and delete routes of a company's records under one path (`path`,
 * `path/:id`): 201 with the record created, 200 with the record updated, 204 on delete. The company
 * is the caller's, from the session; ids are looked up inside it by the service.
 */
export interface CrudRoutes<Body, Row> {
  path: string;
  summaries: { list: string; create: string; update: string; remove: string };
  schemas: {
    list: z.ZodType;
    body: z.ZodType<Body>;
    row: z.ZodType<Row>;
    params: z.ZodType<{ id: number }>;
  };
  service: {
    list(companyId: number): Promise<unknown>;
    create(companyId: number, body: Body): Promise<Row>;
    update(companyId: number, id: number, body: Body): Promise<Row>;
    remove(companyId: number, id: number): Promise<unknown>;
  };
}

/**
 * Registers the four routes. Fastify cannot resolve request types from generic schemas, so the
 * handlers read the body and the id the schemas have already validated as the descriptor's types.
 */
export function registerCrudRoutes<Body, Row>(
  app: FastifyInstance,
  route: RouteOf,
  crud: CrudRoutes<Body, Row>,
): void {
  const { path, summaries, schemas, service } = crud;
  const idOf = (params: unknown) => (params as { id: number }).id;
  app.get(path, route(summaries.list, { response: { 200: schemas.list } }), async (request) =>
    service.list(companyIdOf(request)),
  );
  app.post(
    path,
    route(summaries.create, { body: schemas.body, response: { 201: schemas.row } }),
    async (request, reply) =>
      reply.code(201).send(await service.create(companyIdOf(request), request.body as Body)),
  );
  app.put(
    `${path}/:id`,
    route(summaries.update, { params: schemas.params, body: schemas.body, response: { 200: schemas.row } }),
    async (request) => service.update(companyIdOf(request), idOf(request.params), request.body as Body),
  );
  app.delete(
    `${path}/:id`,
    route(summaries.remove, { params: schemas.params, response: { 204: empty } }),
    async (request, reply) => {
      await service.remove(companyIdOf(request), idOf(request.params));
      return reply.code(204).send(null);
    },
  );
}
