import { createHash } from 'node:crypto';
import type { TReferenceItem, TReferenceListKey } from '@quincena/contracts/reference';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import {
  type StoredItem,
  selectActiveItems,
  selectItemsByCode,
  selectListMeta,
} from './reference.repository.ts';

export interface ReferenceListInfo {
  key: TReferenceListKey;
  description: string;
  source: string;
  itemCount: number;
}

/**
 * What a service that checks its codes against the reference lists is built from (concepts,
 * holidays): the database, the clock and the lists.
 */
export interface ReferenceCheckedDeps {
  db: Database;
  clock: Clock;
  reference: ReferenceService;
}

export interface ReferenceService {
  /** Changes whenever any list's data changes: the browser keeps its copy of the lists under it. */
  version(): Promise<string>;
  /** The active items of one list in its sourced order; `parentCode` filters municipalities by department. */
  list(listKey: TReferenceListKey, options?: { parentCode?: string }): Promise<TReferenceItem[]>;
  lists(
    listKeys: readonly TReferenceListKey[],
  ): Promise<Partial<Record<TReferenceListKey, TReferenceItem[]>>>;
  /** True when the code is an active item of the list: the check every feature runs before saving a code. */
  exists(listKey: TReferenceListKey, code: string): Promise<boolean>;
  /** The active item with that code, or null. */
  get(listKey: TReferenceListKey, code: string): Promise<TReferenceItem | null>;
  /** The active items among the codes, by code (codes not found are absent). */
  getMany(listKey: TReferenceListKey, codes: readonly string[]): Promise<Map<string, TReferenceItem>>;
  catalog(): Promise<ReferenceListInfo[]>;
}

function toItem(row: StoredItem): TReferenceItem {
  return { ...row.attributes, code: row.code, name: row.name };
}

/** Reads the seeded reference lists (reference.seed.ts); other features use it to validate codes. */
export function createReferenceService({ db }: { db: Database }): ReferenceService {
  return {
    async version() {
      const hashes = (await selectListMeta(db)).map((row) => `${row.key}:${row.dataHash}`).join('\n');
      return createHash('sha256').update(hashes).digest('hex').slice(0, 20);
    },

    async list(listKey, options = {}) {
      return (await selectActiveItems(db, [listKey], options.parentCode)).map(toItem);
    },

    async lists(listKeys) {
      const result: Partial<Record<TReferenceListKey, TReferenceItem[]>> = {};
      for (const key of listKeys) result[key] = [];
      for (const row of await selectActiveItems(db, listKeys)) {
        result[row.listKey as TReferenceListKey]?.push(toItem(row));
      }
      return result;
    },

    async exists(listKey, code) {
      return (await selectItemsByCode(db, listKey, [code])).length > 0;
    },

    async get(listKey, code) {
      const [row] = await selectItemsByCode(db, listKey, [code]);
      return row ? toItem(row) : null;
    },

    async getMany(listKey, codes) {
      const rows = await selectItemsByCode(db, listKey, [...new Set(codes)]);
      return new Map(rows.map((row) => [row.code, toItem(row)]));
    },

    async catalog() {
      return (await selectListMeta(db)).map(({ key, description, source, itemCount }) => ({
        key: key as TReferenceListKey,
        description,
        source,
        itemCount,
      }));
    },
  };
}
