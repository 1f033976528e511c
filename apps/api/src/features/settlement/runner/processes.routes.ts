import { ZApiError } from '@quincena/contracts';
import {
  ZExecuteProcessRequest,
  ZProcess,
  ZProcessErrorList,
  ZProcessExclusionPage,
  ZProcessExclusionQuery,
  ZProcessList,
  ZProcessListQuery,
  ZRunWarningList,
} from '@quincena/contracts/settlement';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireRole } from '../../../platform/auth/guard.ts';
import { companyIdOf } from '../../../platform/auth/tenant.ts';
import type { ProcessesService } from './processes.service.ts';

const tags = ['settlement'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };
const adminOnly = requireRole('ADMIN');

/** Execute PRO / CLO / REV and the process table (spec 02 "Shared behaviours", §7). */
export function registerProcessesRoutes(app: FastifyInstance, service: ProcessesService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/processes',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        summary: 'Ejecutar Procesar (PRO, 202: corre como trabajo), Acumular (CLO) o Deshacer (REV)',
        security,
        body: ZExecuteProcessRequest,
        response: { 200: ZProcess, 202: ZProcess, ...errors },
      },
    },
    async (request, reply) => {
      const { process, async } = await service.execute(
        companyIdOf(request),
        authOf(request).userId,
        request.body,
      );
      return reply.code(async ? 202 : 200).send(process);
    },
  );

  api.get(
    '/api/processes',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        summary: 'Procesos ejecutados, del más reciente al más antiguo',
        security,
        querystring: ZProcessListQuery,
        response: { 200: ZProcessList, ...errors },
      },
    },
    async (request) => service.list(companyIdOf(request), request.query),
  );

  api.get(
    '/api/processes/:id',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        summary: 'Un proceso de la empresa por su id (lo que la lista da por fila), para seguir su avance',
        security,
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: ZProcess, ...errors },
      },
    },
    async (request) => service.view(companyIdOf(request), request.params.id),
  );

  api.get(
    '/api/processes/:id/errors',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        summary: 'Empleados cuya liquidación falló en un proceso, con el motivo',
        security,
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: ZProcessErrorList, ...errors },
      },
    },
    async (request) => service.errors(companyIdOf(request), request.params.id),
  );

  api.get(
    '/api/processes/:id/exclusions',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        summary: 'Contratos vigentes en el período que el proceso no liquidó, con el motivo (paginado)',
        security,
        params: z.object({ id: z.coerce.number().int().positive() }),
        querystring: ZProcessExclusionQuery,
        response: { 200: ZProcessExclusionPage, ...errors },
      },
    },
    async (request) => service.exclusions(companyIdOf(request), request.params.id, request.query),
  );

  api.get(
    '/api/calendars/:id/warnings',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        summary: 'Lo que la liquidación del calendario necesita de otra antes de Procesar, con el enlace',
        security,
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: ZRunWarningList, ...errors },
      },
    },
    async (request) => service.warnings(companyIdOf(request), request.params.id),
  );
}
