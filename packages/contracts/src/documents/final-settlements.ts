import { z } from 'zod';

/**
 * Liquidación de contrato de trabajo (issue 27, decision 0313): the document of a retirement's final
 * settlement, read from the stored result of its LD calendar. Before Acumular an ADMIN previews it from
 * the retirement; once accumulated it is one of the worker's documents in /Voucher (the payslip routes).
 */
export const FINAL_SETTLEMENT_ENDPOINTS = {
  /** GET: the PDF of the retirement's processed or accumulated final settlement (ADMIN). */
  preview: '/api/novelties/retirements/:id/final-settlement/pdf',
} as const;

export const FINAL_SETTLEMENT_MESSAGES = {
  title: 'Liquidación de contrato de trabajo',
  /** How /Voucher names the document beside the payslips. */
  listLabel: 'Liquidación de contrato',
  notFound: 'No se encontró el retiro',
  notProcessed: (employee: string) =>
    `La liquidación de ${employee} aún no se ha procesado. Use Liquidar y luego Procesar para verla.`,
  subject: (detail: string) => `Liquidación de contrato de trabajo — ${detail}`,
  mailText: (employee: string, withdrawal: string) =>
    [
      `Hola, ${employee}:`,
      '',
      `Adjuntamos la liquidación de su contrato de trabajo, terminado el ${withdrawal}.`,
      '',
      'Este correo se envió desde Quincena; por favor no lo responda.',
    ].join('\n'),
} as const;

/** The file name of the download and of the e-mail attachment. */
export const FINAL_SETTLEMENT_FILE_NAME = 'liquidacion-contrato.pdf';

export const ZFinalSettlementParams = z.object({ id: z.coerce.number().int().positive() });
