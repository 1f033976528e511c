import Decimal from 'decimal.js';

/**
 * Rounds a payable amount to the whole peso, half up.
 *
 * No norm fixes how prestaciones sociales are rounded; the peso has no fractional coin in circulation,
 * so payable amounts are rounded once, at the end of each rule, and every intermediate value stays exact
 * (decision docs/decisions/0040-benefits-rounding-and-360-day-year.md).
 */
export function roundToPeso(value: Decimal): Decimal {
  return value.toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
}
