import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { fileBlobs, fileKeys } from '../../db/schema/platform.ts';
import { lockContent } from './content-lock.ts';
import { putContent, removeKey } from './key-rows.ts';
import { checkStorageKey, type Storage } from './storage.ts';

/**
 * FILE_STORAGE=database (decision 0330): the bytes in `file_blobs` once per sha-256, the keys in
 * `file_keys`. Every API server and worker on the database reads the same files, whatever its
 * DATA_DIR.
 */
export function createDatabaseStorage(db: Database): Storage {
  /** Deletes the blob when no key names it any more. */
  async function dropIfUnused(hash: string): Promise<void> {
    await db.transaction(async (tx) => {
      await lockContent(tx, hash);
      await tx.execute(sql`
        delete from ${fileBlobs}
        where ${fileBlobs.hash} = ${hash}
          and not exists (select 1 from ${fileKeys} where ${fileKeys.hash} = ${hash})`);
    });
  }

  return {
    put: (key, bytes) =>
      putContent(
        db,
        fileKeys,
        key,
        bytes,
        {
          async storeBytes(tx, hash) {
            await tx
              .insert(fileBlobs)
              .values({ hash, bytes, size: bytes.byteLength })
              .onConflictDoNothing({ target: fileBlobs.hash });
          },
          async pointKey(tx, hash) {
            await tx
              .insert(fileKeys)
              .values({ key, hash })
              .onConflictDoUpdate({ target: fileKeys.key, set: { hash, storedAt: sql`now()` } });
          },
        },
        dropIfUnused,
      ),

    async get(key) {
      checkStorageKey(key);
      const [row] = await db
        .select({ bytes: fileBlobs.bytes })
        .from(fileKeys)
        .innerJoin(fileBlobs, eq(fileBlobs.hash, fileKeys.hash))
        .where(eq(fileKeys.key, key));
      if (!row) return null;
      // node-postgres answers a Buffer, PGlite a Uint8Array: callers get a Buffer either way.
      return Buffer.isBuffer(row.bytes)
        ? row.bytes
        : Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength);
    },

    remove: (key) => removeKey(db, fileKeys, key, dropIfUnused),
  };
}
