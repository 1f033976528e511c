import { z } from 'zod';

/**
 * Plano bancario (spec 02 §7 "Files"): GET /api/settlement/bank-file?calendarId&paymentDate.
 * Answers the file itself (not JSON): text/plain with CRLF line ends for the text layouts, an xlsx
 * for Davivienda; the name is the server's (Content-Disposition filename). Only for an ACCUMULATED
 * payroll calendar; 400 with a Spanish message otherwise.
 */
export const BANK_FILE_ENDPOINT = '/api/settlement/bank-file';

export const BANK_FILE_MESSAGES = {
  generated: 'Plano bancario generado exitosamente',
  calendarRequired: 'Seleccione un calendario',
  paymentDateRequired: 'Seleccione la fecha de pago',
  paymentDateInvalid: 'Fecha de pago no válida; use el formato aaaa-mm-dd',
  calendarNotFound: 'El calendario no existe en la empresa',
  notPayroll: 'El plano bancario se genera sobre un calendario de nómina o de liquidación de retiro',
  notAccumulated:
    'El plano bancario requiere que la nómina del periodo (o la liquidación del retiro) esté acumulada',
  noResults: 'El periodo no tiene empleados con pago neto para consignar',
  companyAccountMissing:
    'Configure el banco, el tipo y el número de la cuenta de pago de la empresa en Datos empresa',
  bankUnsupported: (bank: string) =>
    `El banco de la cuenta de la empresa (${bank}) no tiene un formato de plano bancario disponible`,
  employeesWithoutAccount: (names: string) =>
    `Los siguientes empleados no tienen cuenta bancaria válida: ${names}. Complete sus datos de pago en el contrato`,
  invalidFile: (detail: string) => `No se pudo generar el plano bancario: ${detail}`,
} as const;

export const ZBankFileQuery = z.object({
  calendarId: z.coerce
    .number(BANK_FILE_MESSAGES.calendarRequired)
    .int(BANK_FILE_MESSAGES.calendarRequired)
    .min(1, BANK_FILE_MESSAGES.calendarRequired)
    .max(2_147_483_647, BANK_FILE_MESSAGES.calendarRequired),
  paymentDate: z
    .string(BANK_FILE_MESSAGES.paymentDateRequired)
    .trim()
    .min(1, BANK_FILE_MESSAGES.paymentDateRequired)
    .regex(/^\d{4}-\d{2}-\d{2}$/, BANK_FILE_MESSAGES.paymentDateInvalid),
});
export type TBankFileQuery = z.input<typeof ZBankFileQuery>;

/**
 * Archivo plano de seguridad social (spec 02 §7 "Files"; decision 0301): the planilla (tipo E) of an
 * SS calendar's stored run, ISO-8859-1 with CRLF, named as the operator expects.
 */
export const PLANILLA_FILE_ENDPOINT = '/api/settlement/planilla-file';

export const PLANILLA_FILE_MESSAGES = {
  calendarRequired: 'Seleccione un calendario de seguridad social',
  notSocialSecurity: 'El calendario no es de seguridad social',
  notProcessed: 'Procese la seguridad social del mes antes de generar el archivo plano',
  empty: 'La liquidación de seguridad social no tiene cotizantes para el archivo plano',
  generated: 'Se generó el archivo plano',
} as const;

export const ZPlanillaFileQuery = z.object({
  calendarId: z.coerce.number(PLANILLA_FILE_MESSAGES.calendarRequired).int().positive(),
});
export type TPlanillaFileQuery = z.input<typeof ZPlanillaFileQuery>;
