import { ZContractTerm, ZContractTermChange } from '@quincena/contracts/employees';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { employeesKeys } from './employees.queries.ts';

const termKey = (contractId: number) => [...employeesKeys.contract(contractId), 'term'] as const;

/** GET /api/contracts/:id/term: the fixed-term contract's renewals, notices and state (CST art. 46). */
export function useContractTerm(contractId: number) {
  return useQuery({
    queryKey: termKey(contractId),
    queryFn: ({ signal }) =>
      apiRequest('GET', `/api/contracts/${contractId}/term`, { schema: ZContractTerm, signal }),
  });
}

/** A notice or a renewal changes the end date the list and the contract show: both are read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: employeesKeys.all });
}

export function useGiveNotice(contractId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (noticeDate: string) =>
      apiRequest('POST', `/api/contracts/${contractId}/non-renewal-notice`, {
        body: { noticeDate },
        schema: ZContractTermChange,
      }),
    onSuccess: refresh,
  });
}

export function useRenewContract(contractId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () =>
      apiRequest('POST', `/api/contracts/${contractId}/renewal`, { schema: ZContractTermChange }),
    onSuccess: refresh,
  });
}
