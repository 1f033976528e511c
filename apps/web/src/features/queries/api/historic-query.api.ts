import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryString } from './queries.queries.ts';

/**
 * The three calls of a historic query (its filter lists, one page, every row for Exportar), made
 * from the query's endpoints and schemas so each query states only what differs.
 */
export function historicQueryApi<Query extends object, ExportQuery extends object, Options, Page, Export>(
  /** The query's word in the cache keys: ['queries', key, …]. */
  key: string,
  endpoints: { options: string; page: string; export: string },
  schemas: {
    /** The request schemas: only their input types are read, as what a page and the export take. */
    query: z.ZodType<unknown, Query>;
    exportQuery: z.ZodType<unknown, ExportQuery>;
    options: z.ZodType<Options>;
    page: z.ZodType<Page>;
    export: z.ZodType<Export>;
  },
) {
  const keys = {
    options: ['queries', key, 'options'] as const,
    page: (query: Query | null) => ['queries', key, 'page', query] as const,
  };
  return {
    useOptions() {
      return useQuery({
        queryKey: keys.options,
        queryFn: ({ signal }) => apiRequest('GET', endpoints.options, { schema: schemas.options, signal }),
      });
    },
    /** One page; nothing is read until Consultar (query null). */
    usePage(query: Query | null) {
      return useQuery({
        queryKey: keys.page(query),
        enabled: query !== null,
        placeholderData: keepPreviousData,
        retry: false,
        queryFn: ({ signal }) =>
          apiRequest('GET', `${endpoints.page}?${queryString((query ?? {}) as Record<string, unknown>)}`, {
            schema: schemas.page,
            signal,
          }),
      });
    },
    fetchExport(query: ExportQuery) {
      return apiRequest('GET', `${endpoints.export}?${queryString(query as Record<string, unknown>)}`, {
        schema: schemas.export,
      });
    },
  };
}
