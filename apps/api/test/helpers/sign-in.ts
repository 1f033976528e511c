import type { FastifyInstance } from 'fastify';
import { solveHumanCheck } from './human-check.ts';

/**
 * Signs in through the API as the screen does (human check included) and returns the bearer
 * headers: the token is whatever the login route issues today, whatever its claims become.
 */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<{ authorization: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/access/login',
    payload: { email, password, altcha: await solveHumanCheck(app) },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return { authorization: `Bearer ${response.json().token}` };
}
