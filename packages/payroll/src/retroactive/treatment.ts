import type { SettlementLine } from '../model/output.ts';
import type { RetroactiveTreatment } from './types.ts';

/**
 * Withholding is never carried from the original period: labour withholding is practised when the payment
 * is made (arts. 383, 385, 386 E.T.; Ley 6/1992 art. 140 removed "abonos en cuenta"), so the carrying
 * period computes it on the retroactive payment (DIAN Concepto 38818/1998; decision 0340).
 */
export const PAYMENT_TIME_CODES = new Set(['WITHHOLDING', 'WITHHOLDING_PRIMA', 'WITHHOLDING_INDEMNITY']);

/** Social-security contributions: consequences of the period's corrected IBC. */
export const CONSEQUENCE_CODES = new Set([
  'HEALTH_EE',
  'PENSION_EE',
  'FSP_SOLIDARITY',
  'FSP_SUBSISTENCE',
  'HEALTH_ER',
  'PENSION_ER',
  'ARL_ER',
  'CCF_ER',
  'SENA_ER',
  'ICBF_ER',
  'FSP_ROUNDING_ER',
]);

/** The treatment of a line's difference, or undefined when it is settled in the paying period instead. */
export function treatmentOf(line: Pick<SettlementLine, 'code' | 'kind'>): RetroactiveTreatment | undefined {
  if (PAYMENT_TIME_CODES.has(line.code)) return undefined;
  if (CONSEQUENCE_CODES.has(line.code) || line.kind === 'employer_contribution') return 'consequence';
  return 'carried';
}
