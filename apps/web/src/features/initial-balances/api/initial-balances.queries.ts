import { ZInitialBalanceList, ZInitialBalanceOptions } from '@quincena/contracts/initial-balances';
import { useQuery } from '@tanstack/react-query';
import { useServerList } from '../../../components/crud-page/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const initialBalancesKeys = {
  all: ['initial-balances'] as const,
  list: ['initial-balances', 'list'] as const,
  options: ['initial-balances', 'options'] as const,
};

/** GET /api/initial-balances: one page of the contracts holding balances, paged on the server. */
export function useInitialBalances(defaultRows: number) {
  return useServerList(initialBalancesKeys.list, '/api/initial-balances', ZInitialBalanceList, defaultRows);
}

/** The contracts 'Crear saldo inicial' offers: those without balances yet (spec 03 §2.9). */
export function useInitialBalanceContracts() {
  return useQuery({
    queryKey: initialBalancesKeys.options,
    queryFn: async ({ signal }) =>
      (await apiRequest('GET', '/api/initial-balances/options', { schema: ZInitialBalanceOptions, signal }))
        .contracts,
  });
}
