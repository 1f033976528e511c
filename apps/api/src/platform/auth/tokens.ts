import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../clock.ts';

/** Spec 01 §4 and ARCHITECTURE §1: sessions are 60-minute HS256 tokens. */
export const SESSION_MINUTES = 60;
const SESSION_SECONDS = SESSION_MINUTES * 60;

export interface SessionClaims {
  userId: number;
  role: 'ADMIN' | 'CLIENT';
  companyId: number | null;
  /** The session (refresh-token family) the token belongs to; revoking it ends the token (decision 0161). */
  sessionId: string;
  issuedAt: Date;
  expiresAt: Date;
}

export interface TokenService {
  issue(subject: {
    userId: number;
    role: 'ADMIN' | 'CLIENT';
    companyId: number | null;
    sessionId: string;
  }): Promise<{
    token: string;
    issuedAt: Date;
    expiresAt: Date;
  }>;
  /** The claims of a valid token, or null when it is forged, malformed or expired. */
  verify(token: string): Promise<SessionClaims | null>;
}

const ISSUER = 'quincena';
const AUDIENCE = 'quincena-web';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function createTokenService({ secret, clock }: { secret: string; clock: Clock }): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async issue({ userId, role, companyId, sessionId }) {
      // JWT times are whole seconds; the session's times are the token's, not the request's.
      const iat = Math.floor(clock.now().getTime() / 1000);
      const exp = iat + SESSION_SECONDS;
      const token = await new SignJWT({ role, cid: companyId, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        // A unique id: a refresh within the same second still hands out a new token.
        .setJti(randomUUID())
        .sign(key);
      return { token, issuedAt: new Date(iat * 1000), expiresAt: new Date(exp * 1000) };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: clock.now(),
          clockTolerance: 0,
          requiredClaims: ['sub', 'iat', 'exp', 'sid'],
          // Refuses an issue time in the future and a token older than a session can be.
          maxTokenAge: SESSION_SECONDS,
        });
        // Only this server signs, and it never gives a token a longer life than a session: a longer
        // one means the key leaked or the lifetime changed; either way the holder signs in again.
        if ((payload.exp ?? 0) - (payload.iat ?? 0) > SESSION_SECONDS) return null;
        const userId = Number(payload.sub);
        const role = payload.role;
        const cid = payload.cid;
        if (!Number.isSafeInteger(userId) || (role !== 'ADMIN' && role !== 'CLIENT')) return null;
        if (cid !== null && typeof cid !== 'number') return null;
        const sid = payload.sid;
        if (typeof sid !== 'string' || !UUID.test(sid)) return null;
        return {
          userId,
          role,
          companyId: cid,
          sessionId: sid,
          issuedAt: new Date((payload.iat ?? 0) * 1000),
          expiresAt: new Date((payload.exp ?? 0) * 1000),
        };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
