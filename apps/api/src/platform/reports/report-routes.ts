import * as reports from '@quincena/contracts/reports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companyIdOf } from '../auth/tenant.ts';
import type { routeOptions } from '../http/route-options.ts';

/** A report of the shared pattern, answered for the caller's company. */
export interface ReportSource {
  definition(companyId: number): reports.TReportDefinition | Promise<reports.TReportDefinition>;
  generate(companyId: number, request: reports.TReportRequest): Promise<reports.TReportResult>;
}

/** Where a report is served and how the document names its two routes. */
export interface ReportRoutes {
  definitionPath: string;
  path: string;
  summaries: readonly [definition: string, generate: string];
}

/** GET definitionPath (the report's parameters) and POST path (its result), the pair every report has. */
export function registerReportRoutes(
  app: FastifyInstance,
  route: ReturnType<typeof routeOptions>,
  { definitionPath, path, summaries }: ReportRoutes,
  report: ReportSource,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    definitionPath,
    route(summaries[0], { response: { 200: reports.ZReportDefinition } }),
    async (request) => report.definition(companyIdOf(request)),
  );
  api.post(
    path,
    route(summaries[1], { body: reports.ZReportRequest, response: { 200: reports.ZReportResult } }),
    async (request) => report.generate(companyIdOf(request), request.body),
  );
}
