import { PAYSLIP_ENDPOINTS, type TPayslip, ZDocumentMessage } from '@quincena/contracts/documents';
import { useMutation } from '@tanstack/react-query';
import { apiFile, apiRequest } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

/** Spec 03 §2.11: the download is named comprobante. */
const PAYSLIP_FILE = 'comprobante.pdf';

const pathOf = (template: string, payslip: TPayslip) =>
  template
    .replace(':calendarId', String(payslip.calendarId))
    .replace(':contractId', String(payslip.contractId));

export function useDownloadPayslip() {
  return useMutation({
    mutationFn: async (payslip: TPayslip) => {
      const { blob, fileName } = await apiFile(pathOf(PAYSLIP_ENDPOINTS.pdf, payslip));
      saveBlob(blob, fileName ?? PAYSLIP_FILE);
    },
  });
}

/** An employee's copy goes to its own address; an administrator names one. */
export function useEmailPayslip() {
  return useMutation({
    mutationFn: ({ payslip, email }: { payslip: TPayslip; email?: string }) =>
      apiRequest('POST', pathOf(PAYSLIP_ENDPOINTS.email, payslip), {
        body: email ? { email } : {},
        schema: ZDocumentMessage,
      }),
  });
}
