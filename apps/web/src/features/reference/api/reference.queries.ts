import {
  type TReferenceItem,
  type TReferenceListKey,
  ZReferenceListResponse,
  ZReferenceListsResponse,
  ZReferenceVersionResponse,
} from '@quincena/contracts/reference';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { cachedReferenceList, cachedReferenceVersion, storeReferenceLists } from './reference-cache.ts';

export const referenceKeys = {
  version: ['reference', 'version'] as const,
  list: (version: string, key: TReferenceListKey) => ['reference', 'list', version, key] as const,
  lists: (version: string, keys: readonly TReferenceListKey[]) =>
    ['reference', 'lists', version, [...keys].sort().join(',')] as const,
};

/** How long the announced version is trusted before it is asked again (lists change a few times a year). */
const VERSION_STALE_MS = 30 * 60 * 1000;

/**
 * The data version: the one cached in the browser is used at once (no wait after a reload), and the server is
 * asked once per page load; a different answer moves every list query to the new version.
 */
export function useReferenceVersion() {
  const cached = cachedReferenceVersion();
  return useQuery({
    queryKey: referenceKeys.version,
    queryFn: async ({ signal }) =>
      (await apiRequest('GET', '/api/reference/version', { schema: ZReferenceVersionResponse, signal }))
        .version,
    staleTime: VERSION_STALE_MS,
    gcTime: Number.POSITIVE_INFINITY,
    ...(cached ? { initialData: cached, initialDataUpdatedAt: 0 } : {}),
  });
}

/** One reference list, from the browser's copy when it has this version, else from the API. */
export function useReferenceList(key: TReferenceListKey) {
  const version = useReferenceVersion().data;
  return useQuery({
    queryKey: referenceKeys.list(version ?? '', key),
    enabled: version !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    // The browser's copy renders on the first paint after a reload.
    initialData: () => (version === undefined ? undefined : cachedReferenceList(version, key)),
    queryFn: async ({ signal }): Promise<TReferenceItem[]> => {
      const cached = cachedReferenceList(version ?? '', key);
      if (cached) return cached;
      const answer = await apiRequest('GET', `/api/reference/lists/${key}`, {
        schema: ZReferenceListResponse,
        signal,
      });
      storeReferenceLists(answer.version, { [key]: answer.items });
      return answer.items;
    },
  });
}

/** Several lists in one request (only the ones the browser lacks), keyed by list. */
export function useReferenceLists<K extends TReferenceListKey>(keys: readonly K[]) {
  const version = useReferenceVersion().data;
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: referenceKeys.lists(version ?? '', keys),
    enabled: version !== undefined && keys.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }): Promise<Record<K, TReferenceItem[]>> => {
      const known = version ?? '';
      const result = {} as Record<K, TReferenceItem[]>;
      const missing: K[] = [];
      for (const key of keys) {
        const cached = queryClient.getQueryData<TReferenceItem[]>(referenceKeys.list(known, key));
        const items = cached ?? cachedReferenceList(known, key);
        if (items) result[key] = items;
        else missing.push(key);
      }
      if (missing.length > 0) {
        const answer = await apiRequest('GET', `/api/reference/lists?keys=${missing.join(',')}`, {
          schema: ZReferenceListsResponse,
          signal,
        });
        storeReferenceLists(answer.version, answer.lists);
        for (const key of missing) {
          const items = answer.lists[key] ?? [];
          result[key] = items;
          queryClient.setQueryData(referenceKeys.list(answer.version, key), items);
        }
      }
      return result;
    },
  });
}
