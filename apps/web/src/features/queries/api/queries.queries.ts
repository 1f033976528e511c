import { type TBulkUploadRequest, ZBulkTemplate, ZBulkUploadResult } from '@quincena/contracts/bulk-loads';
import {
  QUERY_ENDPOINTS,
  type TPayrollExportQuery,
  type TPayrollQuery,
  ZPayrollQueryExport,
  ZPayrollQueryOptions,
  ZPayrollQueryPage,
} from '@quincena/contracts/queries';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { PayrollQueryKind } from '../payroll-filters.ts';
import { PAYROLL_QUERY_SCREENS } from '../payroll-query-kinds.ts';

export const queriesKeys = {
  all: ['queries'] as const,
  options: (kind: PayrollQueryKind) => ['queries', kind, 'options'] as const,
  page: (kind: PayrollQueryKind, query: TPayrollQuery | null) => ['queries', kind, 'page', query] as const,
};

/** The defined filters as a query string (empty values left out). */
export function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** The Calendario, Contrato and Concepto lists of one query. */
export function usePayrollQueryOptions(kind: PayrollQueryKind) {
  return useQuery({
    queryKey: queriesKeys.options(kind),
    queryFn: ({ signal }) =>
      apiRequest('GET', PAYROLL_QUERY_SCREENS[kind].optionsPath, { schema: ZPayrollQueryOptions, signal }),
  });
}

/** One page of the query; nothing is read until Consultar (query null). The old page stays while the next loads. */
export function usePayrollQueryPage(kind: PayrollQueryKind, query: TPayrollQuery | null) {
  return useQuery({
    queryKey: queriesKeys.page(kind, query),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: ({ signal }) =>
      apiRequest('GET', `${PAYROLL_QUERY_SCREENS[kind].path}?${queryString(query ?? {})}`, {
        schema: ZPayrollQueryPage,
        signal,
      }),
  });
}

/** Every matching row, for Exportar. */
export function fetchPayrollExport(kind: PayrollQueryKind, query: TPayrollExportQuery) {
  return apiRequest('GET', `${PAYROLL_QUERY_SCREENS[kind].exportPath}?${queryString(query)}`, {
    schema: ZPayrollQueryExport,
  });
}

/** Cargar acumulados: the template and the all-or-nothing upload (bulk-load pattern, spec 03 §7.8). */
export const accumulatedUploadApi = {
  loadTemplate: () => apiRequest('GET', QUERY_ENDPOINTS.accumulatedTemplate, { schema: ZBulkTemplate }),
  upload: (body: TBulkUploadRequest) =>
    apiRequest('POST', QUERY_ENDPOINTS.accumulatedUpload, { body, schema: ZBulkUploadResult }),
};
