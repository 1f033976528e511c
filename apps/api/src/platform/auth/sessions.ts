import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { authSessions, refreshTokens, users } from '../../db/schema/index.ts';
import type { Clock } from '../clock.ts';
import type { TokenService } from './tokens.ts';

/**
 * Sessions that can be ended (decision 0161). A sign-in opens a session (a refresh-token family);
 * its access tokens carry the session id and its refresh tokens are single use: each refresh
 * hands out the next one, and presenting an already exchanged one ends the whole family.
 */
export type RevokeReason = 'SIGN_OUT' | 'REUSED' | 'PASSWORD' | 'DEACTIVATED';

export interface IssuedSession {
  token: string;
  issuedAt: Date;
  expiresAt: Date;
  refreshToken: string;
  sessionId: string;
}

interface Subject {
  userId: number;
  role: 'ADMIN' | 'CLIENT';
  companyId: number | null;
}

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** 32 random bytes, URL-safe: the refresh token is a bearer secret, only its hash is stored. */
const newRefreshToken = () => randomBytes(32).toString('base64url');

async function issueInSession(
  db: Database,
  tokens: TokenService,
  subject: Subject,
  sessionId: string,
): Promise<IssuedSession> {
  const issued = await tokens.issue({ ...subject, sessionId });
  const refreshToken = newRefreshToken();
  // The refresh token lives as long as the access token it came with: the spec's 60-minute
  // session is extended only while it is alive (spec 03 §2.22), now with a revocable token.
  await db.insert(refreshTokens).values({
    tokenHash: hashOf(refreshToken),
    sessionId,
    issuedAt: issued.issuedAt,
    expiresAt: issued.expiresAt,
  });
  return { ...issued, refreshToken, sessionId };
}

/** Opens a session at sign-in. */
export async function openSession(
  db: Database,
  clock: Clock,
  tokens: TokenService,
  subject: Subject,
): Promise<IssuedSession> {
  const sessionId = randomUUID();
  await db.insert(authSessions).values({ id: sessionId, userId: subject.userId, createdAt: clock.now() });
  return issueInSession(db, tokens, subject, sessionId);
}

export type RotateResult =
  | { ok: true; session: IssuedSession }
  | { ok: false; reason: 'UNKNOWN' | 'EXPIRED' | 'REVOKED' | 'REUSED' | 'USER' };

/**
 * Exchanges a refresh token for a new access token and the next refresh token. A token already
 * exchanged (reuse: it was copied) ends its whole session; so does losing a race for the same token.
 */
export async function rotateSession(
  db: Database,
  clock: Clock,
  tokens: TokenService,
  refreshToken: string,
): Promise<RotateResult> {
  const now = clock.now();
  const tokenHash = hashOf(refreshToken);
  const [row] = await db
    .select({
      sessionId: refreshTokens.sessionId,
      expiresAt: refreshTokens.expiresAt,
      rotatedAt: refreshTokens.rotatedAt,
      revokedAt: authSessions.revokedAt,
      userId: users.id,
      role: users.role,
      companyId: users.companyId,
      status: users.status,
      sessionsValidFrom: users.sessionsValidFrom,
      sessionCreatedAt: authSessions.createdAt,
    })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(eq(refreshTokens.tokenHash, tokenHash));
  if (!row) return { ok: false, reason: 'UNKNOWN' };
  if (row.revokedAt) return { ok: false, reason: 'REVOKED' };
  if (row.rotatedAt) {
    await revokeSession(db, row.sessionId, 'REUSED', now);
    return { ok: false, reason: 'REUSED' };
  }
  if (row.expiresAt <= now) return { ok: false, reason: 'EXPIRED' };
  if (row.status !== 'A' || (row.sessionsValidFrom && row.sessionCreatedAt < row.sessionsValidFrom)) {
    return { ok: false, reason: 'USER' };
  }
  const claimed = await db
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.rotatedAt)))
    .returning({ tokenHash: refreshTokens.tokenHash });
  if (claimed.length !== 1) {
    await revokeSession(db, row.sessionId, 'REUSED', now);
    return { ok: false, reason: 'REUSED' };
  }
  const session = await issueInSession(
    db,
    tokens,
    { userId: row.userId, role: row.role, companyId: row.companyId },
    row.sessionId,
  );
  return { ok: true, session };
}

/** The session a refresh token belongs to, whatever its state (sign-out accepts any of them). */
export async function sessionOfRefreshToken(db: Database, refreshToken: string): Promise<string | null> {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashOf(refreshToken)));
  return row?.sessionId ?? null;
}

export async function revokeSession(db: Database, sessionId: string, reason: RevokeReason, now: Date) {
  await db
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/**
 * Ends every session of a user, but the one named in `keep` (the caller's own, after a password
 * change). Also moves the user's session epoch, so a token of an ended session never works again.
 */
export async function revokeUserSessions(
  db: Database,
  userId: number,
  reason: RevokeReason,
  now: Date,
  keep?: string,
): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        keep ? ne(authSessions.id, keep) : undefined,
      ),
    );
  if (!keep) {
    // Whole seconds, like a token's iat; tokens of this very second are caught by their session.
    const cut = new Date(Math.floor(now.getTime() / 1000) * 1000);
    await db.update(users).set({ sessionsValidFrom: cut }).where(eq(users.id, userId));
  }
}
