import {
  EMAIL_MESSAGES,
  EMAIL_PATTERN,
  ERROR_CODES,
  LOGIN_LOCK_MINUTES,
  LOGIN_MESSAGES,
  PASSWORD_MESSAGES,
} from '@quincena/contracts';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_LOCKED_CODE,
  LOGIN_EMAIL_PATTERN,
  LOGIN_LOCK_MS,
  LOGIN_TEXTS,
  validateLoginEmail,
  validateLoginPassword,
} from './login-rules.ts';

describe('login rules stay the contracts’ values', () => {
  it('uses the same texts, pattern, code and lock length', () => {
    expect(LOGIN_TEXTS.emailEmpty).toBe(EMAIL_MESSAGES.empty);
    expect(LOGIN_TEXTS.emailFormat).toBe(EMAIL_MESSAGES.format);
    expect(LOGIN_TEXTS.passwordEmpty).toBe(PASSWORD_MESSAGES.empty);
    expect(LOGIN_TEXTS.failed).toBe(LOGIN_MESSAGES.failed);
    expect(LOGIN_EMAIL_PATTERN.source).toBe(EMAIL_PATTERN.source);
    expect(ACCOUNT_LOCKED_CODE).toBe(ERROR_CODES.accountLocked);
    expect(LOGIN_LOCK_MS).toBe(LOGIN_LOCK_MINUTES * 60_000);
    expect(LOGIN_LOCK_MS).toBe(300_000);
  });
});

describe('validateLoginEmail and validateLoginPassword (spec 01 §5)', () => {
  it.each([
    ['', 'Agregar correo'],
    ['   ', 'Agregar correo'],
    ['ana', 'Error en formato de correo'],
    ['ana@empresa', 'Error en formato de correo'],
    ['ana @empresa.co', 'Error en formato de correo'],
    ['ana@empresa.co', true],
    [' ana@empresa.com.co ', true],
  ])('answers %j with %j', (value, expected) => {
    expect(validateLoginEmail(value)).toBe(expected);
  });

  it('asks for the password when it is empty', () => {
    expect(validateLoginPassword('')).toBe('Agregar contraseña');
    expect(validateLoginPassword(' ')).toBe(true);
  });
});
