/**
 * The deduction the carrying run writes for the withholding on a retroactive payment (decision
 * 0340: computed in the month it is paid). It has no origin period, yet it belongs to the
 * "Retroactivo" group of the review and the payslip.
 */
export const RETROACTIVE_WITHHOLDING_CODE = 'WITHHOLDING_RETRO';
