import { z } from 'zod';

/**
 * The review before closing (prenómina) flags a person whose net pay changed by more than this
 * percentage against the previous period (issue 27). Stored in payroll_configs.review_change_threshold;
 * saved apart from the selects of the screen because it is a number, not an engine setting.
 */
export const REVIEW_THRESHOLD_LABEL = 'Umbral de cambio para revisar la prenómina (%)';
export const REVIEW_THRESHOLD_HELP =
  'La prenómina marca a quien cambie su neto a pagar, frente al período anterior, en más de este porcentaje.';
export const REVIEW_THRESHOLD_DEFAULT = 20;
export const REVIEW_THRESHOLD_MESSAGES = {
  invalid: 'Escriba un porcentaje entre 0,01 y 999,99.',
  updated: 'Umbral de revisión de la prenómina actualizado exitosamente',
} as const;

/** GET/PUT /api/payroll-config/review-threshold. */
export const ZReviewThreshold = z.object({
  reviewChangeThreshold: z
    .number(REVIEW_THRESHOLD_MESSAGES.invalid)
    .min(0.01, REVIEW_THRESHOLD_MESSAGES.invalid)
    .max(999.99, REVIEW_THRESHOLD_MESSAGES.invalid)
    .multipleOf(0.01, REVIEW_THRESHOLD_MESSAGES.invalid),
});
export type TReviewThreshold = z.infer<typeof ZReviewThreshold>;
export const ZReviewThresholdUpdated = ZReviewThreshold.extend({ message: z.string() });

export const REVIEW_THRESHOLD_ENDPOINT = '/api/payroll-config/review-threshold';
