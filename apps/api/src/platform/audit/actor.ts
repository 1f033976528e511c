import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/**
 * Names the acting user for the audit triggers of this transaction (decision 0210). The setting is
 * transaction-local (`set_config(…, true)`), so it never leaks to another request sharing the
 * connection; call it first inside the `db.transaction` that makes the change.
 */
export async function setAuditActor(
  tx: Pick<Database, 'execute'>,
  userId: number | null | undefined,
): Promise<void> {
  if (userId == null) return;
  await tx.execute(sql`select set_config('quincena.user_id', ${String(userId)}, true)`);
}

/** Runs `work` in one transaction whose audited changes are recorded as made by `userId`. */
export function withAuditActor<T>(
  db: Database,
  userId: number | null | undefined,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await setAuditActor(tx as unknown as Database, userId);
    return work(tx as unknown as Database);
  });
}
