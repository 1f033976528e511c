import { type TJobRequest, ZJobSaveResponse } from '@quincena/contracts/company';
import {
  type TContractSaved,
  type TContractUpdated,
  type TCreateContractInputRaw,
  type TPersonInputRaw,
  type TUpdateContractInputRaw,
  ZContractSaved,
  ZContractUpdated,
  ZPerson,
  ZSalarySaved,
} from '@quincena/contracts/employees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { employeesKeys } from './employees.queries.ts';

function useRefreshEmployees() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: employeesKeys.all });
}

export function useSavePerson() {
  const refresh = useRefreshEmployees();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TPersonInputRaw }) =>
      id === null
        ? apiRequest('POST', '/api/persons', { body, schema: ZPerson })
        : apiRequest('PUT', `/api/persons/${id}`, { body, schema: ZPerson }),
    onSuccess: refresh,
  });
}

export type SaveContractInput =
  | { id: number; body: TUpdateContractInputRaw }
  | { id: null; body: TCreateContractInputRaw };

export function useSaveContract() {
  const refresh = useRefreshEmployees();
  return useMutation({
    mutationFn: (input: SaveContractInput): Promise<TContractUpdated | TContractSaved> =>
      input.id === null
        ? apiRequest('POST', '/api/contracts', { body: input.body, schema: ZContractSaved })
        : // An update answers `retroactive` when a changed pay term reaches accumulated periods (decision 0353).
          apiRequest('PUT', `/api/contracts/${input.id}`, { body: input.body, schema: ZContractUpdated }),
    onSuccess: refresh,
  });
}

export function useChangeSalary() {
  const refresh = useRefreshEmployees();
  return useMutation({
    mutationFn: ({ id, amount, startDate }: { id: number; amount: number; startDate: string }) =>
      apiRequest('PUT', `/api/contracts/${id}/salary`, { body: { amount, startDate }, schema: ZSalarySaved }),
    onSuccess: refresh,
  });
}

export function useUploadPhoto() {
  const refresh = useRefreshEmployees();
  return useMutation({
    mutationFn: ({ id, contentBase64 }: { id: number; contentBase64: string }) =>
      apiRequest<void>('PUT', `/api/contracts/${id}/photo`, { body: { contentBase64 } }),
    onSuccess: refresh,
  });
}

/** The add-job dialog creates the job through the company feature's Cargos call (POST /api/jobs). */
export function useAddJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TJobRequest) => apiRequest('POST', '/api/jobs', { body, schema: ZJobSaveResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeesKeys.formOptions }),
  });
}
