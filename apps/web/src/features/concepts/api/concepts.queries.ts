import { type TConceptsQuery, ZConceptsResponse } from '@quincena/contracts/concepts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const conceptsKeys = {
  all: ['concepts'] as const,
  list: (filter: TConceptsQuery) => ['concepts', 'list', filter.module ?? '', filter.nature ?? ''] as const,
};

function queryString(filter: TConceptsQuery): string {
  const params = new URLSearchParams();
  if (filter.module) params.set('module', filter.module);
  if (filter.nature) params.set('nature', filter.nature);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET /api/concepts: the global catalogue and the company's own concepts. */
export function useConcepts(filter: TConceptsQuery = {}) {
  return useQuery({
    queryKey: conceptsKeys.list(filter),
    queryFn: async ({ signal }) =>
      (await apiRequest('GET', `/api/concepts${queryString(filter)}`, { schema: ZConceptsResponse, signal }))
        .concepts,
  });
}
