import type { TUserRole } from '@quincena/contracts';

/**
 * Who is calling, decoded from the token and re-read from the database on every request.
 * Later modules take the company ONLY from here, never from a body, path or query.
 */
export interface RequestAuth {
  userId: number;
  email: string;
  role: TUserRole;
  companyId: number | null;
  companyName: string | null;
  companyLogoKey: string | null;
  enabled: boolean;
  termsAccepted: boolean;
  instanceAdmin: boolean;
  employeeNumberId: string | null;
  /** For a CLIENT: the person its account serves, once fixed (decision 0160). */
  personId: number | null;
  /** The session the token belongs to: sign-out and a password change act on it. */
  sessionId: string;
  tokenIssuedAt: Date;
  tokenExpiresAt: Date;
  /** Set when a company API key calls (decision 0337): the key, not a person, is acting. */
  apiKey: ApiKeyCaller | null;
}

/** The key behind a request: its scopes decide which routes it reaches. */
export interface ApiKeyCaller {
  id: number;
  name: string;
  access: 'READ' | 'READ_WRITE';
  areas: readonly string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

/** The context's fields that do not come from the user row as it is. */
type NotFromUser = 'userId' | 'termsAccepted' | 'sessionId' | 'tokenIssuedAt' | 'tokenExpiresAt' | 'apiKey';

/** The request context from the user as read now and the times of the token presented. */
export function toRequestAuth(
  user: Omit<RequestAuth, NotFromUser> & { id: number; termsAcceptedAt: Date | null },
  token: { issuedAt: Date; expiresAt: Date; sessionId: string },
): RequestAuth {
  return {
    userId: user.id,
    email: user.email,
    role: user.role,
    companyId: user.companyId,
    companyName: user.companyName,
    companyLogoKey: user.companyLogoKey,
    enabled: user.enabled,
    termsAccepted: user.termsAcceptedAt !== null,
    instanceAdmin: user.instanceAdmin,
    employeeNumberId: user.employeeNumberId,
    personId: user.personId,
    sessionId: token.sessionId,
    tokenIssuedAt: token.issuedAt,
    tokenExpiresAt: token.expiresAt,
    apiKey: null,
  };
}
