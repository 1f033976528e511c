import { z } from 'zod';
import { emailField } from '../common/email.ts';

/** Comprobantes de nómina (/Voucher, spec 03 §2.11, §7 "Vouchers"). */
export const PAYSLIP_MESSAGES = {
  personRequired: 'Seleccione la identificación',
  notFound: 'No se encontró el comprobante',
  noPerson: 'Su usuario no está vinculado a un empleado de la empresa',
  email: 'Agregar un correo electrónico válido',
  sent: (email: string) => `Comprobante enviado a ${email}`,
  subject: (period: string) => `Comprobante de nómina — ${period}`,
} as const;

export const PAYSLIP_ENDPOINTS = {
  people: '/api/documents/people',
  list: '/api/documents/payslips',
  pdf: '/api/documents/payslips/:calendarId/:contractId/pdf',
  email: '/api/documents/payslips/:calendarId/:contractId/email',
} as const;

/** GET /api/documents/payslips. An ADMIN names the person; a CLIENT always gets its own. */
export const ZPayslipQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  month: z.coerce.number().int().min(1).max(12).optional(),
  personId: z.coerce.number().int().positive().optional(),
});
export type TPayslipQuery = z.infer<typeof ZPayslipQuery>;

/** One accumulated payroll period of one contract. */
export const ZPayslip = z.object({
  /** `${calendarId}-${contractId}`: the row's key. */
  id: z.string(),
  calendarId: z.number().int(),
  contractId: z.number().int(),
  /** e.g. "Nómina 1a quincena noviembre 2026 · contrato 12". */
  description: z.string(),
  /** A period's payslip, or a retirement's liquidación de contrato de trabajo (LD calendar, decision 0313). */
  document: z.enum(['PAYSLIP', 'FINAL_SETTLEMENT']),
  year: z.number().int(),
  month: z.number().int(),
  periodStart: z.string(),
  periodEnd: z.string(),
  paymentDate: z.string(),
  netPay: z.string(),
});
export type TPayslip = z.infer<typeof ZPayslip>;

export const ZPayslipList = z.object({ payslips: z.array(ZPayslip) });
export type TPayslipList = z.infer<typeof ZPayslipList>;

export const ZPayslipParams = z.object({
  calendarId: z.coerce.number().int().positive(),
  contractId: z.coerce.number().int().positive(),
});

/** POST …/email. A CLIENT's e-mail goes to its own address (spec 03 §5); an ADMIN names one. */
export const ZPayslipEmailRequest = z
  .object({ email: emailField(PAYSLIP_MESSAGES.email).optional() })
  .strict();
export type TPayslipEmailRequest = z.infer<typeof ZPayslipEmailRequest>;

export const ZDocumentMessage = z.object({ message: z.string() });

/** GET /api/documents/people: the identification dropdown of an ADMIN (people with a contract). */
export const ZDocumentPerson = z.object({
  id: z.number().int(),
  documentType: z.string(),
  documentNumber: z.string(),
  name: z.string(),
});
export const ZDocumentPeople = z.object({ people: z.array(ZDocumentPerson) });
export type TDocumentPerson = z.infer<typeof ZDocumentPerson>;
