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
import { routeOptions } from '../../../platform/http/route-options.ts';
import { payrollChart } from './payroll-chart.ts';
import { createSettlementReports } from './settlement-reports.ts';

/** Spec 02 §7 "Reports" (payroll, social benefits consolidated, salary history) and "Charts" (payroll budget). */
export function registerSettlementReportRoutes(
  app: FastifyInstance,
  deps: { db: Database; clock: Clock },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = requireRole('ADMIN');
  const adminRoute = routeOptions('settlement', admin);
  const reports = createSettlementReports({ db: deps.db });

  api.get(
    '/api/settlement/reports/:kind/definition',
    adminRoute('Parámetros de un reporte de nómina', {
      params: ZSettlementReportParams,
      response: { 200: ZReportDefinition },
    }),
    async (request) =>
      ZReportDefinition.parse(await reports.definition(companyIdOf(request), request.params.kind)),
  );

  api.post(
    '/api/settlement/reports/:kind',
    adminRoute('Generar un reporte de nómina', {
      params: ZSettlementReportParams,
      body: ZReportRequest,
      response: { 200: ZReportResult },
    }),
    async (request) => reports.generate(companyIdOf(request), request.params.kind, request.body),
  );

  api.get(
    PAYROLL_CHART_ENDPOINT,
    adminRoute('Presupuesto de nómina (gráfico)', { response: { 200: ZPayrollChart } }),
    async (request) => payrollChart(deps.db, deps.clock, companyIdOf(request)),
  );
}
