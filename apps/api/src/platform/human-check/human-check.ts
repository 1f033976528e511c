import { ERROR_CODES, type THumanCheckChallenge } from '@quincena/contracts';
import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { verify } from 'altcha-lib/frameworks/shared';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../clock.ts';
import { AppError } from '../errors/app-error.ts';
import { redeemChallenge } from './human-check.repository.ts';

/** A challenge stays solvable while a person fills in the form. */
const CHALLENGE_MINUTES = 20;

export interface HumanCheck {
  /** A signed proof-of-work challenge for the ALTCHA widget. */
  challenge(): Promise<THumanCheckChallenge>;
  /** Throws 400 HUMAN_CHECK_FAILED unless the payload solves one of our challenges, once. */
  assertSolved(payload: string): Promise<void>;
}

/**
 * ALTCHA proof of work (ARCHITECTURE §1: self-hosted, no third party). Deterministic mode:
 * the server picks the counter the solver must find, up to ALTCHA_MAX_NUMBER, and signs both
 * the challenge and the derived key so verification is one hash.
 */
export function createHumanCheck({
  db,
  clock,
  hmacKey,
  maxNumber,
}: {
  db: Database;
  clock: Clock;
  hmacKey: string;
  maxNumber: number;
}): HumanCheck {
  const keySecret = `${hmacKey}:derived-key`;
  const store = {
    get: () => false,
    set: () => undefined,
    setIfAbsent: (challengeId: string) => redeemChallenge(db, challengeId, clock.now()),
  };
  return {
    async challenge() {
      const challenge = await createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(maxNumber),
        deriveKey,
        // altcha-lib checks expiry against the real time, so the expiry is set from it too.
        expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: keySecret,
      });
      return { parameters: challenge.parameters, signature: challenge.signature };
    },
    async assertSolved(payload) {
      const result = await verify(payload, deriveKey, hmacKey, keySecret, store);
      if (result.error) {
        throw new AppError(
          400,
          ERROR_CODES.humanCheckFailed,
          'La verificación humana no es válida o ya venció',
          {
            altcha: 'Completa de nuevo la verificación humana',
          },
        );
      }
    },
  };
}
