import { z } from 'zod';

/** RFC 5321 caps a forward path at 256 octets including the angle brackets. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * A "standard address pattern" (spec 01 §5): one @, no spaces, a dotted domain whose last
 * label has at least two letters. Deliberately simpler than RFC 5322, like the screens it serves.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;

export const EMAIL_MESSAGES = {
  empty: 'Agregar correo',
  format: 'Error en formato de correo',
  tooLong: `El correo admite como máximo ${EMAIL_MAX_LENGTH} caracteres`,
  /** Registration wording (spec 01 §5: "Correo inválido. Ej. {email}"). */
  registrationFormat: 'Correo inválido. Ej. nombre@empresa.com',
} as const;

/** An e-mail address: trimmed, bounded, pattern-checked, compared case-insensitively (lower-cased). */
export function emailField(formatMessage: string = EMAIL_MESSAGES.format) {
  return z
    .string(EMAIL_MESSAGES.empty)
    .trim()
    .min(1, EMAIL_MESSAGES.empty)
    .max(EMAIL_MAX_LENGTH, EMAIL_MESSAGES.tooLong)
    .regex(EMAIL_PATTERN, formatMessage)
    .toLowerCase();
}

export const ZEmail = emailField();
export type TEmail = z.infer<typeof ZEmail>;
