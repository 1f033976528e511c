import { PLANILLA_FILE_ENDPOINT, ZPlanillaFileQuery } from '@quincena/contracts/settlement';
import type { FastifyInstance } from 'fastify';
import { registerPlanillaFileRoute } from './file-reply.ts';
import type { PlanillaFileService } from './planilla-file.ts';

/** Spec 02 §7 "Files": the social-security flat file by calendar. */
export function registerPlanillaFileRoutes(app: FastifyInstance, service: PlanillaFileService): void {
  registerPlanillaFileRoute(app, {
    endpoint: PLANILLA_FILE_ENDPOINT,
    what: 'Planilla PILA en texto plano',
    summary: 'Archivo plano de seguridad social (planilla PILA tipo E)',
    querystring: ZPlanillaFileQuery,
    generate: (companyId, query) => service.generate(companyId, query),
  });
}
