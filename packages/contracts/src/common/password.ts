import { z } from 'zod';

/**
 * Password strength as the screens define it (spec 01 §5, spec 03 §5):
 * strong = at least 8 characters with a special character, an uppercase letter and a digit;
 * medium = at least 6 characters with any two of those three kinds; weak otherwise.
 * The hint lists * . ! $ _ as examples; any character that is not a letter, a digit or a space
 * counts as special (decision 0013), so "Clave#2024" is not called weak.
 */
export type TPasswordStrength = 'WEAK' | 'MEDIUM' | 'STRONG';

export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_STRONG_MIN_LENGTH = 8;
export const PASSWORD_MEDIUM_MIN_LENGTH = 6;

/** The strength labels the screens show. */
export const PASSWORD_STRENGTH_LABELS: Record<TPasswordStrength, string> = {
  WEAK: 'Débil',
  MEDIUM: 'Media',
  STRONG: 'Fuerte',
};

const UPPERCASE = /\p{Lu}/u;
const DIGIT = /\p{Nd}/u;
const SPECIAL = /[^\p{L}\p{N}\s]/u;

export function passwordStrength(password: string): TPasswordStrength {
  const kinds = [UPPERCASE, DIGIT, SPECIAL].filter((kind) => kind.test(password)).length;
  if (password.length >= PASSWORD_STRONG_MIN_LENGTH && kinds === 3) return 'STRONG';
  if (password.length >= PASSWORD_MEDIUM_MIN_LENGTH && kinds >= 2) return 'MEDIUM';
  return 'WEAK';
}

export const PASSWORD_MESSAGES = {
  empty: 'Agregar contraseña',
  tooLong: `La contraseña admite como máximo ${PASSWORD_MAX_LENGTH} caracteres`,
  weak:
    'La contraseña es débil: usa al menos 6 caracteres con dos de estos tipos: una mayúscula, un número, ' +
    'un carácter especial (* . ! $ _). Recomendado: 8 caracteres con los tres.',
  mismatch: 'Las contraseñas no coinciden',
} as const;

/**
 * A password as typed: never trimmed (spaces are part of a secret), but bounded so a request
 * cannot make the server hash megabytes.
 */
export function passwordField(emptyMessage: string = PASSWORD_MESSAGES.empty) {
  return z.string(emptyMessage).min(1, emptyMessage).max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong);
}

/** A new password: the registration rule, medium or strong (spec 01 §5). */
export function newPasswordField(emptyMessage: string = PASSWORD_MESSAGES.empty) {
  return passwordField(emptyMessage).refine((value) => passwordStrength(value) !== 'WEAK', {
    message: PASSWORD_MESSAGES.weak,
  });
}
