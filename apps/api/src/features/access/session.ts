import {
  ERROR_CODES,
  type TRefreshRequest,
  type TRefreshResponse,
  type TSessionResponse,
} from '@quincena/contracts';
import type { RequestAuth } from '../../platform/auth/request-context.ts';
import { revokeSession, rotateSession, sessionOfRefreshToken } from '../../platform/auth/sessions.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { AccessDeps } from './access.deps.ts';

/** The session answer (spec 01 §3 user-type response), from the re-read request context. */
export function sessionOf(auth: RequestAuth): TSessionResponse {
  return {
    userId: auth.userId,
    userName: auth.email,
    email: auth.email,
    role: auth.role,
    enabled: auth.role === 'CLIENT' ? true : auth.enabled,
    instanceAdmin: auth.instanceAdmin,
    termsAccepted: auth.termsAccepted,
    company:
      auth.companyId === null
        ? null
        : {
            id: auth.companyId,
            name: auth.companyName ?? '',
            logoUrl: auth.companyLogoKey ? '/api/company/logo' : null,
          },
    employeeNumberId: auth.employeeNumberId,
    tokenIssuedAt: auth.tokenIssuedAt.toISOString(),
    tokenExpiresAt: auth.tokenExpiresAt.toISOString(),
  };
}

/**
 * A fresh 60-minute token for the signed-in caller (spec 03 §2.22 "extend the session"), for the
 * session's current refresh token, which is exchanged for the next one (decision 0161).
 */
export async function refreshSession(
  deps: Pick<AccessDeps, 'db' | 'clock' | 'tokens' | 'log'>,
  auth: RequestAuth,
  request: TRefreshRequest,
): Promise<TRefreshResponse> {
  const refused = () =>
    new AppError(401, ERROR_CODES.unauthenticated, 'La sesión terminó. Inicia sesión de nuevo.');
  // A refresh token of another session is not this caller's to exchange.
  if ((await sessionOfRefreshToken(deps.db, request.refreshToken)) !== auth.sessionId) throw refused();
  const result = await rotateSession(deps.db, deps.clock, deps.tokens, request.refreshToken);
  if (!result.ok) {
    if (result.reason === 'REUSED') {
      deps.log.warn({ userId: auth.userId }, 'refresh token reused: session ended');
    }
    throw refused();
  }
  const { token, expiresAt, refreshToken } = result.session;
  return { token, expiresAt: expiresAt.toISOString(), refreshToken };
}

/** Sign-out (spec 01 §4): the session ends on the server, its tokens stop working at once. */
export async function signOut(deps: Pick<AccessDeps, 'db' | 'clock'>, auth: RequestAuth): Promise<void> {
  await revokeSession(deps.db, auth.sessionId, 'SIGN_OUT', deps.clock.now());
}
