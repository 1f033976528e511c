import {
  ZContract,
  ZContractFormOptions,
  ZEmployeeList,
  ZPerson,
  ZPhoto,
} from '@quincena/contracts/employees';
import { type TReportRequest, ZReportDefinition, ZReportResult } from '@quincena/contracts/reports';
import { useQuery } from '@tanstack/react-query';
import { useServerList } from '../../../components/crud-page/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const employeesKeys = {
  all: ['employees'] as const,
  list: ['employees', 'list'] as const,
  person: (id: number) => ['employees', 'person', id] as const,
  contract: (id: number) => ['employees', 'contract', id] as const,
  photo: (id: number) => ['employees', 'photo', id] as const,
  formOptions: ['employees', 'form-options'] as const,
};

/** GET /api/employees: one page of /Employes, paged, sorted and filtered by the server (§4c). */
export function useEmployees(defaultRows: number) {
  return useServerList(employeesKeys.list, '/api/employees', ZEmployeeList, defaultRows);
}

export function usePerson(id: number | null) {
  return useQuery({
    queryKey: employeesKeys.person(id ?? 0),
    enabled: id !== null,
    queryFn: ({ signal }) => apiRequest('GET', `/api/persons/${id}`, { schema: ZPerson, signal }),
  });
}

export function useContract(id: number | null) {
  return useQuery({
    queryKey: employeesKeys.contract(id ?? 0),
    enabled: id !== null,
    queryFn: ({ signal }) => apiRequest('GET', `/api/contracts/${id}`, { schema: ZContract, signal }),
  });
}

/** The company's jobs and cost centres for the contract form. */
export function useContractFormOptions() {
  return useQuery({
    queryKey: employeesKeys.formOptions,
    queryFn: ({ signal }) =>
      apiRequest('GET', '/api/contracts/form-options', { schema: ZContractFormOptions, signal }),
  });
}

/** The photo as a data URL: the token travels in a header, never in an <img> address. */
export function useContractPhoto(contractId: number, enabled: boolean) {
  return useQuery({
    queryKey: employeesKeys.photo(contractId),
    enabled,
    staleTime: 5 * 60 * 1000,
    queryFn: async ({ signal }) => {
      const photo = await apiRequest('GET', `/api/contracts/${contractId}/photo`, { schema: ZPhoto, signal });
      return `data:${photo.mimeType};base64,${photo.contentBase64}`;
    },
  });
}

/** The head count report's calls for the shared report dialog. */
export const headCountApi = {
  loadDefinitions: () =>
    apiRequest('GET', '/api/employees/head-count/definition', { schema: ZReportDefinition }),
  generate: (request: TReportRequest) =>
    apiRequest('POST', '/api/employees/head-count', { body: request, schema: ZReportResult }),
};
