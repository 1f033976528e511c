import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance } from 'fastify';

/** Does what the ALTCHA widget does: fetch a challenge, solve it, encode the payload. */
export async function solveHumanCheck(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/access/captcha' });
  const challenge = response.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the human check');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
