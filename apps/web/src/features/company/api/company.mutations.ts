import '../../../lib/zod-spanish.ts';
import {
  type TCreateCompanyRequest,
  type TCreateSignatureRequest,
  type TJobRequest,
  type TUpdateCompanyRequest,
  type TUpdateSignatureRequest,
  ZCompanySaveResponse,
  ZJobSaveResponse,
  ZMessageResponse,
  ZSignatureSaveResponse,
} from '@quincena/contracts/company';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { companyKeys } from './company.queries.ts';

export const useCreateCompany = () =>
  useMutation({
    mutationFn: (body: TCreateCompanyRequest) =>
      apiRequest('POST', '/api/company', { body, schema: ZCompanySaveResponse }),
  });

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateCompanyRequest) =>
      apiRequest('PUT', '/api/company', { body, schema: ZCompanySaveResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['company', 'data'] }),
  });
}

export function useSaveJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: TJobRequest }) =>
      id === undefined
        ? apiRequest('POST', '/api/jobs', { body, schema: ZJobSaveResponse })
        : apiRequest('PUT', `/api/jobs/${id}`, { body, schema: ZJobSaveResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.jobs }),
  });
}

export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/jobs/${id}`, { schema: ZMessageResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.jobs }),
  });
}

export function useSaveSignature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input:
        | { id: number; body: TUpdateSignatureRequest }
        | { id?: undefined; body: TCreateSignatureRequest },
    ) =>
      input.id === undefined
        ? apiRequest('POST', '/api/signatures', { body: input.body, schema: ZSignatureSaveResponse })
        : apiRequest('PUT', `/api/signatures/${input.id}`, {
            body: input.body,
            schema: ZSignatureSaveResponse,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.signatures }),
  });
}

export function useDeleteSignature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/signatures/${id}`, { schema: ZMessageResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.signatures }),
  });
}

export function useSaveAverageConcepts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (codes: string[]) =>
      apiRequest('PUT', '/api/signatures/average-concepts', { body: { codes }, schema: ZMessageResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.averageConcepts }),
  });
}
