import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { fileKeys, objectKeys } from '../../db/schema/platform.ts';
import { lockContent } from './content-lock.ts';
import { checkStorageKey, contentHash } from './storage.ts';

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

/** What a shared store does with a put's content under its lock (see `putContent`). */
export interface ContentWrite {
  /** Keeps the bytes of `hash` unless the store has them already; `before` is the hash the key named. */
  storeBytes(tx: Database, hash: string, before: string | undefined): Promise<void>;
  /** Points the key at `hash`: its key row, inserted or updated. */
  pointKey(tx: Database, hash: string): Promise<void>;
}

/**
 * A put on a shared store: under the lock of the content's hash, the key's row is locked, the bytes
 * kept and the key pointed at them; then the hash the key named before is offered to `dropIfUnused`.
 */
export async function putContent(
  db: Database,
  table: KeyTable,
  key: string,
  bytes: Uint8Array,
  write: ContentWrite,
  dropIfUnused: (hash: string) => Promise<void>,
): Promise<void> {
  checkStorageKey(key);
  const hash = contentHash(bytes);
  const previous = await db.transaction(async (tx) => {
    await lockContent(tx, hash);
    const before = await lockedHashOf(tx, table, key);
    await write.storeBytes(tx, hash, before);
    await write.pointKey(tx, hash);
    return before;
  });
  // A key given new bytes (a replaced logo) leaves its old bytes to whoever else names them.
  if (previous && previous !== hash) await dropIfUnused(previous);
}
