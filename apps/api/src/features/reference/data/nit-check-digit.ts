/**
 * Check digit (dígito de verificación, DV) of a Colombian NIT by the DIAN modulo-11 algorithm: the digits,
 * read from the right, are weighted 3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71; the DV is the
 * remainder of the sum divided by 11 when it is 0 or 1, and 11 minus that remainder otherwise.
 * Source: DIAN, Orden Administrativa 4 de 1989 (cálculo del dígito de verificación), as applied on every RUT.
 */
const WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71] as const;

const NIT_BODY = /^\d{1,15}$/;

export function nitCheckDigit(nit: string): number {
  const digits = nit.trim();
  if (!NIT_BODY.test(digits)) {
    throw new RangeError(`NIT inválido: "${nit}" (solo dígitos, máximo 15, sin dígito de verificación)`);
  }
  let sum = 0;
  for (let position = 0; position < digits.length; position += 1) {
    const digit = Number(digits[digits.length - 1 - position]);
    sum += digit * WEIGHTS[position]!;
  }
  const remainder = sum % 11;
  return remainder <= 1 ? remainder : 11 - remainder;
}

/** True when `checkDigit` is the DIAN check digit of `nit`; false for any malformed input. */
export function isValidNitCheckDigit(nit: string, checkDigit: string | number): boolean {
  const expected = String(checkDigit).trim();
  if (!/^\d$/.test(expected) || !NIT_BODY.test(nit.trim())) return false;
  return nitCheckDigit(nit) === Number(expected);
}
