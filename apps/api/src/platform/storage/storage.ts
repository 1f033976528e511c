import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';

/**
 * Where files live (ARCHITECTURE §4b): a local folder by default; an S3-compatible bucket can
 * implement the same interface. Keys are relative paths such as `companies/12/logo.png`.
 */
export interface Storage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

export function createLocalStorage(root: string): Storage {
  const pathOf = (key: string) => {
    const path = normalize(join(root, key));
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
