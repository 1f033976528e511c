import { z } from 'zod';

/** Comprobantes de ingresos y retenciones (/CIRVoucher, spec 03 §2.12): Formulario 220 by year. */
export const INCOME_CERTIFICATE_ENDPOINT = '/api/documents/income-certificates';

export const INCOME_CERTIFICATE_MESSAGES = {
  year: 'Agregar el año',
  noData: (year: number) => `Sin información de ingresos y retenciones para el año ${year}`,
} as const;

export const ZIncomeCertificateQuery = z.object({
  year: z.coerce.number(INCOME_CERTIFICATE_MESSAGES.year).int().min(2000).max(2100),
  personId: z.coerce.number().int().positive().optional(),
});
export type TIncomeCertificateQuery = z.infer<typeof ZIncomeCertificateQuery>;

/** One accumulated income-and-withholding (CIR) period of one contract. */
export const ZIncomeCertificate = z.object({
  id: z.string(),
  calendarId: z.number().int(),
  contractId: z.number().int(),
  year: z.number().int(),
  description: z.string(),
});

/** The year's certificates, and a message when the year has none yet. */
export const ZIncomeCertificateList = z.object({
  certificates: z.array(ZIncomeCertificate),
  message: z.string().nullable(),
});
export type TIncomeCertificateList = z.infer<typeof ZIncomeCertificateList>;
