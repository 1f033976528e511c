import { ZApiError } from '@quincena/contracts';
import {
  ZJobIdParams,
  ZJobList,
  ZJobRequest,
  ZJobSaveResponse,
  ZMessageResponse,
} from '@quincena/contracts/company';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireRole } from '../../platform/auth/guard.ts';
import { companyIdOf } from '../../platform/auth/tenant.ts';
import type { JobsService } from './jobs.service.ts';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };
const tags = ['company'];
const security = [{ bearerAuth: [] }];

/** Cargos (spec 01 §2.8, §7 Jobs): list, add, edit, delete; ADMIN only, company from the session. */
export function registerJobRoutes(app: FastifyInstance, service: JobsService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireRole('ADMIN');

  api.get(
    '/api/jobs',
    { preHandler, schema: { tags, security, summary: 'Cargos', response: { 200: ZJobList, ...errors } } },
    async (request) => ({ jobs: await service.list(companyIdOf(request)) }),
  );

  api.post(
    '/api/jobs',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Agregar cargo',
        body: ZJobRequest,
        response: { 201: ZJobSaveResponse, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(companyIdOf(request), request.body)),
  );

  api.put(
    '/api/jobs/:id',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Actualizar cargo',
        params: ZJobIdParams,
        body: ZJobRequest,
        response: { 200: ZJobSaveResponse, ...errors },
      },
    },
    async (request) => service.update(companyIdOf(request), request.params.id, request.body),
  );

  api.delete(
    '/api/jobs/:id',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Eliminar cargo',
        params: ZJobIdParams,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => service.remove(companyIdOf(request), request.params.id),
  );
}
