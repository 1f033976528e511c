import { ZAuditLogPage, ZAuditLogQuery } from '@quincena/contracts/audit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { listAuditLog } from '../../platform/audit/index.ts';
import { requireRole } from '../../platform/auth/guard.ts';
import { companyIdOf } from '../../platform/auth/tenant.ts';

/**
 * GET /api/audit-log (issue 10, decision 0210): read-only. There is deliberately no route that
 * writes, edits or deletes audit rows; the triggers write them and the table refuses changes.
 */
export function registerAuditRoutes(app: FastifyInstance, deps: { db: Database }): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/audit-log',
    {
      preHandler: requireRole('ADMIN'),
      schema: {
        tags: ['audit'],
        summary: 'Registro de auditoría de datos que afectan la nómina',
        security: [{ bearerAuth: [] }],
        querystring: ZAuditLogQuery,
        response: { 200: ZAuditLogPage },
      },
    },
    async (request) => listAuditLog(deps.db, companyIdOf(request), request.query),
  );
}
