import {
  type TCreateInitialBalanceRequest,
  type TUpdateInitialBalanceRequest,
  ZInitialBalanceDeleted,
  ZInitialBalanceSaved,
} from '@quincena/contracts/initial-balances';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { initialBalancesKeys } from './initial-balances.queries.ts';

export type SaveBalanceInput =
  | { contractId: number; body: TUpdateInitialBalanceRequest }
  | { contractId?: undefined; body: TCreateInitialBalanceRequest };

function useRefreshBalances() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: initialBalancesKeys.all });
}

export function useSaveInitialBalance() {
  const refresh = useRefreshBalances();
  return useMutation({
    mutationFn: (input: SaveBalanceInput) =>
      input.contractId === undefined
        ? apiRequest('POST', '/api/initial-balances', { body: input.body, schema: ZInitialBalanceSaved })
        : apiRequest('PUT', `/api/initial-balances/${input.contractId}`, {
            body: input.body,
            schema: ZInitialBalanceSaved,
          }),
    onSuccess: refresh,
  });
}

export function useDeleteInitialBalance() {
  const refresh = useRefreshBalances();
  return useMutation({
    mutationFn: (contractId: number) =>
      apiRequest('DELETE', `/api/initial-balances/${contractId}`, { schema: ZInitialBalanceDeleted }),
    onSuccess: refresh,
  });
}
