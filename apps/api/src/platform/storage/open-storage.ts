import { join } from 'node:path';
import type { TEnv } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { createDatabaseStorage } from './database-storage.ts';
import type { S3Settings } from './s3-storage.ts';
import { createLocalStorage, type Storage } from './storage.ts';

/** Which store FILE_STORAGE chose, with the S3_* settings when it is a bucket. */
export type FileStorageSettings = { kind: 'local' } | { kind: 'database' } | { kind: 's3'; s3: S3Settings };

/** The folder files lived in before decision 0330, and still live in with FILE_STORAGE=local. */
export function localFilesFolder(dataDir: string): string {
  return join(dataDir, 'files');
}

export function fileStorageSettings(env: TEnv): FileStorageSettings {
  if (env.FILE_STORAGE !== 's3') return { kind: env.FILE_STORAGE };
  // loadEnv has refused an s3 choice without these.
  if (!env.S3_BUCKET || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) {
    throw new Error('FILE_STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return {
    kind: 's3',
    s3: {
      ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
      region: env.S3_REGION,
      bucket: env.S3_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
    },
  };
}

/** The one store of this process; the S3 client is loaded only when it is the choice. */
export async function openStorage(
  settings: FileStorageSettings,
  deps: { db: Database; dataDir: string },
): Promise<Storage> {
  if (settings.kind === 'database') return createDatabaseStorage(deps.db);
  if (settings.kind === 's3') {
    const { createS3Storage } = await import('./s3-storage.ts');
    return createS3Storage(settings.s3, deps.db);
  }
  return createLocalStorage(localFilesFolder(deps.dataDir));
}
