import { ZApiError } from '@quincena/contracts';
import {
  CIR_CONFIG_MESSAGES,
  ZAddCirConceptRequest,
  ZAddCirConceptResponse,
  ZCirAvailableConceptsResponse,
  ZCirConfigResponse,
  ZCirGroupConceptParams,
  ZCirGroupParams,
} from '@quincena/contracts/cir-config';
import { ZReportDefinition, ZReportRequest, ZReportResult } from '@quincena/contracts/reports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../platform/auth/guard.ts';
import { companyIdOf } from '../../platform/auth/tenant.ts';
import type { CirConfigService } from './cir-config.service.ts';
import { buildCirReport, CIR_REPORT_DEFINITION } from './cir-config-report.ts';

const tags = ['cir-config'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };
const admin = requireRole('ADMIN');

/**
 * Configuración ingresos y retenciones (spec 01 §2.11, §7 "CIR conf", "Config report"):
 * administrators of the company only; the company is the session's.
 */
export function registerCirConfigRoutes(app: FastifyInstance, service: CirConfigService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/cir-config',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Grupos de ingresos y retenciones con sus conceptos',
        security,
        response: { 200: ZCirConfigResponse, ...errors },
      },
    },
    async (request) => service.tree(companyIdOf(request)),
  );

  api.get(
    '/api/cir-config/available-concepts',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Conceptos de la empresa que no están en ningún grupo',
        security,
        response: { 200: ZCirAvailableConceptsResponse, ...errors },
      },
    },
    async (request) => service.available(companyIdOf(request)),
  );

  api.post(
    '/api/cir-config/groups/:groupCode/concepts',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Agregar un concepto a un grupo',
        security,
        params: ZCirGroupParams,
        body: ZAddCirConceptRequest,
        response: { 201: ZAddCirConceptResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.add(companyIdOf(request), request.params.groupCode, request.body.conceptCode)),
  );

  api.delete(
    '/api/cir-config/groups/:groupCode/concepts/:conceptCode',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Quitar un concepto de un grupo',
        security,
        params: ZCirGroupConceptParams,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      await service.remove(companyIdOf(request), request.params.groupCode, request.params.conceptCode);
      return { message: CIR_CONFIG_MESSAGES.deleted };
    },
  );

  api.get(
    '/api/cir-config/report/definition',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Parámetros del reporte de configuración',
        security,
        response: { 200: ZReportDefinition, ...errors },
      },
    },
    async (request) => {
      companyIdOf(request);
      return CIR_REPORT_DEFINITION;
    },
  );

  api.post(
    '/api/cir-config/report',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Generar el reporte de configuración de ingresos y retenciones',
        security,
        body: ZReportRequest,
        response: { 200: ZReportResult, ...errors },
      },
    },
    async (request) => buildCirReport(await service.tree(companyIdOf(request)), request.body),
  );
}
