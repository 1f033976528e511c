import '../../../lib/zod-spanish.ts';
import {
  type TEnablementRequest,
  ZEnablement,
  ZEnablementSaveResponse,
} from '@quincena/contracts/electronic-payroll';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export const enablementKeys = { enablement: ['electronic-payroll', 'enablement'] as const };

/** Address of the 'Instructivo habilitación DIAN' PDF (public, served by the API). */
export const ENABLEMENT_MANUAL_URL = '/api/electronic-payroll/enablement/manual';

export function useEnablement() {
  return useQuery({
    queryKey: enablementKeys.enablement,
    queryFn: ({ signal }) =>
      apiRequest('GET', '/api/electronic-payroll/enablement', { schema: ZEnablement, signal }),
    // While the DIAN validates the test set, the Estado field follows it.
    refetchInterval: (query) => (query.state.data?.status === 'IN_PROCESS' ? 3_000 : false),
  });
}

/** Enviar set de pruebas: a background job; the status shows its verdict. */
export function useSendTestSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('POST', '/api/electronic-payroll/enablement/test-set', {
        schema: z.object({ message: z.string() }),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: enablementKeys.enablement }),
  });
}

export function useSaveEnablement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TEnablementRequest) =>
      apiRequest('PUT', '/api/electronic-payroll/enablement', { body, schema: ZEnablementSaveResponse }),
    onSuccess: (answer) => queryClient.setQueryData(enablementKeys.enablement, answer.enablement),
  });
}
