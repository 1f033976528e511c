import { z } from 'zod';
import { chosenCode, ZCodeName } from './common.ts';
import { COST_CENTRE_MESSAGES } from './messages.ts';

export const COST_CENTRE_LIMITS = { code: 20, name: 100 } as const;

/**
 * POST /api/accounting/cost-centres and PUT /api/accounting/cost-centres/:id (spec 03 §2.4, §5, §7.10).
 * The keys are in the spec's check order: expense type, name, code.
 */
export const ZCostCentreRequest = z.object({
  expenseType: chosenCode(COST_CENTRE_MESSAGES.expenseTypeEmpty),
  name: z
    .string(COST_CENTRE_MESSAGES.nameEmpty)
    .trim()
    .min(1, COST_CENTRE_MESSAGES.nameEmpty)
    .max(COST_CENTRE_LIMITS.name, `El nombre admite como máximo ${COST_CENTRE_LIMITS.name} caracteres`),
  code: z
    .string(COST_CENTRE_MESSAGES.codeEmpty)
    .trim()
    .min(1, COST_CENTRE_MESSAGES.codeEmpty)
    .max(COST_CENTRE_LIMITS.code, `El código admite como máximo ${COST_CENTRE_LIMITS.code} caracteres`)
    .regex(/^[\p{L}\p{N}._-]+$/u, COST_CENTRE_MESSAGES.codeFormat),
});
export type TCostCentreRequest = z.infer<typeof ZCostCentreRequest>;

/** One row of the Centro de costos table: ID, Nombre, Código, Tipo de gasto. */
export const ZCostCentre = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  expenseType: ZCodeName,
});
export type TCostCentre = z.infer<typeof ZCostCentre>;

export const ZCostCentreList = z.array(ZCostCentre);
export type TCostCentreList = z.infer<typeof ZCostCentreList>;
