import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { MailMessage } from '../../platform/mail/mailer.ts';

/** Unambiguous characters (no 0/O, 1/I/L) for tokens people copy from an e-mail. */
const TOKEN_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const RECOVERY_TOKEN_LENGTH = 8;

/** A wrong guess burns the code after this many tries, so a short code cannot be brute-forced. */
export const MAX_CODE_ATTEMPTS = 5;

/** 8 characters from 31 symbols: about 8.5 × 10^11 possibilities, from the CSPRNG. */
export function newRecoveryToken(): string {
  let token = '';
  for (let i = 0; i < RECOVERY_TOKEN_LENGTH; i++) token += TOKEN_ALPHABET[randomInt(TOKEN_ALPHABET.length)];
  return token;
}

/** Six digits (spec 03 §2.21: a numeric code), uniformly from the CSPRNG. */
export function newVerificationCode(): string {
  return String(randomInt(1_000_000)).padStart(6, '0');
}

/** Tokens are compared without regard to case or spaces people add when copying. */
export function normalizeCode(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}

/** Only the SHA-256 of a code is stored; the code itself exists only in the e-mail. */
export function hashCode(code: string): string {
  return createHash('sha256').update(normalizeCode(code)).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** When a code made at `now` stops working. */
export function expiryOf(now: Date, minutes: number): Date {
  return new Date(now.getTime() + minutes * 60_000);
}

/**
 * The e-mail that carries a one-time code: greeting, the code, how long it lasts and where to type
 * it, then the e-mail's own closing lines. The code is kept out of the outbox (`secrets`) and named
 * in the log hint for a laptop without SMTP.
 */
export function oneTimeCodeMail(mail: {
  to: string;
  subject: string;
  /** "Tu código de verificación es". */
  label: string;
  code: string;
  minutes: number;
  /** Where and what for ("Escríbelo en …/Verification para activar tu cuenta."). */
  where: string;
  closing?: readonly string[];
  /** The code's name in the log hint ("código", "token"). */
  hintName: string;
}): MailMessage {
  return {
    to: mail.to,
    subject: mail.subject,
    text: [
      'Hola,',
      '',
      `${mail.label}: ${mail.code}`,
      '',
      `Vence en ${mail.minutes} minutos y sirve una sola vez.`,
      mail.where,
      ...(mail.closing ?? []),
    ].join('\n'),
    logHint: `${mail.hintName} ${mail.code}`,
    secrets: [mail.code],
  };
}
