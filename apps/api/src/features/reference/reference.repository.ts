import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { referenceItems, referenceLists } from '../../db/schema/index.ts';

export interface StoredItem {
  listKey: string;
  code: string;
  name: string;
  attributes: Record<string, string | number | boolean | null>;
}

const itemColumns = {
  listKey: referenceItems.listKey,
  code: referenceItems.code,
  name: referenceItems.name,
  attributes: referenceItems.attributes,
};

/** The active items of the lists, each list in its sourced order. */
export async function selectActiveItems(
  db: Database,
  listKeys: readonly string[],
  parentCode?: string,
): Promise<StoredItem[]> {
  const conditions = [inArray(referenceItems.listKey, [...listKeys]), eq(referenceItems.active, true)];
  if (parentCode !== undefined) conditions.push(eq(referenceItems.parentCode, parentCode));
  return db
    .select(itemColumns)
    .from(referenceItems)
    .where(and(...conditions))
    .orderBy(asc(referenceItems.listKey), asc(referenceItems.position));
}

/** Active items of one list with the given codes. */
export async function selectItemsByCode(
  db: Database,
  listKey: string,
  codes: readonly string[],
): Promise<StoredItem[]> {
  if (codes.length === 0) return [];
  return db
    .select(itemColumns)
    .from(referenceItems)
    .where(
      and(
        eq(referenceItems.listKey, listKey),
        inArray(referenceItems.code, [...codes]),
        eq(referenceItems.active, true),
      ),
    );
}

export async function selectListMeta(db: Database) {
  return db
    .select({
      key: referenceLists.listKey,
      description: referenceLists.description,
      source: referenceLists.source,
      itemCount: referenceLists.itemCount,
      dataHash: referenceLists.dataHash,
    })
    .from(referenceLists)
    .orderBy(asc(referenceLists.listKey));
}
