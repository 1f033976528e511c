import {
  ACCOUNTING_QUERY_ENDPOINTS,
  type TAccountingExportQuery,
  type TAccountingQuery,
  ZAccountingExport,
  ZAccountingOptionsLists,
  ZAccountingPage,
} from '@quincena/contracts/queries';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryString } from './queries.queries.ts';

const keys = {
  options: ['queries', 'accounting', 'options'] as const,
  page: (query: TAccountingQuery | null) => ['queries', 'accounting', 'page', query] as const,
};

export function useAccountingOptions() {
  return useQuery({
    queryKey: keys.options,
    queryFn: ({ signal }) =>
      apiRequest('GET', ACCOUNTING_QUERY_ENDPOINTS.options, { schema: ZAccountingOptionsLists, signal }),
  });
}

/** One page; nothing is read until Consultar (query null). */
export function useAccountingPage(query: TAccountingQuery | null) {
  return useQuery({
    queryKey: keys.page(query),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: ({ signal }) =>
      apiRequest('GET', `${ACCOUNTING_QUERY_ENDPOINTS.page}?${queryString(query ?? {})}`, {
        schema: ZAccountingPage,
        signal,
      }),
  });
}

export function fetchAccountingExport(query: TAccountingExportQuery) {
  return apiRequest('GET', `${ACCOUNTING_QUERY_ENDPOINTS.export}?${queryString(query)}`, {
    schema: ZAccountingExport,
  });
}
