import type { CheckResult } from '../../components/crud-page/checked-form.ts';

/**
 * The sign-in screen's texts and rules. They are the contracts' own values (EMAIL_MESSAGES,
 * PASSWORD_MESSAGES, LOGIN_MESSAGES, ERROR_CODES, LOGIN_LOCK_MINUTES), copied here so the first page
 * a visitor loads does not carry the schema library; login-rules.test.ts fails if any drifts.
 */
export const LOGIN_TEXTS = {
  emailEmpty: 'Agregar correo',
  emailFormat: 'Error en formato de correo',
  passwordEmpty: 'Agregar contraseña',
  failed: 'No se pudo iniciar sesión',
} as const;

/** Spec 01 §9: 3 failures lock sign-in for 5 minutes (300000 ms). */
export const LOGIN_LOCK_MS = 5 * 60 * 1000;
export const ACCOUNT_LOCKED_CODE = 'ACCOUNT_LOCKED';

/** The contracts' "standard address pattern" (spec 01 §5). */
export const LOGIN_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;

/** Validation of the e-mail field, in the spec's order: empty, then format. */
export function validateLoginEmail(value: string): true | string {
  const email = value.trim();
  if (!email) return LOGIN_TEXTS.emailEmpty;
  return LOGIN_EMAIL_PATTERN.test(email) ? true : LOGIN_TEXTS.emailFormat;
}

export function validateLoginPassword(value: string): true | string {
  return value ? true : LOGIN_TEXTS.passwordEmpty;
}

export interface LoginFormValues {
  email: string;
  password: string;
}

/** Both fields are checked at once and each shows its own message (spec 01 §5). */
export function checkLoginForm(values: LoginFormValues): CheckResult<LoginFormValues, LoginFormValues> {
  const email = validateLoginEmail(values.email);
  const password = validateLoginPassword(values.password);
  const fields: Partial<Record<keyof LoginFormValues, string>> = {};
  if (email !== true) fields.email = email;
  if (password !== true) fields.password = password;
  if (email !== true) return { ok: false, field: 'email', message: email, fields };
  if (password !== true) return { ok: false, field: 'password', message: password, fields };
  return { ok: true, body: values };
}
