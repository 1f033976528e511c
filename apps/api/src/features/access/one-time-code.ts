import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

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
