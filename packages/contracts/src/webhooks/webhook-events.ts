/**
 * The events a company can subscribe its webhooks to (issue 33, decision 0338). The names are the
 * wire names integrators match on; the Spanish labels are what the screen shows. Each payload is
 * the `data` member of a delivery's body, documented in docs/api-map.md.
 */
export const WEBHOOK_EVENT_TYPES = [
  'proceso.finalizado',
  'proceso.fallido',
  'periodo.acumulado',
  'retiro.liquidado',
  'nomina_electronica.aceptada',
  'nomina_electronica.rechazada',
  'empleado.creado',
  'empleado.retirado',
  'factura.emitida',
  'factura.pagada',
] as const;

export type TWebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_EVENT_NAMES: Record<TWebhookEventType, string> = {
  'proceso.finalizado': 'Proceso de liquidación terminado',
  'proceso.fallido': 'Proceso de liquidación fallido',
  'periodo.acumulado': 'Período acumulado',
  'retiro.liquidado': 'Liquidación de retiro acumulada',
  'nomina_electronica.aceptada': 'Nómina electrónica aceptada por la DIAN',
  'nomina_electronica.rechazada': 'Nómina electrónica rechazada por la DIAN',
  'empleado.creado': 'Empleado creado (nuevo contrato)',
  'empleado.retirado': 'Empleado retirado',
  'factura.emitida': 'Factura del servicio emitida',
  'factura.pagada': 'Factura del servicio pagada',
};

/** A process on a calendar (settlement, social security, accounting, electronic payroll…). */
interface ProcessEvent {
  processId: number;
  calendarId: number;
  /** NM, LD, SS, CB, CES, CIR or NIE. */
  calendarType: string;
  periodStart: string;
  periodEnd: string;
}

/** The `data` of each event. */
export interface WebhookEventPayloads {
  'proceso.finalizado': ProcessEvent & { total: number; processed: number; failed: number };
  'proceso.fallido': ProcessEvent & { error: string };
  'periodo.acumulado': ProcessEvent;
  'retiro.liquidado': ProcessEvent;
  'nomina_electronica.aceptada': { documentId: number; contractId: number; cune: string | null };
  'nomina_electronica.rechazada': { documentId: number; contractId: number; reason: string | null };
  'empleado.creado': { contractId: number; personId: number; startDate: string };
  'empleado.retirado': { contractId: number; personId: number; retirementDate: string };
  'factura.emitida': { invoiceId: number; number: string; total: string; dueDate: string };
  'factura.pagada': { invoiceId: number; number: string; total: string };
}
