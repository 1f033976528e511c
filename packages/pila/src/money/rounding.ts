import Decimal from 'decimal.js';

/** An amount as given by callers: a decimal string, a number or a Decimal. */
export type Amount = Decimal.Value;

/**
 * A rate as an integer number of ten-millionths (0.16 → 1,600,000; ARL class I 0.00522 → 52,200).
 * The PILA writes rates with at most 7 decimals, so every legal rate is exact in this unit, and
 * IBC × rate stays an exact integer: the planilla's arithmetic runs on safe integers, which is what
 * lets 12,000 lines be written in well under half a second.
 */
export type Rate = number;

export const RATE_SCALE = 10_000_000;

/** Parses a rate written as a decimal string ("0.125") into ten-millionths; throws if it is finer. */
export function rate(text: string): Rate {
  const units = new Decimal(text).mul(RATE_SCALE);
  if (!units.isInteger()) throw new RangeError(`La tarifa ${text} tiene más de siete decimales.`);
  return units.toNumber();
}

export function rateToDecimal(value: Rate): Decimal {
  return new Decimal(value).div(RATE_SCALE);
}

const PLAIN_DECIMAL = /^(\d{1,15})(?:\.(\d*))?$/;

/**
 * IBC to the next whole peso (Decreto 780/2016 art. 3.2.1.5 as substituted by Decreto 1990/2016), as a
 * safe integer. Plain decimal strings take a fast exact path; anything else goes through decimal.js.
 */
export function ceilToPeso(value: Amount): number {
  if (typeof value === 'string') {
    const match = PLAIN_DECIMAL.exec(value);
    if (match) {
      const whole = Number(match[1]);
      return match[2] && /[1-9]/.test(match[2]) ? whole + 1 : whole;
    }
  }
  const pesos = new Decimal(value).ceil().toNumber();
  if (!Number.isSafeInteger(pesos)) throw new RangeError(`El valor ${String(value)} no es un monto válido.`);
  return pesos;
}

/** Rounds a whole amount of pesos up to the next multiple of 100 (Decreto 1990/2016). */
export function ceilToHundred(pesos: number): number {
  return Math.ceil(pesos / 100) * 100;
}

const HUNDRED_PESOS_IN_UNITS = 100 * RATE_SCALE;

/**
 * Contribution of one subsystem: IBC in whole pesos times the rate, up to the next multiple of 100
 * (Decreto 780/2016 art. 3.2.1.5, Decreto 1990/2016). Exact integer arithmetic.
 */
export function contribution(ibc: number, rateUnits: Rate): number {
  if (ibc === 0 || rateUnits === 0) return 0;
  const product = ibc * rateUnits;
  if (!Number.isSafeInteger(product)) {
    const big = BigInt(ibc) * BigInt(rateUnits);
    const unit = BigInt(HUNDRED_PESOS_IN_UNITS);
    return Number((big + unit - 1n) / unit) * 100;
  }
  let hundreds = Math.floor(product / HUNDRED_PESOS_IN_UNITS);
  while (hundreds * HUNDRED_PESOS_IN_UNITS > product) hundreds--;
  while (hundreds * HUNDRED_PESOS_IN_UNITS < product) hundreds++;
  return hundreds * 100;
}
