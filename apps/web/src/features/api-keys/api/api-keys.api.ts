import {
  type TCreateApiKeyRequest,
  ZApiKeyCreated,
  ZApiKeyList,
  ZApiKeyRevoked,
} from '@quincena/contracts/api-keys';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const apiKeysKeys = { all: ['api-keys'] as const };

/** GET /api/api-keys: the company's keys (a handful; no paging). */
export function useApiKeys() {
  return useQuery({
    queryKey: apiKeysKeys.all,
    queryFn: ({ signal }) => apiRequest('GET', '/api/api-keys', { schema: ZApiKeyList, signal }),
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: apiKeysKeys.all });
}

/** POST /api/api-keys: the answer carries the secret, shown once. */
export function useCreateApiKey() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: TCreateApiKeyRequest) =>
      apiRequest('POST', '/api/api-keys', { body, schema: ZApiKeyCreated }),
    onSuccess: refresh,
  });
}

export function useRevokeApiKey() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiRequest('POST', `/api/api-keys/${id}/revoke`, { schema: ZApiKeyRevoked }),
    onSuccess: refresh,
  });
}
