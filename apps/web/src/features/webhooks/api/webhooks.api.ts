import {
  type TWebhookEndpointInput,
  ZWebhookDelivery,
  ZWebhookEndpoint,
  ZWebhookMessage,
  ZWebhookSecretAnswer,
} from '@quincena/contracts/webhooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export const webhooksKeys = {
  all: ['webhooks'] as const,
  list: ['webhooks', 'list'] as const,
  deliveries: (endpointId: number) => ['webhooks', 'deliveries', endpointId] as const,
};

const ZUpdated = z.object({ endpoint: ZWebhookEndpoint, message: z.string() });

/** GET /api/webhooks: the company's endpoints with their last delivery. */
export function useWebhookEndpoints() {
  return useQuery({
    queryKey: webhooksKeys.list,
    queryFn: ({ signal }) =>
      apiRequest('GET', '/api/webhooks', { schema: z.array(ZWebhookEndpoint), signal }),
  });
}

/** GET /api/webhooks/:id/deliveries, re-read every 5 s while shown (retries land on their own). */
export function useWebhookDeliveries(endpointId: number | null) {
  return useQuery({
    queryKey: webhooksKeys.deliveries(endpointId ?? 0),
    enabled: endpointId !== null,
    refetchInterval: 5000,
    queryFn: ({ signal }) =>
      apiRequest('GET', `/api/webhooks/${endpointId}/deliveries`, {
        schema: z.array(ZWebhookDelivery),
        signal,
      }),
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: webhooksKeys.all });
}

export function useSaveEndpoint() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { id?: number; body: TWebhookEndpointInput }) =>
      input.id === undefined
        ? apiRequest('POST', '/api/webhooks', { body: input.body, schema: ZWebhookSecretAnswer })
        : apiRequest('PUT', `/api/webhooks/${input.id}`, { body: input.body, schema: ZUpdated }),
    onSuccess: refresh,
  });
}

export function useDeleteEndpoint() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/webhooks/${id}`, { schema: ZWebhookMessage }),
    onSuccess: refresh,
  });
}

export function useRotateSecret() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest('POST', `/api/webhooks/${id}/secret`, { schema: ZWebhookSecretAnswer }),
    onSuccess: refresh,
  });
}

export function useReplayDelivery() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (deliveryId: number) =>
      apiRequest('POST', `/api/webhooks/deliveries/${deliveryId}/replay`, { schema: ZWebhookMessage }),
    onSuccess: refresh,
  });
}
