import {
  ACCOUNT_PLAN_DEFAULTS_ENDPOINT,
  type TAccountPlanRequest,
  type TCostCentreRequest,
  type TThirdPartyRequest,
  ZAccountPlanDefaultsResult,
  ZAccountPlanRow,
  ZCostCentre,
  ZThirdParty,
} from '@quincena/contracts/accounting';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { accountingKeys } from './accounting.queries.ts';

/** A create (no id) or an update (with the record's id). */
export interface SaveInput<Body> {
  id?: number;
  body: Body;
}

function useRefreshAccounting() {
  const queryClient = useQueryClient();
  // A cost centre or third party change can alter how account-plan rows read, so the whole area reloads.
  return () => queryClient.invalidateQueries({ queryKey: accountingKeys.all });
}

export function useSaveCostCentre() {
  const refresh = useRefreshAccounting();
  return useMutation({
    mutationFn: ({ id, body }: SaveInput<TCostCentreRequest>) =>
      id === undefined
        ? apiRequest('POST', '/api/accounting/cost-centres', { body, schema: ZCostCentre })
        : apiRequest('PUT', `/api/accounting/cost-centres/${id}`, { body, schema: ZCostCentre }),
    onSuccess: refresh,
  });
}

export function useDeleteCostCentre() {
  const refresh = useRefreshAccounting();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/accounting/cost-centres/${id}`),
    onSuccess: refresh,
  });
}

export function useSaveThirdParty() {
  const refresh = useRefreshAccounting();
  return useMutation({
    mutationFn: ({ id, body }: SaveInput<TThirdPartyRequest>) =>
      id === undefined
        ? apiRequest('POST', '/api/accounting/third-parties', { body, schema: ZThirdParty })
        : apiRequest('PUT', `/api/accounting/third-parties/${id}`, { body, schema: ZThirdParty }),
    onSuccess: refresh,
  });
}

export function useDeleteThirdParty() {
  const refresh = useRefreshAccounting();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/accounting/third-parties/${id}`),
    onSuccess: refresh,
  });
}

export function useSaveAccountPlanRow() {
  const refresh = useRefreshAccounting();
  return useMutation({
    mutationFn: ({ id, body }: SaveInput<TAccountPlanRequest>) =>
      id === undefined
        ? apiRequest('POST', '/api/accounting/account-plan', { body, schema: ZAccountPlanRow })
        : apiRequest('PUT', `/api/accounting/account-plan/${id}`, { body, schema: ZAccountPlanRow }),
    onSuccess: refresh,
  });
}

export function useDeleteAccountPlanRow() {
  const refresh = useRefreshAccounting();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/accounting/account-plan/${id}`),
    onSuccess: refresh,
  });
}

/** Cuentas sugeridas: the PUC rows of the concepts that lack them (decision 0302). */
export function useLoadDefaultAccountPlan() {
  const refresh = useRefreshAccounting();
  return useMutation({
    mutationFn: () =>
      apiRequest('POST', ACCOUNT_PLAN_DEFAULTS_ENDPOINT, { schema: ZAccountPlanDefaultsResult }),
    onSuccess: refresh,
  });
}
