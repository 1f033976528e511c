import {
  BANK_FILE_ENDPOINT,
  EXOGENA_XML_ENDPOINT,
  PLANILLA_CORRECTION_FILE_ENDPOINT,
  PLANILLA_FILE_ENDPOINT,
  SEVERANCE_FILE_ENDPOINT,
  type TBankFileQuery,
  type TExogenaXmlQuery,
} from '@quincena/contracts/settlement';
import { useMutation } from '@tanstack/react-query';
import { apiFile } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

/** Fallback name, only if a proxy dropped the server's Content-Disposition. */
const FALLBACK_NAME = 'planoBancario.txt';

/** GET /api/settlement/bank-file: the file as the server writes and names it (CRLF kept as sent). */
export function useGenerateBankFile() {
  return useMutation({
    mutationFn: async (query: TBankFileQuery) => {
      const params = new URLSearchParams({
        calendarId: String(query.calendarId),
        paymentDate: query.paymentDate,
      });
      const { blob, fileName } = await apiFile(`${BANK_FILE_ENDPOINT}?${params}`);
      saveBlob(blob, fileName ?? FALLBACK_NAME);
      return fileName;
    },
  });
}

/** Archivo plano (spec 02 §7 "Files"): the planilla of an SS calendar, named by the server. */
export function usePlanillaFile() {
  return useMutation({
    mutationFn: async (calendarId: number) => {
      const { blob, fileName } = await apiFile(`${PLANILLA_FILE_ENDPOINT}?calendarId=${calendarId}`);
      saveBlob(blob, fileName ?? 'planilla.txt');
    },
  });
}

/** Planilla de corrección N of one corrected month, tied to the planilla the operator numbered. */
export function usePlanillaCorrectionFile() {
  return useMutation({
    mutationFn: async (query: {
      calendarId: number;
      period: string;
      associatedPlanilla: string;
      associatedPaymentDate?: string;
    }) => {
      const params = new URLSearchParams({
        calendarId: String(query.calendarId),
        period: query.period,
        associatedPlanilla: query.associatedPlanilla,
        ...(query.associatedPaymentDate ? { associatedPaymentDate: query.associatedPaymentDate } : {}),
      });
      const { blob, fileName } = await apiFile(`${PLANILLA_CORRECTION_FILE_ENDPOINT}?${params}`);
      saveBlob(blob, fileName ?? 'planilla-N.txt');
    },
  });
}

/** Reporte plano cesantías: the newest processed consignment as CSV (spec 02 §7 "Files"). */
export function useSeveranceFile() {
  return useMutation({
    mutationFn: async () => {
      const { blob, fileName } = await apiFile(SEVERANCE_FILE_ENDPOINT);
      saveBlob(blob, fileName ?? 'PlanoCesantias.csv');
    },
  });
}

/** Formato 2276 or 1009 as the XML the DIAN's prevalidator loads (a ZIP when split), named by the server. */
export function useExogenaXml() {
  return useMutation({
    mutationFn: async (query: TExogenaXmlQuery) => {
      const params = new URLSearchParams({
        format: query.format,
        sendNumber: String(query.sendNumber ?? 1),
        replacement: String(query.replacement ?? 'false'),
      });
      if (query.calendarId !== undefined) params.set('calendarId', String(query.calendarId));
      const { blob, fileName } = await apiFile(`${EXOGENA_XML_ENDPOINT}?${params}`);
      saveBlob(blob, fileName ?? `Formato${query.format}.xml`);
      return fileName;
    },
  });
}
