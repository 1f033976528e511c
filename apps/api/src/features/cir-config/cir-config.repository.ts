import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cirGroupConcepts } from '../../db/schema/index.ts';

/** The company's placements: concept code → group code, or null for "in no group". */
export async function listPlacements(db: Database, companyId: number): Promise<Map<string, string | null>> {
  const rows = await db
    .select({ conceptCode: cirGroupConcepts.conceptCode, groupCode: cirGroupConcepts.groupCode })
    .from(cirGroupConcepts)
    .where(eq(cirGroupConcepts.companyId, companyId));
  return new Map(rows.map((row) => [row.conceptCode, row.groupCode]));
}

/** Places a concept in a group, or in none with `groupCode` null. */
export async function placeConcept(
  db: Database,
  companyId: number,
  conceptCode: string,
  groupCode: string | null,
): Promise<void> {
  await db
    .insert(cirGroupConcepts)
    .values({ companyId, conceptCode, groupCode })
    .onConflictDoUpdate({
      target: [cirGroupConcepts.companyId, cirGroupConcepts.conceptCode],
      set: { groupCode },
    });
}
