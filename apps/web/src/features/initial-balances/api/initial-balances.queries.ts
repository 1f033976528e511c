import { ZInitialBalanceList, ZInitialBalanceOptions } from '@quincena/contracts/initial-balances';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const initialBalancesKeys = {
  all: ['initial-balances'] as const,
  list: ['initial-balances', 'list'] as const,
  options: ['initial-balances', 'options'] as const,
};

export function useInitialBalances() {
  return useQuery({
    queryKey: initialBalancesKeys.list,
    queryFn: async ({ signal }) =>
      (await apiRequest('GET', '/api/initial-balances', { schema: ZInitialBalanceList, signal })).balances,
  });
}

/** The contracts 'Crear saldo inicial' offers (read when the screen opens, spec 03 §2.9). */
export function useInitialBalanceContracts() {
  return useQuery({
    queryKey: initialBalancesKeys.options,
    queryFn: async ({ signal }) =>
      (await apiRequest('GET', '/api/initial-balances/options', { schema: ZInitialBalanceOptions, signal }))
        .contracts,
  });
}
