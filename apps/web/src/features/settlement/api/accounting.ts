import {
  ACCOUNTING_FILE_ENDPOINT,
  ACCOUNTING_FILE_TYPES_ENDPOINT,
  ACCOUNTING_SUMMARY_ENDPOINT,
  type TAccountingFileQuery,
  ZAccountingFileTypes,
  ZAccountingSummary,
} from '@quincena/contracts/settlement';
import { useMutation, useQuery } from '@tanstack/react-query';
import { reportCalls } from '../../../components/report-dialog/report-calls.ts';
import { apiFile, apiRequest } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { settlementKeys } from './settlement.queries.ts';

/** The accounting summary of the latest processed CB calendar (spec 02 §2 "Accounting settlement"). */
export function useAccountingSummary() {
  return useQuery({
    queryKey: [...settlementKeys.all, 'accounting-summary'],
    queryFn: ({ signal }) =>
      apiRequest('GET', ACCOUNTING_SUMMARY_ENDPOINT, { schema: ZAccountingSummary, signal }),
  });
}

/** The layouts of Plano Contable with their parameters. */
export function useAccountingFileTypes(enabled: boolean) {
  return useQuery({
    queryKey: [...settlementKeys.all, 'accounting-file-types'],
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) =>
      apiRequest('GET', ACCOUNTING_FILE_TYPES_ENDPOINT, { schema: ZAccountingFileTypes, signal }),
  });
}

/** GET /api/settlement/accounting-file: the file as the server writes and names it. */
export function useAccountingFile() {
  return useMutation({
    mutationFn: async (query: TAccountingFileQuery) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) {
        if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
      }
      const { blob, fileName } = await apiFile(`${ACCOUNTING_FILE_ENDPOINT}?${params}`);
      saveBlob(blob, fileName ?? 'planoContable.xlsx');
      return fileName;
    },
  });
}

/** Reporte detallado Contabilidad (spec 02 §7 "Reports": reporte_Contabilidad_<fecha>.xlsx). */
const CB_REPORT_PATH = '/api/settlement/accounting-report';
export const accountingReportApi = reportCalls(CB_REPORT_PATH);
