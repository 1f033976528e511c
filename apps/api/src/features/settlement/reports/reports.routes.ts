import { ZApiError } from '@quincena/contracts';
import { ZReportDefinition, ZReportRequest, ZReportResult } from '@quincena/contracts/reports';
import {
  PAYROLL_CHART_ENDPOINT,
  ZPayrollChart,
  ZSettlementReportParams,
} from '@quincena/contracts/settlement';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.ts';
import { requireRole } from '../../../platform/auth/guard.ts';
import { companyIdOf } from '../../../platform/auth/tenant.ts';
import type { Clock } from '../../../platform/clock.ts';
import { payrollChart } from './payroll-chart.ts';
import { createSettlementReports } from './settlement-reports.ts';

const tags = ['settlement'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };

/** Spec 02 §7 "Reports" (payroll, social benefits consolidated, salary history) and "Charts" (payroll budget). */
export function registerSettlementReportRoutes(
  app: FastifyInstance,
  deps: { db: Database; clock: Clock },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = requireRole('ADMIN');
  const reports = createSettlementReports({ db: deps.db });

  api.get(
    '/api/settlement/reports/:kind/definition',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Parámetros de un reporte de nómina',
        params: ZSettlementReportParams,
        response: { 200: ZReportDefinition, ...errors },
      },
    },
    async (request) =>
      ZReportDefinition.parse(await reports.definition(companyIdOf(request), request.params.kind)),
  );

  api.post(
    '/api/settlement/reports/:kind',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Generar un reporte de nómina',
        params: ZSettlementReportParams,
        body: ZReportRequest,
        response: { 200: ZReportResult, ...errors },
      },
    },
    async (request) => reports.generate(companyIdOf(request), request.params.kind, request.body),
  );

  api.get(
    PAYROLL_CHART_ENDPOINT,
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Presupuesto de nómina (gráfico)',
        response: { 200: ZPayrollChart, ...errors },
      },
    },
    async (request) => payrollChart(deps.db, deps.clock, companyIdOf(request)),
  );
}
