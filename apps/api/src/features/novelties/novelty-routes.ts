import { type TUserRole, ZApiError } from '@quincena/contracts';
import {
  type TNoveltyListQueryParsed,
  ZNoveltyDeleted,
  ZNoveltyIdParams,
  ZNoveltyListQuery,
  ZNoveltyRetroactiveQuery,
} from '@quincena/contracts/novelties';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { authOf, requireRole } from '../../platform/auth/guard.ts';
import { companyIdOf } from '../../platform/auth/tenant.ts';

const tags = ['novelties'];
const security = [{ bearerAuth: [] }];
export const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };
const userIdOf = (request: Parameters<typeof authOf>[0]) => authOf(request).userId;

/** A novelty route's options: the roles' guard, then the OpenAPI tags, summary and schemas. */
export function routeOptions(roles: TUserRole | readonly TUserRole[]) {
  const preHandler = requireRole(roles);
  return <Schema extends object>(summary: string, schema: Schema) => ({
    preHandler,
    schema: { tags, summary, security, ...schema },
  });
}

/** What a novelty kind's four routes need (decision 0319). */
export interface NoveltyCrudRoutes<CreateIn, UpdateIn> {
  /** The list's path; the edit and the delete take `/:id` after it. */
  path: string;
  roles: TUserRole | readonly TUserRole[];
  /** The OpenAPI summaries of the list, create, update and delete. */
  summaries: readonly [list: string, create: string, update: string, remove: string];
  /** The Spanish messages of a create, an update and a delete. */
  messages: readonly [created: string, updated: string, deleted: string];
  /** The list page, the bodies and the saved answer ({ message, row }) the responses are checked against. */
  schemas: { page: z.ZodType; create: z.ZodType; update: z.ZodType; saved: z.ZodType };
  service: {
    list(companyId: number, query: TNoveltyListQueryParsed): Promise<unknown>;
    create(companyId: number, userId: number, input: CreateIn): Promise<unknown>;
    update(companyId: number, userId: number, id: number, input: UpdateIn): Promise<unknown>;
    remove(companyId: number, id: number, userId?: number): Promise<void>;
    createRetroactive(
      companyId: number,
      userId: number,
      input: CreateIn,
    ): Promise<{ row: unknown; retroactive: unknown }>;
    updateRetroactive(
      companyId: number,
      userId: number,
      id: number,
      input: UpdateIn,
    ): Promise<{ row: unknown; retroactive: unknown }>;
  };
  /**
   * The kind takes `?retroactive=true` on a create or an edit: dated inside an accumulated period, it
   * is saved and the answer names the periods it reaches (decision 0353).
   */
  retroactive?: boolean;
}

/**
 * A novelty kind's list (GET path), create (POST path, 201), update (PUT path/:id) and delete
 * (DELETE path/:id): the company comes from the session, so another company's id answers 404.
 */
export function registerNoveltyCrud<CreateIn, UpdateIn>(
  app: FastifyInstance,
  kind: NoveltyCrudRoutes<CreateIn, UpdateIn>,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { path, service, schemas } = kind;
  const [listSummary, createSummary, updateSummary, removeSummary] = kind.summaries;
  const [created, updated, deleted] = kind.messages;
  const options = routeOptions(kind.roles);

  api.get(
    path,
    options(listSummary, { querystring: ZNoveltyListQuery, response: { 200: schemas.page, ...errors } }),
    async (request) => service.list(companyIdOf(request), request.query),
  );
  const querystring = kind.retroactive ? { querystring: ZNoveltyRetroactiveQuery } : {};
  const asRetroactive = (request: { query: unknown }) =>
    kind.retroactive === true && (request.query as { retroactive?: string }).retroactive === 'true';
  api.post(
    path,
    options(createSummary, {
      ...querystring,
      body: schemas.create,
      response: { 201: schemas.saved, ...errors },
    }),
    async (request, reply) => {
      const companyId = companyIdOf(request);
      const body = request.body as CreateIn;
      const saved = asRetroactive(request)
        ? await service.createRetroactive(companyId, userIdOf(request), body)
        : { row: await service.create(companyId, userIdOf(request), body) };
      return reply.code(201).send({ message: created, ...saved });
    },
  );
  api.put(
    `${path}/:id`,
    options(updateSummary, {
      ...querystring,
      params: ZNoveltyIdParams,
      body: schemas.update,
      response: { 200: schemas.saved, ...errors },
    }),
    async (request) => {
      const companyId = companyIdOf(request);
      const body = request.body as UpdateIn;
      const saved = asRetroactive(request)
        ? await service.updateRetroactive(companyId, userIdOf(request), request.params.id, body)
        : { row: await service.update(companyId, userIdOf(request), request.params.id, body) };
      return { message: updated, ...saved };
    },
  );
  api.delete(
    `${path}/:id`,
    options(removeSummary, { params: ZNoveltyIdParams, response: { 200: ZNoveltyDeleted, ...errors } }),
    async (request) => {
      await service.remove(companyIdOf(request), request.params.id, userIdOf(request));
      return { message: deleted };
    },
  );
}
