/** Weights of the DIAN check digit, applied from the rightmost digit (Orden Administrativa DIAN 4 de 1989, art. 4). */
const WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];

/** Dígito de verificación of a NIT (digits only, without the DV). */
export function nitCheckDigit(nit: string): string {
  if (!/^\d{1,15}$/.test(nit)) throw new RangeError(`El NIT ${nit} debe tener solo dígitos.`);
  let sum = 0;
  const digits = nit.split('').reverse();
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (WEIGHTS[i] ?? 0);
  const remainder = sum % 11;
  return String(remainder > 1 ? 11 - remainder : remainder);
}
