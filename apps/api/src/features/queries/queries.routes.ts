import { ZBulkTemplate, ZBulkUploadRequest, ZBulkUploadResult } from '@quincena/contracts/bulk-loads';
import {
  QUERY_ENDPOINTS,
  QUERY_MESSAGES,
  ZPayrollExportQuery,
  ZPayrollQuery,
  ZPayrollQueryExport,
  ZPayrollQueryOptions,
  ZPayrollQueryPage,
} from '@quincena/contracts/queries';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireRole } from '../../platform/auth/guard.ts';
import { companyIdOf } from '../../platform/auth/tenant.ts';
import { routeOptions } from '../../platform/http/route-options.ts';
import { pageSizeFor } from '../../platform/paging/page-size.ts';
import { BULK_UPLOAD_BODY_LIMIT } from '../bulk-loads/index.ts';
import type { PayrollQueryScope } from './payroll-query.repository.ts';
import type { QueriesService } from './queries.service.ts';

/** Spec 03 §7.8: PostPayroll_open, PostPayroll_accumulated, their value lists and PostUpload_accum_hist. */
export function registerQueriesRoutes(app: FastifyInstance, service: QueriesService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = requireRole('ADMIN');
  const adminRoute = routeOptions('queries', admin);

  const scopes: Array<{ scope: PayrollQueryScope; paths: [string, string, string]; name: string }> = [
    {
      scope: 'open',
      paths: [
        QUERY_ENDPOINTS.openPayroll,
        QUERY_ENDPOINTS.openPayrollExport,
        QUERY_ENDPOINTS.openPayrollOptions,
      ],
      name: 'Nómina abierta',
    },
    {
      scope: 'historic',
      paths: [
        QUERY_ENDPOINTS.historicPayroll,
        QUERY_ENDPOINTS.historicPayrollExport,
        QUERY_ENDPOINTS.historicPayrollOptions,
      ],
      name: 'Nómina acumulados históricos',
    },
  ];
  for (const { scope, paths, name } of scopes) {
    const [list, exportPath, optionsPath] = paths;
    api.get(
      list,
      adminRoute(`${name}: una página`, { querystring: ZPayrollQuery, response: { 200: ZPayrollQueryPage } }),
      async (request) =>
        service.page(
          companyIdOf(request),
          scope,
          pageSizeFor(request, request.query, QUERY_MESSAGES.pageSizeInvalid),
        ),
    );
    api.get(
      exportPath,
      adminRoute(`${name}: todas las filas para Exportar`, {
        querystring: ZPayrollExportQuery,
        response: { 200: ZPayrollQueryExport },
      }),
      async (request) => service.export(companyIdOf(request), scope, request.query),
    );
    api.get(
      optionsPath,
      adminRoute(`${name}: listas de filtros`, { response: { 200: ZPayrollQueryOptions } }),
      async (request) => service.options(companyIdOf(request), scope),
    );
  }

  api.get(
    QUERY_ENDPOINTS.accumulatedTemplate,
    adminRoute('Plantilla de Cargar acumulados', { response: { 200: ZBulkTemplate } }),
    async (request) => service.accumulatedTemplate(companyIdOf(request)),
  );

  api.post(
    QUERY_ENDPOINTS.accumulatedUpload,
    {
      ...adminRoute('Cargar acumulados: todo o nada', {
        body: ZBulkUploadRequest,
        response: { 200: ZBulkUploadResult },
      }),
      bodyLimit: BULK_UPLOAD_BODY_LIMIT,
    },
    async (request) => service.uploadAccumulated(companyIdOf(request), request.body),
  );
}
