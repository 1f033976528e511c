import { z } from 'zod';
import { requiredText } from '../common/text.ts';
import { chosenCode, ZCodeName } from './common.ts';
import { COST_CENTRE_MESSAGES } from './messages.ts';

export const COST_CENTRE_LIMITS = { code: 20, name: 100 } as const;

/**
 * POST /api/accounting/cost-centres and PUT /api/accounting/cost-centres/:id (spec 03 §2.4, §5, §7.10).
 * The keys are in the spec's check order: expense type, name, code.
 */
export const ZCostCentreRequest = z
  .object({
    expenseType: chosenCode(COST_CENTRE_MESSAGES.expenseTypeEmpty),
    name: requiredText(
      COST_CENTRE_LIMITS.name,
      COST_CENTRE_MESSAGES.nameEmpty,
      `El nombre admite como máximo ${COST_CENTRE_LIMITS.name} caracteres`,
    ),
    code: requiredText(
      COST_CENTRE_LIMITS.code,
      COST_CENTRE_MESSAGES.codeEmpty,
      `El código admite como máximo ${COST_CENTRE_LIMITS.code} caracteres`,
    ).regex(/^[\p{L}\p{N}._-]+$/u, COST_CENTRE_MESSAGES.codeFormat),
    /**
     * Siigo Pyme's own centre (4 digits) and sub-centre (3 digits) for this cost centre: optional, but the
     * Siigo Pyme accounting file is refused while a cost centre it posts to has none. Empty means not mapped.
     */
    siigoCentre: z
      .string()
      .trim()
      .regex(/^(\d{4})?$/, COST_CENTRE_MESSAGES.siigoCentreFormat)
      .optional(),
    siigoSubcentre: z
      .string()
      .trim()
      .regex(/^(\d{3})?$/, COST_CENTRE_MESSAGES.siigoSubcentreFormat)
      .optional(),
  })
  .superRefine((body, context) => {
    // Siigo needs both numbers on every line; one without the other is not a mapping.
    const centre = Boolean(body.siigoCentre);
    const subcentre = Boolean(body.siigoSubcentre);
    if (centre && !subcentre)
      context.addIssue({
        code: 'custom',
        path: ['siigoSubcentre'],
        message: COST_CENTRE_MESSAGES.siigoPairIncomplete,
      });
    if (subcentre && !centre)
      context.addIssue({
        code: 'custom',
        path: ['siigoCentre'],
        message: COST_CENTRE_MESSAGES.siigoPairIncomplete,
      });
  });
export type TCostCentreRequest = z.infer<typeof ZCostCentreRequest>;

/** One row of the Centro de costos table: ID, Nombre, Código, Tipo de gasto, Centro and Subcentro Siigo. */
export const ZCostCentre = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  expenseType: ZCodeName,
  /** Siigo Pyme's centre and sub-centre, or null when the cost centre is not mapped. */
  siigoCentre: z.string().nullable(),
  siigoSubcentre: z.string().nullable(),
});
export type TCostCentre = z.infer<typeof ZCostCentre>;

export const ZCostCentreList = z.array(ZCostCentre);
export type TCostCentreList = z.infer<typeof ZCostCentreList>;
