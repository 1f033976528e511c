import { z } from 'zod';

/**
 * Nómina electrónica (spec 03 §2.15, §2.8; Res. DIAN 000013 de 2021): the documents of an NIE
 * calendar (a month), their transfer to the DIAN and their state.
 */
export const NIE_MESSAGES = {
  payrollPending: (monthName: string, year: number) =>
    `La nómina de ${monthName} de ${year} tiene periodos procesados sin acumular: acumúlelos antes de procesar la nómina electrónica.`,
  payrollNotAccumulated: (monthName: string, year: number) =>
    `La nómina de ${monthName} de ${year} no está acumulada: acumule sus periodos antes de procesar la nómina electrónica.`,
  payrollIncomplete: (monthName: string, year: number) =>
    `La nómina de ${monthName} de ${year} tiene periodos sin liquidar: el documento es de todo el mes; acumule cada periodo del mes antes de procesar la nómina electrónica.`,
  transferRunning: 'Hay documentos de este mes en transferencia a la DIAN: espere a que termine.',
  sentCannotUndo:
    'Este proceso tiene documentos enviados a la DIAN: no se puede deshacer. Para corregir el mes, procese de nuevo y se generarán notas de ajuste.',
  numberingExhausted: (end: number) =>
    `La numeración autorizada se agotó (Fin ${end}): amplíe la numeración en Habilitación DIAN y procese de nuevo.`,
  nothingSelected: 'Seleccione al menos un registro',
  notEnabled: 'La empresa aún no está habilitada en la DIAN: envíe el set de pruebas en Habilitación DIAN.',
  transferQueued: 'Transferencia en curso: el estado de cada registro se actualiza al terminar',
  transferred: 'Transferencia realizada exitosamente',
  cuneRead: 'Estado consultado en la DIAN',
  notSendable: 'Solo se transfieren registros pendientes o rechazados del proceso vigente del calendario',
  notSent: 'El registro no se ha transferido a la DIAN',
  unknownRecords: 'Alguno de los registros no pertenece a este calendario',
} as const;

export const NIE_DOCUMENT_STATUSES = ['PENDIENTE', 'EN TRANSFERENCIA', 'ENVIADO', 'RECHAZADO'] as const;
export type TNieDocumentStatus = (typeof NIE_DOCUMENT_STATUSES)[number];

export const NIE_DOCUMENT_KINDS = {
  individual: 'Nómina individual',
  replace: 'Nota de ajuste (reemplazar)',
  delete: 'Nota de ajuste (eliminar)',
} as const;
export type TNieDocumentKind = keyof typeof NIE_DOCUMENT_KINDS;

/** A rule the DIAN (or the simulator) answered: code, kind and its Spanish text. */
export const ZDianMessage = z.object({ rule: z.string(), kind: z.string(), message: z.string() });

/** A row of the main table (spec 03 §2.8 columns). */
export const ZNieDocument = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  documentNumber: z.string(),
  name: z.string(),
  /** Nro documento DIAN: prefix + consecutive. */
  dianNumber: z.string(),
  /** Consecutivo novedad: the consecutive alone. */
  consecutive: z.number().int(),
  prefix: z.string(),
  kind: z.enum(['individual', 'replace', 'delete']),
  kindName: z.string(),
  createdAt: z.string(),
  status: z.enum(NIE_DOCUMENT_STATUSES),
  transferredAt: z.string().nullable(),
  month: z.number().int(),
  year: z.number().int(),
  cune: z.string(),
  earnings: z.string(),
  deductions: z.string(),
  netPay: z.string(),
  dianMessages: z.array(ZDianMessage),
});
export type TNieDocument = z.infer<typeof ZNieDocument>;

export const NIE_DOCUMENTS_ENDPOINT = '/api/electronic-payroll/documents';
export const NIE_VALIDATION_ENDPOINT = '/api/electronic-payroll/validation';
/** GET …/documents/:id/pdf: the graphic representation of a sent document. */
export const nieDocumentPdfPath = (id: number) => `${NIE_DOCUMENTS_ENDPOINT}/${id}/pdf`;

