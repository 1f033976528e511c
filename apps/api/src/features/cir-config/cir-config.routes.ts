import {
  CIR_CONFIG_MESSAGES,
  ZAddCirConceptRequest,
  ZAddCirConceptResponse,
  ZCirAvailableConceptsResponse,
  ZCirConfigResponse,
  ZCirGroupConceptParams,
  ZCirGroupParams,
} from '@quincena/contracts/cir-config';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../platform/auth/guard.ts';
import { companyIdOf } from '../../platform/auth/tenant.ts';
import { routeOptions } from '../../platform/http/route-options.ts';
import { registerReportRoutes } from '../../platform/reports/report-routes.ts';
import type { CirConfigService } from './cir-config.service.ts';
import { buildCirReport, CIR_REPORT_DEFINITION } from './cir-config-report.ts';

const admin = requireRole('ADMIN');

/**
 * Configuración ingresos y retenciones (spec 01 §2.11, §7 "CIR conf", "Config report"):
 * administrators of the company only; the company is the session's.
 */
export function registerCirConfigRoutes(app: FastifyInstance, service: CirConfigService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const adminRoute = routeOptions('cir-config', admin);

  api.get(
    '/api/cir-config',
    adminRoute('Grupos de ingresos y retenciones con sus conceptos', {
      response: { 200: ZCirConfigResponse },
    }),
    async (request) => service.tree(companyIdOf(request)),
  );

  api.get(
    '/api/cir-config/available-concepts',
    adminRoute('Conceptos de la empresa que no están en ningún grupo', {
      response: { 200: ZCirAvailableConceptsResponse },
    }),
    async (request) => service.available(companyIdOf(request)),
  );

  api.post(
    '/api/cir-config/groups/:groupCode/concepts',
    adminRoute('Agregar un concepto a un grupo', {
      params: ZCirGroupParams,
      body: ZAddCirConceptRequest,
      response: { 201: ZAddCirConceptResponse },
    }),
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.add(companyIdOf(request), request.params.groupCode, request.body.conceptCode)),
  );

  api.delete(
    '/api/cir-config/groups/:groupCode/concepts/:conceptCode',
    adminRoute('Quitar un concepto de un grupo', {
      params: ZCirGroupConceptParams,
      response: { 200: z.object({ message: z.string() }) },
    }),
    async (request) => {
      await service.remove(companyIdOf(request), request.params.groupCode, request.params.conceptCode);
      return { message: CIR_CONFIG_MESSAGES.deleted };
    },
  );

  // The definition is the same for every company, but a caller without one is refused as before.
  registerReportRoutes(
    app,
    adminRoute,
    {
      definitionPath: '/api/cir-config/report/definition',
      path: '/api/cir-config/report',
      summaries: [
        'Parámetros del reporte de configuración',
        'Generar el reporte de configuración de ingresos y retenciones',
      ],
    },
    {
      definition: () => CIR_REPORT_DEFINITION,
      generate: async (companyId, request) => buildCirReport(await service.tree(companyId), request),
    },
  );
}
