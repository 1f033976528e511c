import '../../../lib/zod-spanish.ts';
import {
  type TEnablementRequest,
  ZEnablement,
  ZEnablementSaveResponse,
} from '@quincena/contracts/electronic-payroll';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const enablementKeys = { enablement: ['electronic-payroll', 'enablement'] as const };

/** Address of the 'Instructivo habilitación DIAN' PDF (public, served by the API). */
export const ENABLEMENT_MANUAL_URL = '/api/electronic-payroll/enablement/manual';

export function useEnablement() {
  return useQuery({
    queryKey: enablementKeys.enablement,
    queryFn: ({ signal }) =>
      apiRequest('GET', '/api/electronic-payroll/enablement', { schema: ZEnablement, signal }),
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
