import { z } from 'zod';

/** Comprobantes de ingresos y retenciones (/CIRVoucher, spec 03 §2.12): Formulario 220 by year. */
export const INCOME_CERTIFICATE_ENDPOINT = '/api/documents/income-certificates';

export const INCOME_CERTIFICATE_ENDPOINTS = {
  list: INCOME_CERTIFICATE_ENDPOINT,
  pdf: '/api/documents/income-certificates/:calendarId/:personId/pdf',
  email: '/api/documents/income-certificates/:calendarId/:personId/email',
} as const;

/** The download's name (spec 03 §2.12 lists it as 'Comprobante ingresos y retenciones'). */
export const INCOME_CERTIFICATE_FILE_NAME = 'certificado_ingresos_retenciones.pdf';

export const INCOME_CERTIFICATE_MESSAGES = {
  year: 'Agregar el año',
  noData: (year: number) => `Sin información de ingresos y retenciones para el año ${year}`,
  notFound: 'No se encontró el certificado de ingresos y retenciones',
  sent: (email: string) => `Certificado de ingresos y retenciones enviado a ${email}`,
  subject: (year: number) => `Certificado de ingresos y retenciones — año gravable ${year}`,
} as const;

export const ZIncomeCertificateParams = z.object({
  calendarId: z.coerce.number().int().positive().max(2_147_483_647),
  personId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const ZIncomeCertificateQuery = z.object({
  year: z.coerce.number(INCOME_CERTIFICATE_MESSAGES.year).int().min(2000).max(2100),
  personId: z.coerce.number().int().positive().optional(),
});
export type TIncomeCertificateQuery = z.infer<typeof ZIncomeCertificateQuery>;

/** One worker's Formulario 220 of an accumulated income-and-withholding (CIR) year. */
export const ZIncomeCertificate = z.object({
  id: z.string(),
  calendarId: z.number().int(),
  personId: z.number().int(),
  /** The worker's first contract of the year. */
  contractId: z.number().int(),
  year: z.number().int(),
  description: z.string(),
});

/** The year's certificates, and a message when the year has none yet. */
export const ZIncomeCertificateList = z.object({
  certificates: z.array(ZIncomeCertificate),
  message: z.string().nullable(),
});
export type TIncomeCertificate = z.infer<typeof ZIncomeCertificate>;
export type TIncomeCertificateList = z.infer<typeof ZIncomeCertificateList>;
