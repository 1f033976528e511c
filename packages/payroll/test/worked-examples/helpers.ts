import Decimal from 'decimal.js';

/** Decimal from a number or a decimal string. */
export const d = (value: Decimal.Value): Decimal => new Decimal(value);

/** Plain string of a decimal for exact comparisons ("731000", "70036.2"). */
export const s = (value: Decimal): string => value.toString();
