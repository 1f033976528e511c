import { z } from 'zod';

/**
 * Calendars (spec 02 §7 "Calendars and processes"): NM payroll, SS social security, CB accounting,
 * CES severance, CIR income and withholding, NIE electronic payroll (monthly), LD retirement
 * (one per retirement, shown as "LD-<id>").
 */
export const CALENDAR_TYPES = ['NM', 'SS', 'CB', 'CES', 'CIR', 'NIE', 'LD'] as const;
export const ZCalendarType = z.enum(CALENDAR_TYPES);
export type TCalendarType = z.infer<typeof ZCalendarType>;

export const CALENDAR_TYPE_NAMES: Record<TCalendarType, string> = {
  NM: 'Nómina',
  SS: 'Seguridad social',
  CB: 'Contabilidad',
  CES: 'Cesantías',
  CIR: 'Ingresos y retenciones',
  NIE: 'Nómina electrónica',
  LD: 'Liquidación definitiva',
};

export const CALENDAR_STATES = ['OPEN', 'PROCESSED', 'ACCUMULATED'] as const;
export const ZCalendarState = z.enum(CALENDAR_STATES);
export type TCalendarState = z.infer<typeof ZCalendarState>;

/** How a state reads on screen. */
export const CALENDAR_STATE_NAMES: Record<TCalendarState, string> = {
  OPEN: 'Abierto',
  PROCESSED: 'Procesado',
  ACCUMULATED: 'Acumulado',
};

export const ZCalendar = z.object({
  id: z.number().int(),
  type: ZCalendarType,
  retirementId: z.number().int().nullable(),
  year: z.number().int(),
  month: z.number().int().min(1).max(12),
  fortnight: z.union([z.literal(1), z.literal(2)]).nullable(),
  periodStart: z.string(),
  periodEnd: z.string(),
  paymentDate: z.string(),
  /** The label every calendar list shows (spec: DETAIL). */
  detail: z.string(),
  state: ZCalendarState,
  /** A novelty or salary inside the period changed after the last Procesar. */
  needsReprocess: z.boolean(),
});
export type TCalendar = z.infer<typeof ZCalendar>;

export const ZCalendarListQuery = z.object({
  /** NM, SS, CB, CES, CIR, NIE, or LD-<retirement id>. */
  type: z.string().regex(/^(NM|SS|CB|CES|CIR|NIE|LD-\d{1,9})$/, 'Tipo de calendario no válido'),
  state: ZCalendarState.optional(),
  year: z.coerce.number().int().min(2010).max(2100).optional(),
});
export type TCalendarListQuery = z.infer<typeof ZCalendarListQuery>;

export const ZCalendarList = z.array(ZCalendar);

export const CALENDAR_MESSAGES = {
  empty: 'No hay calendarios disponibles',
  required: 'Seleccione un calendario',
  notFound: 'El calendario no existe en la empresa',
  noPayFrequency:
    'Configure el periodo de pago (quincenal o mensual) en Datos empresa para generar los calendarios de nómina.',
} as const;

/** GET /api/calendars/:id */
export const ZCalendarIdParams = z.object({ id: z.coerce.number().int().positive() });
