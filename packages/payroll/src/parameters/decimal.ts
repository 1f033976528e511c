import Decimal from 'decimal.js';

/**
 * The engine's decimal constructor: 40 significant digits so intermediate products of pesos and
 * fractional rates stay exact; ROUND_HALF_UP is only the default for explicit `toDecimalPlaces` calls.
 */
export const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type D = Decimal;

/** Parses "0.25" or an exact ratio "2/3". */
export function parseDecimal(text: string): Decimal {
  const slash = text.indexOf('/');
  if (slash < 0) return new D(text);
  return new D(text.slice(0, slash)).div(text.slice(slash + 1));
}

export const ZERO: Decimal = new D(0);
