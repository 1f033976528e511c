import '../../../lib/zod-spanish.ts';
import {
  ZAccountingOptions,
  ZAccountPlanList,
  ZCostCentreList,
  ZThirdParty,
  ZThirdPartyList,
} from '@quincena/contracts/accounting';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

export const accountingKeys = {
  all: ['accounting'] as const,
  options: ['accounting', 'options'] as const,
  costCentres: ['accounting', 'cost-centres'] as const,
  thirdParties: ['accounting', 'third-parties'] as const,
  thirdPartyByNit: (nit: string) => ['accounting', 'third-parties', 'nit', nit.toUpperCase()] as const,
  accountPlan: ['accounting', 'account-plan'] as const,
};

/** GET /api/accounting/options: the lists of the three screens, loaded when a screen opens (spec 03 §2.6). */
export function useAccountingOptions() {
  return useQuery({
    queryKey: accountingKeys.options,
    queryFn: ({ signal }) =>
      apiRequest('GET', '/api/accounting/options', { schema: ZAccountingOptions, signal }),
    staleTime: 5 * 60 * 1000,
  });
}

export function useCostCentres() {
  return useQuery({
    queryKey: accountingKeys.costCentres,
    queryFn: ({ signal }) =>
      apiRequest('GET', '/api/accounting/cost-centres', { schema: ZCostCentreList, signal }),
  });
}

export function useThirdParties() {
  return useQuery({
    queryKey: accountingKeys.thirdParties,
    queryFn: ({ signal }) =>
      apiRequest('GET', '/api/accounting/third-parties', { schema: ZThirdPartyList, signal }),
  });
}

export function useAccountPlan() {
  return useQuery({
    queryKey: accountingKeys.accountPlan,
    queryFn: ({ signal }) =>
      apiRequest('GET', '/api/accounting/account-plan', { schema: ZAccountPlanList, signal }),
  });
}

/**
 * The account plan's NIT check (spec 03 §2.6, §4): the third party with that NIT, or null when the company has
 * none (the screen flags the field and offers 'Crear Tercero').
 */
export function useThirdPartyByNit(nit: string) {
  const trimmed = nit.trim();
  return useQuery({
    queryKey: accountingKeys.thirdPartyByNit(trimmed),
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest(
          'GET',
          `/api/accounting/third-parties/lookup?nit=${encodeURIComponent(trimmed)}`,
          {
            schema: ZThirdParty,
            signal,
          },
        );
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: trimmed.length > 0,
    retry: false,
    staleTime: 30 * 1000,
  });
}
