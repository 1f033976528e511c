import Decimal from 'decimal.js';
import type { WithholdingRounding } from '../model/index.ts';

const THOUSAND = new Decimal(1000);

/**
 * Rounds a withholding amount per the company setting `withholdingRounding` (law reference §0 item 4, §6.7).
 * `thousand`: nearest multiple of 1.000, halves up — the rule for values in tax returns (E.T. arts. 577 and
 * 868) that withholding agents also apply per worker (Actualícese worked example: 665.608 → 666.000);
 * `peso`: nearest peso, for operators who report the exact amount. Negative results are never produced.
 */
export function roundWithholding(value: Decimal, mode: WithholdingRounding): Decimal {
  if (value.lte(0)) return new Decimal(0);
  if (mode === 'peso') return value.toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
  return value.div(THOUSAND).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).times(THOUSAND);
}
