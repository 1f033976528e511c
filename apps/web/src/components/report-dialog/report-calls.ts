import { type TReportRequest, ZReportDefinition, ZReportResult } from '@quincena/contracts/reports';
import { apiRequest } from '../../lib/api-client.ts';

/**
 * The two calls of a report at `path`, ready for the ReportDialog: GET `<path>/definition` reads its
 * parameters, POST `<path>` generates it.
 */
export function reportCalls(path: string) {
  return {
    loadDefinitions: () => apiRequest('GET', `${path}/definition`, { schema: ZReportDefinition }),
    generate: (request: TReportRequest) => apiRequest('POST', path, { body: request, schema: ZReportResult }),
  };
}
