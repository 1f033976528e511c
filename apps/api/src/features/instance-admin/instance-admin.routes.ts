import { ZApiError } from '@quincena/contracts';
import {
  ZInstanceActionRequest,
  ZInstanceActionResult,
  ZInstanceOptions,
} from '@quincena/contracts/instance-admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, requireRole } from '../../platform/auth/guard.ts';
import type { InstanceAdminService } from './instance-admin.service.ts';

const tags = ['instance-admin'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError };
/** Only administrators of an instance flagged S (spec 01 §2.2, the users' instance_admin flag). */
const instanceAdminOnly = requireRole('ADMIN', { instanceAdmin: true });

/** /TI: the actions an operator of this installation may run (spec 03 §2.19). */
export function registerInstanceAdminRoutes(app: FastifyInstance, service: InstanceAdminService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/instance-admin/options',
    {
      preHandler: instanceAdminOnly,
      schema: {
        tags,
        security,
        summary: 'Instancias y acciones de administración',
        response: { 200: ZInstanceOptions, ...errors },
      },
    },
    async () => service.options(),
  );
  api.post(
    '/api/instance-admin/actions',
    {
      preHandler: instanceAdminOnly,
      schema: {
        tags,
        security,
        summary: 'Ejecutar una acción de administración de la instancia',
        body: ZInstanceActionRequest,
        response: { 200: ZInstanceActionResult, ...errors },
      },
    },
    async (request) => {
      const { userId, email } = authOf(request);
      return service.run({ userId, email }, request.body);
    },
  );
}
