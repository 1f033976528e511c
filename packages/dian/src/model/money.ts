import Decimal from 'decimal.js';

/** Any amount the model accepts: a decimal string, a number or a Decimal (decimal.js). */
export type Amount = Decimal.Value;

/** Amounts in the XML carry exactly two decimals and a dot (Anexo Técnico v1.0, Tabla 3, type N). */
export function toDecimal(value: Amount): Decimal {
  return new Decimal(value);
}

/**
 * Writes an amount with exactly two decimals. The model must already hold whole centavos: the
 * engine rounds each concept where the law says, so a third decimal here is a bug we refuse
 * instead of hiding it with another rounding.
 */
export function formatAmount(value: Amount): string {
  const d = toDecimal(value);
  if (d.decimalPlaces() > 2) {
    throw new RangeError(`El valor ${d.toString()} tiene más de dos decimales.`);
  }
  return d.toFixed(2);
}

/**
 * The CUNE uses the totals "con decimales truncados a dos (2) dígitos" (Anexo p.245 §8.1). Our
 * totals never have a third decimal, so truncating equals the XML value; we still truncate so the
 * hash follows the Anexo literally.
 */
export function formatAmountForCune(value: Amount): string {
  return toDecimal(value).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);
}

/** Percentages such as 4.00 or 25.00 are written with two decimals too (Anexo p.26, Tam 4-6). */
export function formatPercentage(value: Amount): string {
  return formatAmount(value);
}

export function sumAmounts(values: readonly (Amount | undefined)[]): Decimal {
  let total = new Decimal(0);
  for (const value of values) {
    if (value !== undefined) total = total.plus(value);
  }
  return total;
}
