import type { TReferenceItem, TReferenceListKey } from '@quincena/contracts/reference';

/**
 * The browser's copy of the reference lists, in localStorage under the data version the API announced.
 * Official lists change a few times a year, so a reload reads them from here instead of the network; a new
 * version (the server re-seeded changed data) discards the whole copy.
 */
export interface ReferenceCacheShape {
  version: string;
  lists: Partial<Record<TReferenceListKey, TReferenceItem[]>>;
}

export const REFERENCE_CACHE_KEY = 'quincena.reference';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

export function readReferenceCache(): ReferenceCacheShape | null {
  try {
    const raw = storage()?.getItem(REFERENCE_CACHE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as ReferenceCacheShape;
    return typeof parsed?.version === 'string' && typeof parsed.lists === 'object' && parsed.lists !== null
      ? parsed
      : null;
  } catch {
    return null;
  }
}

/** The version the browser last saw, used until the server confirms or replaces it. */
export function cachedReferenceVersion(): string | undefined {
  return readReferenceCache()?.version;
}

/** The cached items of one list under that version, or undefined. */
export function cachedReferenceList(version: string, key: TReferenceListKey): TReferenceItem[] | undefined {
  const cache = readReferenceCache();
  return cache?.version === version ? cache.lists[key] : undefined;
}

/** Adds lists under a version; lists of another version are dropped. */
export function storeReferenceLists(
  version: string,
  lists: Partial<Record<TReferenceListKey, TReferenceItem[]>>,
): void {
  const current = readReferenceCache();
  const next: ReferenceCacheShape = {
    version,
    lists: current?.version === version ? { ...current.lists, ...lists } : { ...lists },
  };
  try {
    storage()?.setItem(REFERENCE_CACHE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or disabled: the lists stay in memory for this page only.
  }
}
