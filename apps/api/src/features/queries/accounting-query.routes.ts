import {
  ACCOUNTING_QUERY,
  ACCOUNTING_QUERY_ENDPOINTS,
  ZAccountingExport,
  ZAccountingExportQuery,
  ZAccountingOptionsLists,
  ZAccountingPage,
  ZAccountingQuery,
} from '@quincena/contracts/queries';
import type { FastifyInstance } from 'fastify';
import type { AccountingQuery } from './accounting-query.ts';
import { registerStoredRunQueryRoutes } from './stored-run-query.routes.ts';

/** Consulta contabilidad (spec 03 §2.7): a page, every row for Exportar, and the filter lists. */
export function registerAccountingQueryRoutes(app: FastifyInstance, query: AccountingQuery): void {
  registerStoredRunQueryRoutes(app, {
    title: ACCOUNTING_QUERY.title,
    optionsSummary: 'calendarios, contratos y conceptos',
    endpoints: ACCOUNTING_QUERY_ENDPOINTS,
    schemas: {
      query: ZAccountingQuery,
      exportQuery: ZAccountingExportQuery,
      page: ZAccountingPage,
      export: ZAccountingExport,
      options: ZAccountingOptionsLists,
    },
    query,
  });
}
