import {
  CERTIFICATE_ENDPOINTS,
  type TCertificateIssued,
  ZCertificateIssued,
  ZCertificateValidation,
  ZDocumentMessage,
} from '@quincena/contracts/documents';
import { type TReportRequest, ZReportDefinition } from '@quincena/contracts/reports';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFile, apiRequest } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

/** Spec 03 §2.10: the download is named certificado. */
const CERTIFICATE_FILE = 'certificado.pdf';

const withId = (template: string, id: string) => template.replace(':id', encodeURIComponent(id));

/** The certificate form's parameters (spec 03 §2.3), read once per visit. */
export function useCertificateDefinition() {
  return useQuery({
    queryKey: ['documents', 'certificates', 'definition'],
    queryFn: ({ signal }) =>
      apiRequest('GET', CERTIFICATE_ENDPOINTS.definition, { schema: ZReportDefinition, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Issues a letter: the server fixes its facts and answers its verification code. */
export function useIssueCertificate() {
  return useMutation({
    mutationFn: (request: TReportRequest) =>
      apiRequest('POST', CERTIFICATE_ENDPOINTS.list, { body: request, schema: ZCertificateIssued }),
  });
}

export function useDownloadCertificate() {
  return useMutation({
    mutationFn: async (certificate: TCertificateIssued) => {
      const { blob, fileName } = await apiFile(withId(CERTIFICATE_ENDPOINTS.pdf, certificate.id));
      saveBlob(blob, fileName ?? CERTIFICATE_FILE);
    },
  });
}

/** An employee's copy goes to its own address; an administrator names one. */
export function useEmailCertificate() {
  return useMutation({
    mutationFn: ({ certificate, email }: { certificate: TCertificateIssued; email?: string }) =>
      apiRequest('POST', withId(CERTIFICATE_ENDPOINTS.email, certificate.id), {
        body: email ? { email } : {},
        schema: ZDocumentMessage,
      }),
  });
}

/** The public validation page's facts; no session needed. */
export function useCertificateValidation(id: string) {
  return useQuery({
    queryKey: ['documents', 'certificates', 'validation', id],
    queryFn: ({ signal }) =>
      apiRequest('GET', withId(CERTIFICATE_ENDPOINTS.validation, id), {
        schema: ZCertificateValidation,
        signal,
      }),
    retry: false,
  });
}
