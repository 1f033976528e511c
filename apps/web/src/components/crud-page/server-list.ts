import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api-client.ts';
import type { ServerSide, TableServerQuery } from '../data-table/index.ts';

/** The query string of a server-paged list (page from 1, the table's sort and column filters). */
export function listSearchParams(query: TableServerQuery): URLSearchParams {
  const params = new URLSearchParams();
  params.set('page', String(Math.floor(query.first / query.rows) + 1));
  params.set('pageSize', String(query.rows));
  if (query.keyword) params.set('search', query.keyword);
  if (query.sortField) {
    params.set('sortField', query.sortField);
    params.set('sortOrder', query.sortOrder === -1 ? 'desc' : 'asc');
  }
  if (query.filters.length > 0) params.set('filters', JSON.stringify(query.filters));
  return params;
}

interface PageShape<Row> {
  rows: Row[];
  total: number;
}

/**
 * One server-paged list: the table's query becomes the call's query string, the previous page
 * stays on screen while the next one loads, and the mutations refresh it through `queryKey`.
 */
export function useServerList<Row>(
  queryKey: readonly unknown[],
  path: string,
  schema: z.ZodType<PageShape<Row>>,
  defaultRows: number,
): { rows: Row[]; loading: boolean; server: ServerSide } {
  const [query, setQuery] = useState<TableServerQuery>({
    first: 0,
    rows: defaultRows,
    keyword: '',
    filters: [],
  });
  const list = useQuery({
    queryKey: [...queryKey, query],
    queryFn: ({ signal }) => apiRequest('GET', `${path}?${listSearchParams(query)}`, { schema, signal }),
    placeholderData: keepPreviousData,
  });
  return {
    rows: list.data?.rows ?? [],
    loading: list.isFetching,
    server: { totalRecords: list.data?.total ?? 0, onQuery: setQuery },
  };
}
