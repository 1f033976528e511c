import { ZApiError } from '@quincena/contracts';
import { ZReportDefinition, ZReportRequest, ZReportResult } from '@quincena/contracts/reports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.ts';
import { requireRole } from '../../../platform/auth/guard.ts';
import { companyIdOf } from '../../../platform/auth/tenant.ts';
import { createSsReport, SS_REPORT } from './ss-report.ts';

const tags = ['settlement'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };

/** Reporte Seguridad Social through the shared report pattern (spec 03 §2.3). */
export function registerSsReportRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = requireRole('ADMIN');
  const report = createSsReport({ db });
  api.get(
    SS_REPORT.definitionPath,
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Parámetros del reporte de seguridad social',
        response: { 200: ZReportDefinition, ...errors },
      },
    },
    async (request) => report.definition(companyIdOf(request)),
  );
  api.post(
    SS_REPORT.path,
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Generar el reporte de seguridad social',
        body: ZReportRequest,
        response: { 200: ZReportResult, ...errors },
      },
    },
    async (request) => report.generate(companyIdOf(request), request.body),
  );
}
