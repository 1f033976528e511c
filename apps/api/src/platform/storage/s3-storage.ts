import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { objectKeys } from '../../db/schema/platform.ts';
import { lockContent } from './content-lock.ts';
import { putContent, removeKey } from './key-rows.ts';
import { checkStorageKey, type Storage } from './storage.ts';

/** The S3_* settings of FILE_STORAGE=s3. */
export interface S3Settings {
  /** An S3-compatible service's address; AWS S3 when absent. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** http://host/bucket/object instead of http://bucket.host/object (most self-hosted services). */
  forcePathStyle: boolean;
}

/** The object that holds the bytes of one content hash. */
export function objectName(hash: string): string {
  return `sha256/${hash}`;
}

/**
 * FILE_STORAGE=s3 (decision 0330): the bucket holds each content once, as `sha256/<hash>`; which
 * key names which hash is kept in the database (`object_keys`), where the rows that point at the
 * keys live, so it is consistent with them and a removal learns in one indexed query whether
 * another key still needs the object.
 */
export function createS3Storage(settings: S3Settings, db: Database): Storage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where S3 requires them: several S3-compatible services refuse the newer defaults.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const bucket = settings.bucket;

  /** Deletes the object when no key names its hash any more. */
  async function dropIfUnused(hash: string): Promise<void> {
    await db.transaction(async (tx) => {
      await lockContent(tx, hash);
      const [used] = await tx
        .select({ one: sql`1` })
        .from(objectKeys)
        .where(eq(objectKeys.hash, hash))
        .limit(1);
      if (!used) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectName(hash) }));
    });
  }

  return {
    put: (key, bytes) =>
      putContent(
        db,
        objectKeys,
        key,
        bytes,
        {
          async storeBytes(tx, hash, before) {
            // Bytes another key already names are in the bucket: written once.
            const [stored] = await tx
              .select({ key: objectKeys.key })
              .from(objectKeys)
              .where(and(eq(objectKeys.hash, hash), ne(objectKeys.key, key)))
              .limit(1);
            if (stored || before === hash) return;
            await client.send(
              new PutObjectCommand({
                Bucket: bucket,
                Key: objectName(hash),
                Body: bytes,
                ContentLength: bytes.byteLength,
              }),
            );
          },
          async pointKey(tx, hash) {
            await tx
              .insert(objectKeys)
              .values({ key, hash, size: bytes.byteLength })
              .onConflictDoUpdate({
                target: objectKeys.key,
                set: { hash, size: bytes.byteLength, storedAt: sql`now()` },
              });
          },
        },
        dropIfUnused,
      ),

    async get(key) {
      checkStorageKey(key);
      const [row] = await db
        .select({ hash: objectKeys.hash })
        .from(objectKeys)
        .where(eq(objectKeys.key, key));
      if (!row) return null;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectName(row.hash) }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        // The object is gone (deleted by hand in the bucket): the file is missing, as on a folder.
        if (error instanceof NoSuchKey) return null;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },

    remove: (key) => removeKey(db, objectKeys, key, dropIfUnused),
  };
}
