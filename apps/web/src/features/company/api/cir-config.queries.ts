import { ZCirAvailableConceptsResponse, ZCirConfigResponse } from '@quincena/contracts/cir-config';
import { type TReportRequest, ZReportDefinition, ZReportResult } from '@quincena/contracts/reports';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const cirConfigKeys = {
  all: ['cir-config'] as const,
  tree: ['cir-config', 'tree'] as const,
  available: ['cir-config', 'available'] as const,
};

/** GET /api/cir-config: the certificate groups with the company's concepts. */
export function useCirConfig() {
  return useQuery({
    queryKey: cirConfigKeys.tree,
    queryFn: ({ signal }) => apiRequest('GET', '/api/cir-config', { schema: ZCirConfigResponse, signal }),
  });
}

/** GET /api/cir-config/available-concepts: read each time the add dialog opens. */
export function useCirAvailableConcepts(enabled: boolean) {
  return useQuery({
    queryKey: cirConfigKeys.available,
    queryFn: ({ signal }) =>
      apiRequest('GET', '/api/cir-config/available-concepts', {
        schema: ZCirAvailableConceptsResponse,
        signal,
      }),
    enabled,
    staleTime: 0,
  });
}

/** The 'Reporte de configuración' definition (parameters pinEntity and pinClient). */
export function fetchCirReportDefinition() {
  return apiRequest('GET', '/api/cir-config/report/definition', { schema: ZReportDefinition });
}

export function generateCirReport(request: TReportRequest) {
  return apiRequest('POST', '/api/cir-config/report', { body: request, schema: ZReportResult });
}
