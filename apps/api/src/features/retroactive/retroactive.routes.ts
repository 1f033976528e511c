import { ZApiError } from '@quincena/contracts';
import { ZRetroactiveImpact, ZRetroactiveImpactQuery } from '@quincena/contracts/retroactive';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireRole } from '../../platform/auth/guard.ts';
import { companyIdOf } from '../../platform/auth/tenant.ts';
import type { RetroactiveService } from './retroactive.service.ts';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };

export function registerRetroactiveRoutes(app: FastifyInstance, service: RetroactiveService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/retroactive/impact',
    {
      preHandler: requireRole('ADMIN'),
      schema: {
        tags: ['settlement'],
        security: [{ bearerAuth: [] }],
        summary: 'Períodos acumulados que alcanza un cambio retroactivo',
        querystring: ZRetroactiveImpactQuery,
        response: { 200: ZRetroactiveImpact, ...errors },
      },
    },
    async (request) => service.impact(companyIdOf(request), request.query),
  );
}
