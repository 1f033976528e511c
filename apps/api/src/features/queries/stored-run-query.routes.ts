import { QUERY_MESSAGES } from '@quincena/contracts/queries';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { requireRole } from '../../platform/auth/guard.ts';
import { companyIdOf } from '../../platform/auth/tenant.ts';
import { routeOptions } from '../../platform/http/route-options.ts';
import { pageSizeFor } from '../../platform/paging/page-size.ts';

/**
 * One historic query page on a stored run (accounting, social security; spec 03 §2.7): its title,
 * its three endpoints, their schemas and the query that answers them. The schemas fix the types the
 * query takes and returns, so a query that does not match its schemas does not compile.
 */
export interface StoredRunQueryRoutes<
  PageFilters extends { pageSize: number },
  ExportFilters,
  Page,
  Export,
  Options,
> {
  title: string;
  /** What the options endpoint lists, after the title in its summary. */
  optionsSummary: string;
  endpoints: { page: string; export: string; options: string };
  schemas: {
    query: z.ZodType<PageFilters>;
    exportQuery: z.ZodType<ExportFilters>;
    page: z.ZodType<Page>;
    export: z.ZodType<Export>;
    options: z.ZodType<Options>;
  };
  query: {
    page(companyId: number, filters: PageFilters): Promise<Page>;
    export(companyId: number, filters: ExportFilters): Promise<Export>;
    options(companyId: number): Promise<Options>;
  };
}

/**
 * A page, every row for Exportar, and the filter lists, for the company's administrators. Fastify
 * cannot resolve request types from generic schemas, so the handlers read the query the schema has
 * already validated as the descriptor's filters; the descriptor ties those types to the schemas.
 */
export function registerStoredRunQueryRoutes<
  PageFilters extends { pageSize: number },
  ExportFilters,
  Page,
  Export,
  Options,
>(
  app: FastifyInstance,
  routes: StoredRunQueryRoutes<PageFilters, ExportFilters, Page, Export, Options>,
): void {
  const adminRoute = routeOptions('queries', requireRole('ADMIN'));
  const { title, endpoints, schemas, query } = routes;
  app.get(
    endpoints.page,
    adminRoute(`${title}: una página`, { querystring: schemas.query, response: { 200: schemas.page } }),
    async (request) =>
      query.page(
        companyIdOf(request),
        pageSizeFor(request, request.query as PageFilters, QUERY_MESSAGES.pageSizeInvalid),
      ),
  );
  app.get(
    endpoints.export,
    adminRoute(`${title}: todas las filas (Exportar)`, {
      querystring: schemas.exportQuery,
      response: { 200: schemas.export },
    }),
    async (request) => query.export(companyIdOf(request), request.query as ExportFilters),
  );
  app.get(
    endpoints.options,
    adminRoute(`${title}: ${routes.optionsSummary}`, { response: { 200: schemas.options } }),
    async (request) => query.options(companyIdOf(request)),
  );
}
