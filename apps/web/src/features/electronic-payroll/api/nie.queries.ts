import '../../../lib/zod-spanish.ts';
import {
  NIE_DOCUMENTS_ENDPOINT,
  NIE_RETROACTIVE_MONTHS_ENDPOINT,
  NIE_STATUS_ENDPOINT,
  NIE_TRANSFER_ENDPOINT,
  NIE_VALIDATION_ENDPOINT,
  nieDocumentPdfPath,
  type TNieDocument,
  type TNieSelection,
  ZNieActionResponse,
  ZNieDocument,
  ZNieRetroactiveMonths,
  ZNieValidation,
} from '@quincena/contracts/electronic-payroll';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFile, apiRequest } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

export const nieKeys = {
  all: ['electronic-payroll', 'documents'] as const,
  calendar: (calendarId: number) => ['electronic-payroll', 'documents', 'calendar', calendarId] as const,
  history: (year: number, month: number | null) =>
    ['electronic-payroll', 'documents', 'history', year, month] as const,
  validation: ['electronic-payroll', 'validation'] as const,
  retroactiveMonths: (calendarId: number) =>
    ['electronic-payroll', 'documents', 'retroactive-months', calendarId] as const,
};

const ZDocuments = z.array(ZNieDocument);

/** While a document is in transfer, the table reads again every two seconds. */
const transferring = (rows: readonly TNieDocument[] | undefined) =>
  rows?.some((row) => row.status === 'EN TRANSFERENCIA') ? 2_000 : false;

/** The documents of a calendar (after Consultar), live while a transfer runs. */
export function useNieDocuments(calendarId: number | null) {
  return useQuery({
    queryKey: nieKeys.calendar(calendarId ?? 0),
    enabled: calendarId !== null,
    queryFn: ({ signal }) =>
      apiRequest('GET', `${NIE_DOCUMENTS_ENDPOINT}?calendarId=${calendarId}`, { schema: ZDocuments, signal }),
    refetchInterval: (query) => transferring(query.state.data),
  });
}

/**
 * With the setting "Nota de ajuste (Reemplazar) de los meses originales" (decision 0352): the months
 * whose retroactive pay the calendar's month paid, and the notice of what to do.
 */
export function useNieRetroactiveMonths(calendarId: number | null) {
  return useQuery({
    queryKey: nieKeys.retroactiveMonths(calendarId ?? 0),
    enabled: calendarId !== null,
    queryFn: ({ signal }) =>
      apiRequest('GET', `${NIE_RETROACTIVE_MONTHS_ENDPOINT}?calendarId=${calendarId}`, {
        schema: ZNieRetroactiveMonths,
        signal,
      }),
  });
}

/** The documents of a year (and month) for /HistoricElectronicPayroll. */
export function useNieHistory(filter: { year: number; month: number | null } | null) {
  return useQuery({
    queryKey: nieKeys.history(filter?.year ?? 0, filter?.month ?? null),
    enabled: filter !== null,
    queryFn: ({ signal }) => {
      const month = filter?.month ? `&month=${filter.month}` : '';
      return apiRequest('GET', `${NIE_DOCUMENTS_ENDPOINT}?year=${filter?.year}${month}`, {
        schema: ZDocuments,
        signal,
      });
    },
  });
}

/** The DIAN validation the screen runs on load. */
export function useNieValidation() {
  return useQuery({
    queryKey: nieKeys.validation,
    queryFn: ({ signal }) => apiRequest('GET', NIE_VALIDATION_ENDPOINT, { schema: ZNieValidation, signal }),
  });
}

/** Transferir or Obtener CUNE on the selected records. */
export function useNieAction(kind: 'transfer' | 'status') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (selection: TNieSelection) =>
      apiRequest('POST', kind === 'transfer' ? NIE_TRANSFER_ENDPOINT : NIE_STATUS_ENDPOINT, {
        body: selection,
        schema: ZNieActionResponse,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: nieKeys.all }),
  });
}

/** Consultar PDF: the graphic representation of a sent document, saved as the server names it. */
export async function downloadNiePdf(id: number): Promise<void> {
  const { blob, fileName } = await apiFile(nieDocumentPdfPath(id));
  saveBlob(blob, fileName ?? `nomina-electronica-${id}.pdf`);
}

/** Descargar XML: the signed document and the DIAN's answer, zipped by the server. */
export async function downloadNieXml(id: number): Promise<void> {
  const { blob, fileName } = await apiFile(`/api/electronic-payroll/documents/${id}/xml`);
  saveBlob(blob, fileName ?? `nomina-electronica-${id}.zip`);
}
