import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { fileKeys, objectKeys } from '../../db/schema/platform.ts';
import { checkStorageKey } from './storage.ts';

/** The key → content hash table of a shared store: file_keys (database) or object_keys (S3). */
type KeyTable = typeof fileKeys | typeof objectKeys;

/** The hash a key names now, its row locked until the transaction ends, so two puts of one key queue. */
export async function lockedHashOf(tx: Database, table: KeyTable, key: string): Promise<string | undefined> {
  const [row] = await tx.select({ hash: table.hash }).from(table).where(eq(table.key, key)).for('update');
  return row?.hash;
}

/** Removes a key, then offers each hash it named to `dropIfUnused`: another key may still need the bytes. */
export async function removeKey(
  db: Database,
  table: KeyTable,
  key: string,
  dropIfUnused: (hash: string) => Promise<void>,
): Promise<void> {
  checkStorageKey(key);
  const removed = await db.delete(table).where(eq(table.key, key)).returning({ hash: table.hash });
  for (const { hash } of removed) await dropIfUnused(hash);
}
