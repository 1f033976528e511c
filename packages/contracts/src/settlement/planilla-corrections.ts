import { z } from 'zod';

/**
 * Planilla de corrección N (issue 32; decisions 0341, 0347): with the company setting "En los períodos a
 * que corresponde" (CORRECCION), the retroactive differences a month's payroll paid are reported by
 * correcting each earlier month's planilla: the SS screen of the paying month lists the corrected
 * months and writes one planilla N per month, tied to the planilla the operator numbered.
 */
export const PLANILLA_CORRECTIONS_ENDPOINT = '/api/settlement/planilla-corrections';
export const PLANILLA_CORRECTION_FILE_ENDPOINT = '/api/settlement/planilla-correction-file';

export const PLANILLA_CORRECTION_MESSAGES = {
  associatedRequired:
    'Indique el número de la planilla que se corrige (planilla asociada): solo dígitos, hasta 10.',
  associatedDateInvalid: 'La fecha de pago de la planilla asociada debe ser una fecha válida (aaaa-mm-dd).',
  periodRequired: 'Seleccione el mes que se corrige',
  monthPaysInPaymentMonth:
    'La empresa declara los retroactivos en el mes en que se pagan (Configuración de nómina): no hay planillas de corrección.',
  noCorrection: 'La nómina de este mes no pagó retroactivos de ese mes: no hay nada que corregir.',
  originalMissing: (month: string) =>
    `La seguridad social de ${month} no está liquidada en Quincena: liquide ese mes para poder corregir su planilla.`,
  generated: 'Se generó la planilla de corrección N',
} as const;

export const ZPlanillaCorrectionsQuery = z.object({
  calendarId: z.coerce
    .number(PLANILLA_CORRECTION_MESSAGES.periodRequired)
    .int()
    .positive()
    .max(2_147_483_647),
});
export type TPlanillaCorrectionsQuery = z.input<typeof ZPlanillaCorrectionsQuery>;

export const ZPlanillaCorrectionFileQuery = ZPlanillaCorrectionsQuery.extend({
  /** `aaaa-mm` of the corrected month. */
  period: z.string(PLANILLA_CORRECTION_MESSAGES.periodRequired).regex(/^\d{4}-(0[1-9]|1[0-2])$/, {
    message: PLANILLA_CORRECTION_MESSAGES.periodRequired,
  }),
  /** Número de la planilla asociada (header field 9): the operator's number of the corrected planilla. */
  associatedPlanilla: z
    .string(PLANILLA_CORRECTION_MESSAGES.associatedRequired)
    .trim()
    .regex(/^\d{1,10}$/, PLANILLA_CORRECTION_MESSAGES.associatedRequired),
  /** Its payment date (header field 10), optional. */
  associatedPaymentDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, PLANILLA_CORRECTION_MESSAGES.associatedDateInvalid)
    .optional(),
});
export type TPlanillaCorrectionFileQuery = z.input<typeof ZPlanillaCorrectionFileQuery>;

/** Contribution differences per subsystem, whole pesos. */
export const ZContributionDifferences = z.object({
  pension: z.number().int(),
  solidarityFund: z.number().int(),
  health: z.number().int(),
  risk: z.number().int(),
  ccf: z.number().int(),
  sena: z.number().int(),
  icbf: z.number().int(),
  total: z.number().int(),
});
export type TContributionDifferences = z.infer<typeof ZContributionDifferences>;

export const ZPlanillaCorrectionPerson = z.object({
  contractId: z.number().int(),
  documentNumber: z.string(),
  name: z.string(),
  /** Health IBC of the month as the original planilla declared it and as corrected. */
  originalIbc: z.number().int(),
  correctedIbc: z.number().int(),
  differences: ZContributionDifferences,
});
export type TPlanillaCorrectionPerson = z.infer<typeof ZPlanillaCorrectionPerson>;

export const ZPlanillaCorrectionMonth = z.object({
  /** `aaaa-mm` */
  period: z.string(),
  /** "enero de 2026" */
  label: z.string(),
  people: z.array(ZPlanillaCorrectionPerson),
  totals: ZContributionDifferences,
  /** Why the file cannot be written yet (Spanish), or null. */
  problem: z.string().nullable(),
});
export type TPlanillaCorrectionMonth = z.infer<typeof ZPlanillaCorrectionMonth>;

export const ZPlanillaCorrections = z.object({
  mode: z.enum(['CORRECCION', 'MES_DE_PAGO']),
  /** A Spanish sentence when there is nothing to correct because of the setting, else null. */
  message: z.string().nullable(),
  months: z.array(ZPlanillaCorrectionMonth),
});
export type TPlanillaCorrections = z.infer<typeof ZPlanillaCorrections>;
