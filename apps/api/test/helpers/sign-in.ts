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

/** POST /api/access/session/refresh as the web app calls it: the current token and the refresh token. */
export function refreshSession(app: FastifyInstance, token: string, refreshToken: string) {
  return app.inject({
    method: 'POST',
    url: '/api/access/session/refresh',
    headers: { authorization: `Bearer ${token}` },
    payload: { refreshToken },
  });
}
