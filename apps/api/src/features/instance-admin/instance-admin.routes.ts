import {
  ZInstanceActionRequest,
  ZInstanceActionResult,
  ZInstanceOptions,
} from '@quincena/contracts/instance-admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, requireRole } from '../../platform/auth/guard.ts';
import { routeOptions } from '../../platform/http/route-options.ts';
import type { InstanceAdminService } from './instance-admin.service.ts';

/** Only administrators of an instance flagged S (spec 01 §2.2, the users' instance_admin flag). */
const instanceAdminOnly = requireRole('ADMIN', { instanceAdmin: true });

/** /TI: the actions an operator of this installation may run (spec 03 §2.19). */
export function registerInstanceAdminRoutes(app: FastifyInstance, service: InstanceAdminService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const instanceAdminOnlyRoute = routeOptions('instance-admin', instanceAdminOnly);
  api.get(
    '/api/instance-admin/options',
    instanceAdminOnlyRoute('Instancias y acciones de administración', {
      response: { 200: ZInstanceOptions },
    }),
    async () => service.options(),
  );
  api.post(
    '/api/instance-admin/actions',
    instanceAdminOnlyRoute('Ejecutar una acción de administración de la instancia', {
      body: ZInstanceActionRequest,
      response: { 200: ZInstanceActionResult },
    }),
    async (request) => {
      const { userId, email } = authOf(request);
      return service.run({ userId, email }, request.body);
    },
  );
}
