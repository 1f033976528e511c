import { PLANILLA_FILE_ENDPOINT, ZPlanillaFileQuery } from '@quincena/contracts/settlement';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireRole } from '../../../platform/auth/guard.ts';
import { companyIdOf } from '../../../platform/auth/tenant.ts';
import { fileAnswer } from '../../../platform/http/openapi.ts';
import type { PlanillaFileService } from './planilla-file.ts';

/** Spec 02 §7 "Files": the social-security flat file by calendar. */
export function registerPlanillaFileRoutes(app: FastifyInstance, service: PlanillaFileService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    PLANILLA_FILE_ENDPOINT,
    {
      preHandler: requireRole('ADMIN'),
      schema: {
        response: fileAnswer('Planilla PILA en texto plano', 'text/plain'),
        tags: ['settlement'],
        security: [{ bearerAuth: [] }],
        summary: 'Archivo plano de seguridad social (planilla PILA tipo E)',
        description: 'Responde el archivo (ISO-8859-1, CRLF) con el nombre en Content-Disposition.',
        querystring: ZPlanillaFileQuery,
      },
    },
    async (request, reply) => {
      const file = await service.generate(companyIdOf(request), request.query);
      return reply
        .header('content-type', 'text/plain; charset=iso-8859-1')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(file.bytes));
    },
  );
}
