import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';

/**
 * Where files live (ARCHITECTURE §4b, decision 0330): a local folder (the embedded default), the
 * PostgreSQL database (the default with DATABASE_URL) or an S3-compatible bucket, behind one
 * interface. Keys are relative paths such as `companies/12/logo.png`; a key names bytes that may be
 * replaced by a later `put` under the same key.
 */
export interface Storage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

/** Slash-separated names of letters, digits, dot, dash and underscore; none starts with a dot. */
const KEY_PATTERN = /^[A-Za-z0-9_][A-Za-z0-9._-]*(\/[A-Za-z0-9_][A-Za-z0-9._-]*)*$/;

/**
 * Every implementation refuses a key that could name something outside its own files (`..`, an
 * absolute path, a backslash), the same way, so a key accepted by one store is accepted by all.
 */
export function checkStorageKey(key: string): string {
  if (key.length > 300 || !KEY_PATTERN.test(key)) throw new Error(`invalid storage key: ${key}`);
  return key;
}

/** The content address of stored bytes: the lowercase hex sha-256. */
export function contentHash(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export function createLocalStorage(root: string): Storage {
  const pathOf = (key: string) => {
    const path = normalize(join(root, checkStorageKey(key)));
    // A key can never escape the storage folder.
    if (!path.startsWith(normalize(root) + sep)) throw new Error(`invalid storage key: ${key}`);
    return path;
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
    },
    async get(key) {
      const path = pathOf(key);
      try {
        if (!(await stat(path)).isFile()) return null;
        return await readFile(path);
      } catch {
        return null;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
