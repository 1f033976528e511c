import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { oneTimeCodes, signInLockouts, users } from '../../db/schema/index.ts';
import { type RevokeReason, revokeUserSessions } from '../../platform/auth/sessions.ts';

export type UserRow = typeof users.$inferSelect;
export type CodePurpose = 'RECOVERY' | 'VERIFICATION';

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Inserts a user; undefined when the e-mail is already taken (the unique index decides). */
export async function insertUser(
  db: Database,
  user: typeof users.$inferInsert,
): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
  return row;
}

export async function updateUserPassword(db: Database, userId: number, passwordHash: string, now: Date) {
  await db.update(users).set({ passwordHash, passwordChangedAt: now }).where(eq(users.id, userId));
}

/**
 * Ends every session of the user (decision 0161): each session is revoked and tokens issued
 * before `now` are refused, so none comes back even if the user is later reactivated.
 */
export async function endSessionsBefore(
  db: Database,
  userId: number,
  now: Date,
  reason: RevokeReason = 'PASSWORD',
) {
  await revokeUserSessions(db, userId, reason, now);
}

export async function markTermsAccepted(db: Database, userId: number, now: Date) {
  await db
    .update(users)
    .set({ termsAcceptedAt: now })
    .where(and(eq(users.id, userId), isNull(users.termsAcceptedAt)));
}

export async function markUserEnabled(db: Database, userId: number) {
  await db.update(users).set({ enabled: true }).where(eq(users.id, userId));
}

// Sign-in lockouts ------------------------------------------------------------------------

export async function findLockout(db: Database, email: string) {
  const [row] = await db.select().from(signInLockouts).where(eq(signInLockouts.email, email));
  return row;
}

export async function clearLockout(db: Database, email: string) {
  await db.delete(signInLockouts).where(eq(signInLockouts.email, email));
}

/**
 * Counts one failure atomically: a failure after the window restarts the count; reaching
 * `maxFailures` sets `locked_until`. Returns the count and the lock, if any.
 */
export async function recordSignInFailure(
  db: Database,
  email: string,
  now: Date,
  rule: { windowMs: number; maxFailures: number; lockMs: number },
): Promise<{ failures: number; lockedUntil: Date | null }> {
  const nowIso = now.toISOString();
  const windowStart = new Date(now.getTime() - rule.windowMs).toISOString();
  const lockedUntil = new Date(now.getTime() + rule.lockMs).toISOString();
  const result = await db.execute(sql`
    insert into sign_in_lockouts (email, failures, first_failure_at, locked_until)
    values (${email}, 1, ${nowIso}, case when 1 >= ${rule.maxFailures} then ${lockedUntil}::timestamptz end)
    on conflict (email) do update set
      failures = case when sign_in_lockouts.first_failure_at <= ${windowStart}::timestamptz
                      then 1 else sign_in_lockouts.failures + 1 end,
      first_failure_at = case when sign_in_lockouts.first_failure_at <= ${windowStart}::timestamptz
                      then excluded.first_failure_at else sign_in_lockouts.first_failure_at end,
      locked_until = case when (case when sign_in_lockouts.first_failure_at <= ${windowStart}::timestamptz
                      then 1 else sign_in_lockouts.failures + 1 end) >= ${rule.maxFailures}
                      then ${lockedUntil}::timestamptz end
    returning failures, locked_until`);
  const row = (result as unknown as { rows: Array<{ failures: number; locked_until: string | Date | null }> })
    .rows[0];
  if (!row) throw new Error('sign-in failure upsert returned no row');
  return {
    failures: Number(row.failures),
    lockedUntil: row.locked_until ? new Date(row.locked_until) : null,
  };
}

// One-time codes --------------------------------------------------------------------------

export async function latestCode(db: Database, userId: number, purpose: CodePurpose) {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)))
    .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
    .limit(1);
  return row;
}

/** The code still redeemable: newest, unused and unexpired (issuing a code retires older ones). */
export async function activeCode(db: Database, userId: number, purpose: CodePurpose, now: Date) {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
    .limit(1);
  return row;
}

/** Retires every open code of the purpose, then stores the new one's hash. */
export async function replaceCode(
  db: Database,
  code: { userId: number; purpose: CodePurpose; codeHash: string; createdAt: Date; expiresAt: Date },
) {
  await db
    .update(oneTimeCodes)
    .set({ usedAt: code.createdAt })
    .where(
      and(
        eq(oneTimeCodes.userId, code.userId),
        eq(oneTimeCodes.purpose, code.purpose),
        isNull(oneTimeCodes.usedAt),
      ),
    );
  await db.insert(oneTimeCodes).values(code);
}

/** Counts a wrong guess; the code is burnt (used) once it reaches `maxAttempts`. */
export async function recordCodeMiss(db: Database, codeId: number, now: Date, maxAttempts: number) {
  await db
    .update(oneTimeCodes)
    .set({
      failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1`,
      usedAt: sql`case when ${oneTimeCodes.failedAttempts} + 1 >= ${maxAttempts} then ${now.toISOString()}::timestamptz else null end`,
    })
    .where(eq(oneTimeCodes.id, codeId));
}

/** Marks the code used; false when another request consumed it first. */
export async function consumeCode(db: Database, codeId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(and(eq(oneTimeCodes.id, codeId), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  return rows.length === 1;
}
