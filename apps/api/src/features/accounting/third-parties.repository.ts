import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accountPlanRows, thirdParties } from '../../db/schema/index.ts';

export type ThirdPartyRow = typeof thirdParties.$inferSelect;
type ThirdPartyValues = { documentType: string; nit: string; checkDigit: string; name: string };

export async function selectThirdParties(db: Database, companyId: number): Promise<ThirdPartyRow[]> {
  return db
    .select()
    .from(thirdParties)
    .where(eq(thirdParties.companyId, companyId))
    .orderBy(asc(thirdParties.id));
}

export async function selectThirdParty(
  db: Database,
  companyId: number,
  id: number,
): Promise<ThirdPartyRow | null> {
  const [row] = await db
    .select()
    .from(thirdParties)
    .where(and(eq(thirdParties.companyId, companyId), eq(thirdParties.id, id)));
  return row ?? null;
}

/** The company's third party with that number (letters compared without regard to case). */
export async function selectThirdPartyByNit(
  db: Database,
  companyId: number,
  nit: string,
  exceptId?: number,
): Promise<ThirdPartyRow | null> {
  const [row] = await db
    .select()
    .from(thirdParties)
    .where(
      and(
        eq(thirdParties.companyId, companyId),
        sql`upper(${thirdParties.nit}) = upper(${nit})`,
        exceptId === undefined ? undefined : ne(thirdParties.id, exceptId),
      ),
    );
  return row ?? null;
}

export async function insertThirdParty(db: Database, companyId: number, values: ThirdPartyValues) {
  const [row] = await db
    .insert(thirdParties)
    .values({ companyId, ...values })
    .returning();
  if (!row) throw new Error('third party insert returned no row');
  return row;
}

export async function updateThirdParty(
  db: Database,
  companyId: number,
  id: number,
  values: ThirdPartyValues,
): Promise<ThirdPartyRow | null> {
  const [row] = await db
    .update(thirdParties)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(thirdParties.companyId, companyId), eq(thirdParties.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteThirdParty(db: Database, companyId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(thirdParties)
    .where(and(eq(thirdParties.companyId, companyId), eq(thirdParties.id, id)))
    .returning({ id: thirdParties.id });
  return rows.length > 0;
}

/** Account-plan rows of the company that post to the third party. */
export async function countAccountRowsOfThirdParty(
  db: Database,
  companyId: number,
  thirdPartyId: number,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(accountPlanRows)
    .where(and(eq(accountPlanRows.companyId, companyId), eq(accountPlanRows.thirdPartyId, thirdPartyId)));
  return row?.total ?? 0;
}
