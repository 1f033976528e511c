/**
 * Check digit (dígito de verificación, DV) of a Colombian NIT by the DIAN modulo-11 algorithm: the digits,
 * read from the right, are weighted 3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71; the DV is the
 * remainder of the sum divided by 11 when it is 0 or 1, and 11 minus that remainder otherwise.
 * Source: DIAN, Orden Administrativa 4 de 1989 (cálculo del dígito de verificación), as applied on every RUT.
 * Shared by the browser (computed live on the company form) and the server (checked on save).
 */
const WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71] as const;

const NIT_BODY = /^\d{1,15}$/;

/** The check digit of `nit` (digits only, without the DV), or null when `nit` is not 1 to 15 digits. */
export function computeNitCheckDigit(nit: string): number | null {
  const digits = nit.trim();
  if (!NIT_BODY.test(digits)) return null;
  let sum = 0;
  for (let position = 0; position < digits.length; position += 1) {
    sum += Number(digits[digits.length - 1 - position]) * (WEIGHTS[position] ?? 0);
  }
  const remainder = sum % 11;
  return remainder <= 1 ? remainder : 11 - remainder;
}

/** True when `checkDigit` is the DIAN check digit of `nit`; false for any malformed input. */
export function isNitCheckDigitValid(nit: string, checkDigit: string | number): boolean {
  const given = String(checkDigit).trim();
  if (!/^\d$/.test(given)) return false;
  const expected = computeNitCheckDigit(nit);
  return expected !== null && expected === Number(given);
}
