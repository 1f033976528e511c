import {
  INCOME_CERTIFICATE_ENDPOINTS,
  INCOME_CERTIFICATE_FILE_NAME,
  PAYSLIP_ENDPOINTS,
  type TIncomeCertificate,
  type TPayslip,
  ZDocumentMessage,
} from '@quincena/contracts/documents';
import { useMutation } from '@tanstack/react-query';
import { apiFile, apiRequest } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

/** What a document's e-mail takes: an employee's copy goes to its own address, an administrator names one. */
export interface DocumentEmail<Document> {
  document: Document;
  email?: string;
}

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

export function useEmailPayslip() {
  return useMutation({
    mutationFn: ({ document: payslip, email }: DocumentEmail<TPayslip>) =>
      apiRequest('POST', pathOf(PAYSLIP_ENDPOINTS.email, payslip), {
        body: email ? { email } : {},
        schema: ZDocumentMessage,
      }),
  });
}

const certificatePath = (template: string, certificate: TIncomeCertificate) =>
  template
    .replace(':calendarId', String(certificate.calendarId))
    .replace(':personId', String(certificate.personId));

/** The worker's Formulario 220 (spec 03 §2.12), named by the server. */
export function useDownloadIncomeCertificate() {
  return useMutation({
    mutationFn: async (certificate: TIncomeCertificate) => {
      const { blob, fileName } = await apiFile(
        certificatePath(INCOME_CERTIFICATE_ENDPOINTS.pdf, certificate),
      );
      saveBlob(blob, fileName ?? INCOME_CERTIFICATE_FILE_NAME);
    },
  });
}

export function useEmailIncomeCertificate() {
  return useMutation({
    mutationFn: ({ document: certificate, email }: DocumentEmail<TIncomeCertificate>) =>
      apiRequest('POST', certificatePath(INCOME_CERTIFICATE_ENDPOINTS.email, certificate), {
        body: email ? { email } : {},
        schema: ZDocumentMessage,
      }),
  });
}
