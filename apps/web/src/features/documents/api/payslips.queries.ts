import {
  INCOME_CERTIFICATE_ENDPOINT,
  PAYSLIP_ENDPOINTS,
  type TIncomeCertificateQuery,
  type TPayslipQuery,
  ZDocumentPeople,
  ZIncomeCertificateList,
  ZPayslipList,
} from '@quincena/contracts/documents';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const documentKeys = {
  people: ['documents', 'people'] as const,
  payslips: (query: TPayslipQuery | null) => ['documents', 'payslips', query] as const,
};

/** The administrator's identification dropdown: people of the company with a contract. */
export function useDocumentPeople(enabled: boolean) {
  return useQuery({
    queryKey: documentKeys.people,
    queryFn: async ({ signal }) =>
      (await apiRequest('GET', PAYSLIP_ENDPOINTS.people, { schema: ZDocumentPeople, signal })).people,
    enabled,
  });
}

/** The payslips of the query; null waits for 'Buscar' (an employee's own query starts at once). */
export function usePayslips(query: TPayslipQuery | null) {
  return useQuery({
    queryKey: documentKeys.payslips(query),
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query ?? {})) {
        if (value !== undefined && value !== null) params.set(key, String(value));
      }
      const search = params.size ? `?${params}` : '';
      return (await apiRequest('GET', `${PAYSLIP_ENDPOINTS.list}${search}`, { schema: ZPayslipList, signal }))
        .payslips;
    },
    enabled: query !== null,
  });
}

/** The year's income-and-withholding certificates; null waits for 'Buscar'. */
export function useIncomeCertificates(query: TIncomeCertificateQuery | null) {
  return useQuery({
    queryKey: ['documents', 'income-certificates', query] as const,
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query ?? {})) {
        if (value !== undefined && value !== null) params.set(key, String(value));
      }
      return apiRequest('GET', `${INCOME_CERTIFICATE_ENDPOINT}?${params}`, {
        schema: ZIncomeCertificateList,
        signal,
      });
    },
    enabled: query !== null,
  });
}
