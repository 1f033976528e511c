import { z } from 'zod';
import { ZContractDate } from '../employees/primitives.ts';

const contractIdMessage = 'El contrato debe ser un número entero positivo';

/**
 * GET /api/retroactive/impact?from=2026-01-01[&contractId=7]. With a contract: the accumulated
 * periods one person's change reaches; without: every person with results from that date (a legal
 * value loaded for a year already partly settled).
 */
export const ZRetroactiveImpactQuery = z.object({
  from: ZContractDate,
  contractId: z.coerce
    .number(contractIdMessage)
    .int(contractIdMessage)
    .min(1, contractIdMessage)
    .max(2_147_483_647, contractIdMessage)
    .optional(),
});
export type TRetroactiveImpactQuery = z.input<typeof ZRetroactiveImpactQuery>;

/** A payroll (NM) period as the clerk names it. */
export const ZRetroactivePeriod = z.object({
  calendarId: z.number().int(),
  year: z.number().int(),
  month: z.number().int().min(1).max(12),
  /** 1 or 2 for a fortnight; null for a monthly period. */
  fortnight: z.number().int().min(1).max(2).nullable(),
  detail: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** "primera quincena de enero de 2026", "marzo de 2026". */
  label: z.string(),
});
export type TRetroactivePeriod = z.infer<typeof ZRetroactivePeriod>;

/** A person whose accumulated results the change reaches, and which of the periods (calendar ids). */
export const ZRetroactivePerson = z.object({
  contractId: z.number().int(),
  documentType: z.string(),
  documentNumber: z.string(),
  name: z.string(),
  calendarIds: z.array(z.number().int()),
});
export type TRetroactivePerson = z.infer<typeof ZRetroactivePerson>;

export const ZRetroactiveImpact = z.object({
  /** The date the change holds from (YYYY-MM-DD). */
  from: z.string(),
  /** Accumulated periods, oldest first, whose current results include a listed person. */
  periods: z.array(ZRetroactivePeriod),
  people: z.array(ZRetroactivePerson),
  /** Payroll periods not yet accumulated, oldest first: where the differences could be paid. */
  openPeriods: z.array(ZRetroactivePeriod),
  /** The Spanish sentence the screens show. */
  summary: z.string(),
});
export type TRetroactiveImpact = z.infer<typeof ZRetroactiveImpact>;
