import type { TRefreshResponse, TSessionResponse } from '@quincena/contracts';
import type { RequestAuth } from '../../platform/auth/request-context.ts';
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

/** A fresh 60-minute token for the signed-in caller (spec 03 §2.22 "extend the session"). */
export async function refreshSession(
  deps: Pick<AccessDeps, 'tokens'>,
  auth: RequestAuth,
): Promise<TRefreshResponse> {
  const { token, expiresAt } = await deps.tokens.issue({
    userId: auth.userId,
    role: auth.role,
    companyId: auth.companyId,
  });
  return { token, expiresAt: expiresAt.toISOString() };
}
