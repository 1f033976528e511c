import { z } from 'zod';

/**
 * Liquidación de ingresos y retenciones (spec 02 §2 "Income and withholding settlement (CIR)", §4, §8;
 * issue 15): the CIR calendar of a year, its detailed report, and formats 2276 and 1009 of the
 * información exógena (decision 0305).
 */
export const INCOME_WITHHOLDING_MESSAGES = {
  payrollPending: (detail: string) =>
    `La ${detail} está procesada sin acumular: acumúlela o deshágala antes de liquidar ingresos y retenciones.`,
  accumulateQuestion: '¿Desea realizar la acumulación del proceso?',
  /** Spec 02 §4: "Proceso {action} ({id}) Realizado Existosamente", correctly spelled. */
  processDone: (action: string, id: number) => `Proceso ${action} (${id}) realizado exitosamente`,
  reportGenerated: 'Reporte de ingresos y retenciones generado exitosamente',
  format1009Generated: 'Formato 1009 generado exitosamente',
  format2276Generated: 'Formato 2276 generado exitosamente',
  calendarRequired: 'Seleccione el calendario de ingresos y retenciones',
  calendarInvalid: 'El calendario no es de ingresos y retenciones o no está procesado',
  nothingSettled: 'No hay ingresos y retenciones procesados: liquídelos primero.',
  sendNumberInvalid: 'El número de envío debe ser un entero entre 1 y 99999999',
  companyNitMissing:
    'La empresa no tiene NIT: regístrelo en la información de la empresa antes de generar el formato.',
} as const;

/** Report pattern endpoints (definition at `${path}/definition`). */
export const INCOME_WITHHOLDING_REPORT_ENDPOINT = '/api/settlement/income-withholding-report';
export const FORMAT_2276_REPORT_ENDPOINT = '/api/settlement/format-2276';
export const FORMAT_1009_REPORT_ENDPOINT = '/api/settlement/format-1009';

/** GET: the XML the DIAN's prevalidator loads (a ZIP of several when a file would pass 5.000 records). */
export const EXOGENA_XML_ENDPOINT = '/api/settlement/exogena-xml';

export const EXOGENA_FORMATS = ['2276', '1009'] as const;
export type TExogenaFormat = (typeof EXOGENA_FORMATS)[number];

export const ZExogenaXmlQuery = z.object({
  format: z.enum(EXOGENA_FORMATS, { error: 'El formato debe ser 2276 o 1009' }),
  /** A CIR calendar; the newest processed one when absent. */
  calendarId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** Consecutivo de envío del año (Cab/NumEnvio and the file name). */
  sendNumber: z.coerce
    .number({ error: INCOME_WITHHOLDING_MESSAGES.sendNumberInvalid })
    .int(INCOME_WITHHOLDING_MESSAGES.sendNumberInvalid)
    .min(1, INCOME_WITHHOLDING_MESSAGES.sendNumberInvalid)
    .max(99_999_999, INCOME_WITHHOLDING_MESSAGES.sendNumberInvalid)
    .default(1),
  /** Concepto: 1 inserción (default), 2 reemplazo. */
  replacement: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
export type TExogenaXmlQuery = z.input<typeof ZExogenaXmlQuery>;
