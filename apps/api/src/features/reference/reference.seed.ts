import { createHash } from 'node:crypto';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type ReferenceAttributes, referenceItems, referenceLists } from '../../db/schema/index.ts';
import { type ReferenceItem, type ReferenceList, referenceLists as sourcedLists } from './data/index.ts';

/**
 * The attribute an item hangs from, copied to `parent_code` so it is an index lookup: the department of a
 * municipality (DIVIPOLA) and the risk class of an ARL activity (Decreto 768 de 2022).
 */
export const PARENT_ATTRIBUTE: Readonly<Record<string, string>> = {
  municipalities: 'departmentCode',
  'arl-economic-activities': 'riskClass',
};

const CHUNK = 400;

/** SHA-256 of what a list serves: the seed re-applies a list exactly when this changes. */
export function listHash(list: ReferenceList<ReferenceItem>): string {
  return createHash('sha256')
    .update(JSON.stringify({ description: list.description, source: list.source, items: list.items }))
    .digest('hex');
}

function attributesOf(item: ReferenceItem): ReferenceAttributes {
  const attributes: ReferenceAttributes = {};
  for (const [key, value] of Object.entries(item)) {
    if (key === 'code' || key === 'name' || value === undefined) continue;
    attributes[key] = value as string | number | boolean | null;
  }
  return attributes;
}

function rowsOf(list: ReferenceList<ReferenceItem>): (typeof referenceItems.$inferInsert)[] {
  const parentAttribute = PARENT_ATTRIBUTE[list.key];
  return list.items.map((item, position) => {
    const attributes = attributesOf(item);
    const parent = parentAttribute ? attributes[parentAttribute] : undefined;
    return {
      listKey: list.key,
      code: item.code,
      name: item.name,
      position,
      active: true,
      parentCode: typeof parent === 'string' ? parent : null,
      attributes,
    };
  });
}

/** Writes one list: upserts its items, deactivates the codes that left it, records its hash. */
async function applyList(db: Database, list: ReferenceList<ReferenceItem>, hash: string): Promise<void> {
  const rows = rowsOf(list);
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += CHUNK) {
      await tx
        .insert(referenceItems)
        .values(rows.slice(start, start + CHUNK))
        .onConflictDoUpdate({
          target: [referenceItems.listKey, referenceItems.code],
          set: {
            name: sql`excluded.name`,
            position: sql`excluded.position`,
            active: sql`excluded.active`,
            parentCode: sql`excluded.parent_code`,
            attributes: sql`excluded.attributes`,
          },
        });
    }
    // Codes no longer in the sourced list stay for the records that hold them, but are no longer offered.
    await tx
      .update(referenceItems)
      .set({ active: false })
      .where(
        and(
          eq(referenceItems.listKey, list.key),
          notInArray(
            referenceItems.code,
            rows.map((row) => row.code),
          ),
        ),
      );
    const meta = {
      description: list.description,
      source: list.source,
      dataHash: hash,
      itemCount: rows.length,
      seededAt: new Date(),
    };
    await tx
      .insert(referenceLists)
      .values({ listKey: list.key, ...meta })
      .onConflictDoUpdate({ target: referenceLists.listKey, set: meta });
  });
}

/**
 * Seeds every reference list from the sourced data modules; idempotent and versioned: a list is rewritten only
 * when its data hash differs from the one stored. Returns the keys it wrote.
 */
export async function seedReferenceData(
  db: Database,
  lists: readonly ReferenceList<ReferenceItem>[] = sourcedLists,
): Promise<string[]> {
  const stored = new Map(
    (
      await db.select({ key: referenceLists.listKey, hash: referenceLists.dataHash }).from(referenceLists)
    ).map((row) => [row.key, row.hash]),
  );
  const written: string[] = [];
  for (const list of lists) {
    const hash = listHash(list);
    if (stored.get(list.key) === hash) continue;
    await applyList(db, list, hash);
    written.push(list.key);
  }
  return written;
}
