import {
  ZAverageConceptList,
  ZCompany,
  ZJobList,
  ZSignatureEmployeeList,
  ZSignatureList,
} from '@quincena/contracts/company';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const companyKeys = {
  company: (companyId: number | null) => ['company', 'data', companyId] as const,
  jobs: ['company', 'jobs'] as const,
  signatures: ['company', 'signatures'] as const,
  signatureEmployees: ['company', 'signatures', 'employees'] as const,
  averageConcepts: ['company', 'signatures', 'average-concepts'] as const,
};

/** GET /api/company, only once the session has a company (before that the form creates one). */
export function useCompany(companyId: number | null) {
  return useQuery({
    queryKey: companyKeys.company(companyId),
    queryFn: ({ signal }) => apiRequest('GET', '/api/company', { schema: ZCompany, signal }),
    enabled: companyId !== null,
  });
}

export function useJobs() {
  return useQuery({
    queryKey: companyKeys.jobs,
    queryFn: async ({ signal }) => (await apiRequest('GET', '/api/jobs', { schema: ZJobList, signal })).jobs,
  });
}

export function useSignatures() {
  return useQuery({
    queryKey: companyKeys.signatures,
    queryFn: async ({ signal }) =>
      (await apiRequest('GET', '/api/signatures', { schema: ZSignatureList, signal })).signatures,
  });
}

export function useSignatureEmployees() {
  return useQuery({
    queryKey: companyKeys.signatureEmployees,
    queryFn: async ({ signal }) =>
      (await apiRequest('GET', '/api/signatures/employees', { schema: ZSignatureEmployeeList, signal }))
        .employees,
  });
}

export function useAverageConcepts(enabled: boolean) {
  return useQuery({
    queryKey: companyKeys.averageConcepts,
    queryFn: async ({ signal }) =>
      (await apiRequest('GET', '/api/signatures/average-concepts', { schema: ZAverageConceptList, signal }))
        .concepts,
    enabled,
  });
}
