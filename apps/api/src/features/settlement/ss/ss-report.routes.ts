import { ZApiError } from '@quincena/contracts';
import { ZReportDefinition, ZReportRequest, ZReportResult } from '@quincena/contracts/reports';
import { SOCIAL_SECURITY_CHART_ENDPOINT, ZPayrollChart } from '@quincena/contracts/settlement';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.ts';
import { requireRole } from '../../../platform/auth/guard.ts';
import { companyIdOf } from '../../../platform/auth/tenant.ts';
import type { Clock } from '../../../platform/clock.ts';
import { socialSecurityChart } from './ss-chart.ts';
import { createSsReport, SS_REPORT } from './ss-report.ts';

const tags = ['settlement'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };

/** Reporte Seguridad Social through the shared report pattern (spec 03 §2.3), and the screen's chart. */
export function registerSsReportRoutes(
  app: FastifyInstance,
  { db, clock }: { db: Database; clock: Clock },
): void {
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
  api.get(
    SOCIAL_SECURITY_CHART_ENDPOINT,
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Aportes a seguridad social (gráfico)',
        response: { 200: ZPayrollChart, ...errors },
      },
    },
    async (request) => socialSecurityChart(db, clock, companyIdOf(request)),
  );
}
