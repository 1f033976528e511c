import { NOVELTY_REPORTS } from '@quincena/contracts/novelties';
import { ZReportDefinition, ZReportRequest, ZReportResult } from '@quincena/contracts/reports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireRole } from '../../platform/auth/guard.ts';
import { companyIdOf } from '../../platform/auth/tenant.ts';
import { routeOptions } from '../../platform/http/route-options.ts';
import type { NoveltyReportKind, NoveltyReports } from './novelty-reports.ts';

const SUMMARIES: Record<NoveltyReportKind, string> = {
  overtime: 'Reporte histórico de horas extra',
  reported: 'Reporte histórico de novedades reportadas',
  vacations: 'Reporte histórico de vacaciones',
  absences: 'Reporte histórico de ausentismos',
};

/** GET <base>/definition and POST <base> for each history report (shared report pattern). */
export function registerNoveltyReportRoutes(app: FastifyInstance, reports: NoveltyReports): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const adminRoute = routeOptions('novelties', requireRole('ADMIN'));
  for (const kind of Object.keys(NOVELTY_REPORTS) as NoveltyReportKind[]) {
    const { base } = NOVELTY_REPORTS[kind];
    api.get(
      `${base}/definition`,
      adminRoute(`Parámetros: ${SUMMARIES[kind]}`, { response: { 200: ZReportDefinition } }),
      async () => ZReportDefinition.parse(reports.definition(kind)),
    );
    api.post(
      base,
      adminRoute(SUMMARIES[kind], { body: ZReportRequest, response: { 200: ZReportResult } }),
      async (request) => reports.generate(companyIdOf(request), kind, request.body),
    );
  }
}
