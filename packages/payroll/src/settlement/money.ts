import Decimal from 'decimal.js';
import { D } from '../parameters/decimal.ts';

/**
 * Rounding rules of the engine, each used only where a rule calls for it.
 * - Payable amounts: to the peso, half up (there is no fractional peso in circulation; DIAN accepts
 *   integers; decision docs/decisions/0031-rounding.md).
 * - PILA IBC: up to the next peso; PILA contributions: up to the next multiple of 100
 *   (Decreto 780/2016 art. 3.2.1.5 as substituted by Decreto 1990/2016; PILA reference §4.1).
 */
export function toPeso(value: Decimal): Decimal {
  return value.toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
}

/**
 * Up to the next peso. Values are first cleaned to 6 decimals so that the last digit of a non-terminating
 * division (salary ÷ 30 × 30) never pushes an exact amount to the next peso.
 */
export function ceilPeso(value: Decimal): Decimal {
  return value.toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toDecimalPlaces(0, Decimal.ROUND_CEIL);
}

const HUNDRED = new D(100);

export function ceilHundred(value: Decimal): Decimal {
  return value
    .toDecimalPlaces(6, Decimal.ROUND_HALF_UP)
    .div(HUNDRED)
    .toDecimalPlaces(0, Decimal.ROUND_CEIL)
    .mul(HUNDRED);
}

export function dec(value: Decimal.Value): Decimal {
  return new D(value);
}

export function sum(values: readonly Decimal[]): Decimal {
  let total: Decimal = new D(0);
  for (const v of values) total = total.plus(v);
  return total;
}

export function minD(a: Decimal, b: Decimal): Decimal {
  return a.lessThan(b) ? a : b;
}

export function maxD(a: Decimal, b: Decimal): Decimal {
  return a.greaterThan(b) ? a : b;
}

/** Output form of an amount: plain decimal string without exponent. */
export function str(value: Decimal): string {
  return value.toFixed();
}

const ZERO_VALUE = new D(0);

/** A decimal from optional text: absent or "0" gives the shared zero without parsing. */
export function amount(text: string | undefined): Decimal {
  return text === undefined || text === '0' ? ZERO_VALUE : new D(text);
}
