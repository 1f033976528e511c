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
import { routeOptions } from '../../platform/http/route-options.ts';
import type { JobsService } from './jobs.service.ts';

/** Cargos (spec 01 §2.8, §7 Jobs): list, add, edit, delete; ADMIN only, company from the session. */
export function registerJobRoutes(app: FastifyInstance, service: JobsService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireRole('ADMIN');
  const route = routeOptions('company', preHandler);

  api.get('/api/jobs', route('Cargos', { response: { 200: ZJobList } }), async (request) => ({
    jobs: await service.list(companyIdOf(request)),
  }));

  api.post(
    '/api/jobs',
    route('Agregar cargo', { body: ZJobRequest, response: { 201: ZJobSaveResponse } }),
    async (request, reply) => reply.code(201).send(await service.create(companyIdOf(request), request.body)),
  );

  api.put(
    '/api/jobs/:id',
    route('Actualizar cargo', {
      params: ZJobIdParams,
      body: ZJobRequest,
      response: { 200: ZJobSaveResponse },
    }),
    async (request) => service.update(companyIdOf(request), request.params.id, request.body),
  );

  api.delete(
    '/api/jobs/:id',
    route('Eliminar cargo', { params: ZJobIdParams, response: { 200: ZMessageResponse } }),
    async (request) => service.remove(companyIdOf(request), request.params.id),
  );
}
