import { ZAddCirConceptResponse } from '@quincena/contracts/cir-config';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { cirConfigKeys } from './cir-config.queries.ts';

const ZMessage = z.object({ message: z.string() });

/** POST /api/cir-config/groups/:groupCode/concepts. */
export function useAddCirConcept() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ groupCode, conceptCode }: { groupCode: string; conceptCode: string }) =>
      apiRequest('POST', `/api/cir-config/groups/${encodeURIComponent(groupCode)}/concepts`, {
        body: { conceptCode },
        schema: ZAddCirConceptResponse,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cirConfigKeys.all }),
  });
}

/** DELETE /api/cir-config/groups/:groupCode/concepts/:conceptCode. */
export function useRemoveCirConcept() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ groupCode, conceptCode }: { groupCode: string; conceptCode: string }) =>
      apiRequest(
        'DELETE',
        `/api/cir-config/groups/${encodeURIComponent(groupCode)}/concepts/${encodeURIComponent(conceptCode)}`,
        { schema: ZMessage },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cirConfigKeys.all }),
  });
}
