import { z } from 'zod';

/**
 * Consignación de cesantías (spec 02 §2 "Severance", §8; issue 15): the CES calendar of a year, its
 * reports and the flat file.
 */
export const SEVERANCE_MESSAGES = {
  payrollPending: (detail: string) =>
    `La ${detail} está procesada sin acumular: acumúlela o deshágala antes de liquidar las cesantías.`,
  decemberNotAccumulated: (year: number) =>
    `Acumule la nómina de diciembre de ${year} antes de liquidar la consignación de cesantías.`,
  reportGenerated: 'Reporte de cesantías generado exitosamente',
  flatFileGenerated: 'Plano de cesantías generado exitosamente',
  calendarRequired: 'Seleccione el calendario de cesantías',
  calendarInvalid: 'El calendario no es de cesantías o no está procesado',
  nothingSettled: 'No hay una consignación de cesantías procesada: liquídela primero.',
} as const;

/** GET: the flat file (CSV) of a processed or accumulated CES calendar, the newest when none is given. */
export const SEVERANCE_FILE_ENDPOINT = '/api/settlement/severance-file';

/** The flat file's query: a CES calendar, or none for the newest processed one. */
export const ZSeveranceFileQuery = z.object({
  calendarId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type TSeveranceFileQuery = z.infer<typeof ZSeveranceFileQuery>;

/** Reporte detallado cesantías through the shared report pattern. */
export const SEVERANCE_REPORT_ENDPOINT = '/api/settlement/severance-report';
