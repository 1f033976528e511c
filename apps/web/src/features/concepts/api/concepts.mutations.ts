import { type TCreateConceptBody, ZConcept } from '@quincena/contracts/concepts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { conceptsKeys } from './concepts.queries.ts';

/** POST /api/concepts; every concept list is read again afterwards. */
export function useCreateConcept() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateConceptBody) => apiRequest('POST', '/api/concepts', { body, schema: ZConcept }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conceptsKeys.all }),
  });
}
