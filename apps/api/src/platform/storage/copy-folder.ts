import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { checkStorageKey, type Storage } from './storage.ts';

export interface FolderCopy {
  /** Files written to the store. */
  copied: number;
  /** Files the store already held with the same bytes. */
  unchanged: number;
  /** Paths that cannot be storage keys (a hidden file, a name with spaces), left where they are. */
  skipped: string[];
}

/**
 * `npm run files:migrate` (decision 0330): every file under a DATA_DIR/files folder goes into the
 * store under the key that is its relative path, unless the store already holds the same bytes there,
 * so a second run copies nothing. The folder is only read.
 */
export async function copyFolderIntoStorage(folder: string, storage: Storage): Promise<FolderCopy> {
  const result: FolderCopy = { copied: 0, unchanged: 0, skipped: [] };
  let entries: string[];
  try {
    entries = (await readdir(folder, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
  } catch (error) {
    // No folder: nothing was ever stored locally.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return result;
    throw error;
  }
  for (const path of entries) {
    const key = relative(folder, path).split(sep).join('/');
    try {
      checkStorageKey(key);
    } catch {
      result.skipped.push(key);
      continue;
    }
    const bytes = await readFile(path);
    const stored = await storage.get(key);
    if (stored?.equals(bytes)) {
      result.unchanged += 1;
      continue;
    }
    await storage.put(key, bytes);
    result.copied += 1;
  }
  return result;
}
