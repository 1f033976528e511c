import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the OWASP Password Storage Cheat Sheet's first recommended setting
 * (m = 19 MiB, t = 2, p = 1). The parameters travel inside the PHC string, so raising them
 * later only affects new hashes. Argon2id is the library's default algorithm (its `Algorithm`
 * enum is a const enum, which isolated modules cannot read); the PHC prefix `$argon2id$` in the
 * tests proves it.
 */
const ARGON2ID = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a random password, verified against when the e-mail is unknown so that a sign-in
 * for an unknown address takes as long as one for a known address.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}`);
  return decoyHash;
}
