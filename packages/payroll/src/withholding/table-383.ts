import Decimal from 'decimal.js';
import type { ResolvedWithholdingBracket } from '../parameters/index.ts';

const ZERO = new Decimal(0);

/**
 * Tax in UVT for a monthly taxable base in UVT, art. 383 E.T. (Ley 2010/2019 art. 42): find the bracket
 * whose range (from, to] holds the base and apply (base − from) × marginal rate + accumulated tax.
 * The value is exact; rounding happens once, on the amount in pesos.
 */
export function taxInUvt(baseUvt: Decimal, table: readonly ResolvedWithholdingBracket[]): Decimal {
  for (const bracket of table) {
    if (bracket.toUvt === null || baseUvt.lte(bracket.toUvt)) {
      if (bracket.rate.isZero() || baseUvt.lte(bracket.fromUvt)) return bracket.baseTaxUvt;
      return baseUvt.minus(bracket.fromUvt).times(bracket.rate).plus(bracket.baseTaxUvt);
    }
  }
  return ZERO;
}

/**
 * The same art. 383 E.T. tax computed in pesos: bounds and accumulated tax are converted with the UVT, so the
 * result is exact for a base in pesos (no division by the UVT).
 */
export function taxInPesos(
  base: Decimal,
  uvt: Decimal,
  table: readonly ResolvedWithholdingBracket[],
): Decimal {
  for (const bracket of table) {
    if (bracket.toUvt === null || base.lte(bracket.toUvt.times(uvt))) {
      const from = bracket.fromUvt.times(uvt);
      const accumulated = bracket.baseTaxUvt.times(uvt);
      if (bracket.rate.isZero() || base.lte(from)) return accumulated;
      return base.minus(from).times(bracket.rate).plus(accumulated);
    }
  }
  return ZERO;
}
