import { z } from 'zod';

/** GET /api/home/deadlines: the company's next legal deadlines (beyond the spec, decision 0295). */
export const DEADLINES_ENDPOINT = '/api/home/deadlines';

export const DEADLINE_KINDS = [
  'PILA',
  'ELECTRONIC_PAYROLL',
  'SEVERANCE_INTEREST',
  'SEVERANCE',
  'PRIMA_JUNE',
  'PRIMA_DECEMBER',
  /** The last day to give written notice of non-renewal of a fixed-term contract (CST art. 46). */
  'FIXED_TERM_NOTICE',
] as const;
export type TDeadlineKind = (typeof DEADLINE_KINDS)[number];

export const ZDeadline = z.object({
  kind: z.enum(DEADLINE_KINDS),
  title: z.string(),
  /** Last day to meet it (yyyy-mm-dd). */
  dueDate: z.string(),
  /** The screen that meets it. */
  route: z.string(),
  /** Short legal basis, shown as a hint. */
  basis: z.string(),
});
export type TDeadline = z.infer<typeof ZDeadline>;

export const ZDeadlines = z.object({
  /** Colombian date the list was computed for. */
  today: z.string(),
  /** False when the company has no NIT yet: the PILA day cannot be told. */
  hasNit: z.boolean(),
  deadlines: z.array(ZDeadline),
});
export type TDeadlines = z.infer<typeof ZDeadlines>;

export const DEADLINE_MESSAGES = {
  title: 'Próximos vencimientos',
  noNit: 'Registre el NIT en Datos empresa para conocer su día de pago de la PILA.',
} as const;
