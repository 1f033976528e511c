import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { authSessions, companies, users } from '../../db/schema/index.ts';

export interface SessionUserRow {
  id: number;
  email: string;
  role: 'ADMIN' | 'CLIENT';
  status: 'A' | 'I';
  enabled: boolean;
  termsAcceptedAt: Date | null;
  instanceAdmin: boolean;
  companyId: number | null;
  employeeNumberId: string | null;
  companyName: string | null;
  companyLogoKey: string | null;
  sessionsValidFrom: Date | null;
  personId: number | null;
}

export interface SessionRow extends SessionUserRow {
  /** Null when the session is unknown or belongs to someone else. */
  sessionFound: boolean;
  sessionRevokedAt: Date | null;
}

/**
 * Whether the user operates this installation (/TI): flagged in the database or named in
 * INSTANCE_ADMIN_EMAILS, and never a seeded demo account, whose password is published (decision 0327).
 */
function instanceAdminColumn(operators: readonly string[]): SQL<boolean> {
  const named = operators.length
    ? sql`lower(${users.email}) in (${sql.join(
        operators.map((email) => sql`${email.toLowerCase()}`),
        sql`, `,
      )})`
    : sql`false`;
  return sql<boolean>`((${users.instanceAdmin} or ${named}) and not ${users.demo})`.mapWith(Boolean);
}

/** The columns of a SessionUserRow: the user, the operator rule and the company's name and logo. */
function sessionUserColumns(operators: readonly string[]) {
  return {
    id: users.id,
    email: users.email,
    role: users.role,
    status: users.status,
    enabled: users.enabled,
    termsAcceptedAt: users.termsAcceptedAt,
    instanceAdmin: instanceAdminColumn(operators),
    companyId: users.companyId,
    employeeNumberId: users.employeeNumberId,
    companyName: companies.name,
    companyLogoKey: companies.logoKey,
    sessionsValidFrom: users.sessionsValidFrom,
    personId: users.personId,
  };
}

/** The signed-in user as the database knows it now: the token is never trusted alone. */
export async function findSessionUser(
  db: Database,
  userId: number,
  operators: readonly string[] = [],
): Promise<SessionUserRow | undefined> {
  const [row] = await db
    .select(sessionUserColumns(operators))
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  return row;
}

/**
 * The user and the session a token names, in one query: the revocation check of every request
 * costs a primary-key join, not a second round trip (decision 0161).
 */
export async function findSession(
  db: Database,
  userId: number,
  sessionId: string,
  operators: readonly string[] = [],
): Promise<SessionRow | undefined> {
  const [row] = await db
    .select({
      ...sessionUserColumns(operators),
      sessionUserId: authSessions.userId,
      sessionRevokedAt: authSessions.revokedAt,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(authSessions, and(eq(authSessions.id, sessionId), eq(authSessions.userId, users.id)))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  const { sessionUserId, ...rest } = row;
  return { ...rest, sessionFound: sessionUserId !== null };
}

/** Fixes the person a CLIENT account serves (decision 0160); only while none is fixed yet. */
export async function linkUserToPerson(db: Database, userId: number, personId: number): Promise<void> {
  await db.update(users).set({ personId }).where(eq(users.id, userId));
}
