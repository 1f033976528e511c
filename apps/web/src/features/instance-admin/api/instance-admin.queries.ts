import {
  type TInstanceActionRequest,
  ZInstanceActionResult,
  ZInstanceOptions,
} from '@quincena/contracts/instance-admin';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function useInstanceOptions() {
  return useQuery({
    queryKey: ['instance-admin', 'options'],
    queryFn: ({ signal }) =>
      apiRequest('GET', '/api/instance-admin/options', { schema: ZInstanceOptions, signal }),
  });
}

export function useRunInstanceAction() {
  return useMutation({
    mutationFn: (body: TInstanceActionRequest) =>
      apiRequest('POST', '/api/instance-admin/actions', { body, schema: ZInstanceActionResult }),
  });
}
