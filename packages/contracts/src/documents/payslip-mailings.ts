import { z } from 'zod';

/**
 * Sending an accumulated period's payslips by e-mail in the background (issue 16; decision 0300):
 * POST starts it (202), GET follows its progress and lists each recipient not sent.
 */
export const PAYSLIP_MAILING_ENDPOINTS = {
  list: '/api/documents/payslip-mailings',
  one: '/api/documents/payslip-mailings/:id',
} as const;

export const PAYSLIP_MAILING_STATUSES = ['EN_COLA', 'ENVIANDO', 'TERMINADO'] as const;
export const ZPayslipMailingStatus = z.enum(PAYSLIP_MAILING_STATUSES);
export type TPayslipMailingStatus = z.infer<typeof ZPayslipMailingStatus>;

export const PAYSLIP_MAILING_STATUS_NAMES: Record<TPayslipMailingStatus, string> = {
  EN_COLA: 'En cola',
  ENVIANDO: 'Enviando',
  TERMINADO: 'Terminado',
};

export const PAYSLIP_MAILING_MESSAGES = {
  calendarRequired: 'Seleccione el periodo',
  calendarNotAccumulated: 'Solo se envían comprobantes de periodos de nómina acumulados',
  alreadyRunning: 'Ya se están enviando los comprobantes de este periodo',
  noPayslips: 'El periodo no tiene comprobantes para enviar',
  notFound: 'No se encontró el envío',
  started: (total: number) => `Envío de ${total} ${total === 1 ? 'comprobante' : 'comprobantes'} iniciado`,
  noAddress: 'El empleado no tiene correo electrónico registrado',
  badAddress: 'El correo electrónico registrado no es válido',
  renderFailed: 'No se pudo generar el comprobante',
} as const;

export const ZPayslipMailingRequest = z
  .object({ calendarId: z.number(PAYSLIP_MAILING_MESSAGES.calendarRequired).int().positive() })
  .strict();
export type TPayslipMailingRequest = z.infer<typeof ZPayslipMailingRequest>;

export const ZPayslipMailingListQuery = z.object({
  calendarId: z.coerce.number().int().positive().optional(),
});

export const ZPayslipMailingParams = z.object({ id: z.coerce.number().int().positive() });

/** One recipient that could not be sent, with the reason in Spanish. */
export const ZPayslipMailingError = z.object({
  contractId: z.number().int(),
  employee: z.string(),
  email: z.string(),
  message: z.string(),
});
export type TPayslipMailingError = z.infer<typeof ZPayslipMailingError>;

export const ZPayslipMailing = z.object({
  id: z.number().int(),
  calendarId: z.number().int(),
  detail: z.string(),
  status: ZPayslipMailingStatus,
  total: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  errors: z.array(ZPayslipMailingError),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TPayslipMailing = z.infer<typeof ZPayslipMailing>;

export const ZPayslipMailingStarted = ZPayslipMailing.extend({ message: z.string() });

export const ZPayslipMailingList = z.object({ mailings: z.array(ZPayslipMailing) });