/** The DIAN validation the screen runs on load: whether the company can sign and send, and why not. */
export const ZNieValidation = z.object({ valid: z.boolean(), message: z.string().nullable() });
export type TNieValidation = z.infer<typeof ZNieValidation>;
/**
 * GET …/retroactive-months?calendarId=: with the setting "Nota de ajuste (Reemplazar) de los meses
 * originales" (decision 0352), the months whose retroactive differences this month's payroll paid and
 * which must be processed again to issue their notes; `message` is null when there are none.
 */
export const NIE_RETROACTIVE_MONTHS_ENDPOINT = '/api/electronic-payroll/retroactive-months';
export const ZNieRetroactiveMonthsQuery = z.object({ calendarId: z.coerce.number().int().positive() });
export const ZNieRetroactiveMonths = z.object({
  months: z.array(z.object({ year: z.number().int(), month: z.number().int() })).max(120),
  message: z.string().max(1_000).nullable(),
});
export type TNieRetroactiveMonths = z.infer<typeof ZNieRetroactiveMonths>;

/** Spanish notice of the paying month with the setting REEMPLAZAR (decision 0352). */
export function nieRetroactiveMonthsMessage(months: readonly string[], paying: string): string {
  const list = months.length === 1 ? months[0] : `${months.slice(0, -1).join(', ')} y ${months.at(-1)}`;
  return `La nómina de ${paying} pagó retroactivo de ${list}. Con la opción «Nota de ajuste (Reemplazar) de los meses originales» este documento no lo incluye: procese de nuevo la nómina electrónica de ${months.length === 1 ? 'ese mes' : 'cada uno de esos meses'} (revierta su cierre si está cerrada). Si su documento ya fue aceptado por la DIAN, se emite una nota Reemplazar con los totales corregidos; si no se envió o fue rechazado, un documento nuevo con el retroactivo incluido, que se envía en su lugar.`;
}
export const NIE_TRANSFER_ENDPOINT = '/api/electronic-payroll/transfer';
export const NIE_STATUS_ENDPOINT = '/api/electronic-payroll/status';

/** GET documents: a calendar's current documents, or a year (and month) of history. */
export const ZNieDocumentsQuery = z
  .object({
    calendarId: z.coerce.number().int().positive().optional(),
    year: z.coerce.number().int().min(2021, 'Año no válido').max(2100, 'Año no válido').optional(),
    month: z.coerce.number().int().min(0, 'Mes no válido').max(12, 'Mes no válido').optional(),
  })
  .refine((query) => query.calendarId !== undefined || query.year !== undefined, {
    message: 'Seleccione un calendario o un año',
    path: ['year'],
  });
export type TNieDocumentsQuery = z.input<typeof ZNieDocumentsQuery>;

/** POST transfer / status: the selected records of a calendar (spec: CLIENT, CALENDAR, XML_IDS). */
export const ZNieSelection = z.object({
  calendarId: z.number().int().positive(),
  ids: z.array(z.number().int().positive()).min(1, NIE_MESSAGES.nothingSelected).max(20_000),
});
export type TNieSelection = z.infer<typeof ZNieSelection>;

export const ZNieActionResponse = z.object({ message: z.string(), count: z.number().int() });
export type TNieActionResponse = z.infer<typeof ZNieActionResponse>;

/** 'Reporte nómina electrónica' and 'Configuración NE' (spec 03 §2.15; §10 success messages). */
export const NIE_REPORT_MESSAGES = {
  calendarRequired: 'Seleccione el calendario de nómina electrónica',
  calendarInvalid: 'El calendario de nómina electrónica no existe o no ha sido procesado',
  reportGenerated: 'Reporte de nómina electrónica generado exitosamente',
  configurationGenerated: 'Reporte de configuración generado exitosamente',
} as const;
export const NIE_REPORT_ENDPOINT = '/api/electronic-payroll/report';
export const NIE_CONFIGURATION_REPORT_ENDPOINT = '/api/electronic-payroll/configuration-report';
