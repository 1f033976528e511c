import {
  ACCOUNTING_QUERY_ENDPOINTS,
  QUERY_MESSAGES,
  ZAccountingExport,
  ZAccountingExportQuery,
  ZAccountingOptionsLists,
  ZAccountingPage,
  ZAccountingQuery,
} from '@quincena/contracts/queries';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireRole } from '../../platform/auth/guard.ts';
import { companyIdOf } from '../../platform/auth/tenant.ts';
import { routeOptions } from '../../platform/http/route-options.ts';
import { pageSizeFor } from '../../platform/paging/page-size.ts';
import type { AccountingQuery } from './accounting-query.ts';

/** Consulta contabilidad (spec 03 §2.7): a page, every row for Exportar, and the filter lists. */
export function registerAccountingQueryRoutes(app: FastifyInstance, query: AccountingQuery): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = requireRole('ADMIN');
  const adminRoute = routeOptions('queries', admin);
  api.get(
    ACCOUNTING_QUERY_ENDPOINTS.page,
    adminRoute('Consulta contabilidad: una página', {
      querystring: ZAccountingQuery,
      response: { 200: ZAccountingPage },
    }),
    async (request) =>
      query.page(companyIdOf(request), pageSizeFor(request, request.query, QUERY_MESSAGES.pageSizeInvalid)),
  );
  api.get(
    ACCOUNTING_QUERY_ENDPOINTS.export,
    adminRoute('Consulta contabilidad: todas las filas (Exportar)', {
      querystring: ZAccountingExportQuery,
      response: { 200: ZAccountingExport },
    }),
    async (request) => query.export(companyIdOf(request), request.query),
  );
  api.get(
    ACCOUNTING_QUERY_ENDPOINTS.options,
    adminRoute('Consulta contabilidad: calendarios, contratos y conceptos', {
      response: { 200: ZAccountingOptionsLists },
    }),
    async (request) => query.options(companyIdOf(request)),
  );
}
