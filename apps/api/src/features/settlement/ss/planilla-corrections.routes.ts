import { ZApiError } from '@quincena/contracts';
import {
  PLANILLA_CORRECTION_FILE_ENDPOINT,
  PLANILLA_CORRECTIONS_ENDPOINT,
  ZPlanillaCorrectionFileQuery,
  ZPlanillaCorrections,
  ZPlanillaCorrectionsQuery,
} from '@quincena/contracts/settlement';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireRole } from '../../../platform/auth/guard.ts';
import { companyIdOf } from '../../../platform/auth/tenant.ts';
import { registerPlanillaFileRoute } from '../files/file-reply.ts';
import type { PlanillaCorrections } from './planilla-corrections.ts';

const tags = ['settlement'];
const security = [{ bearerAuth: [] }];

/** The SS screen's corrected months and their planilla N files (decision 0347). */
export function registerPlanillaCorrectionRoutes(app: FastifyInstance, service: PlanillaCorrections): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    PLANILLA_CORRECTIONS_ENDPOINT,
    {
      preHandler: requireRole('ADMIN'),
      schema: {
        tags,
        security,
        summary: 'Meses a corregir con planilla N por los retroactivos pagados en el mes',
        querystring: ZPlanillaCorrectionsQuery,
        response: {
          200: ZPlanillaCorrections,
          400: ZApiError,
          401: ZApiError,
          403: ZApiError,
          404: ZApiError,
        },
      },
    },
    async (request) => service.list(companyIdOf(request), Number(request.query.calendarId)),
  );
  registerPlanillaFileRoute(app, {
    endpoint: PLANILLA_CORRECTION_FILE_ENDPOINT,
    what: 'Planilla de corrección N en texto plano',
    summary: 'Archivo plano de la planilla de corrección N de un mes',
    querystring: ZPlanillaCorrectionFileQuery,
    generate: (companyId, query) => service.file(companyId, query),
  });
}
