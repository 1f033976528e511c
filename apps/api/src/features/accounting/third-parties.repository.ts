import { asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accountPlanRows, thirdParties } from '../../db/schema/index.ts';
import { ofCompany } from '../../platform/sql/company-scope.ts';
import { countRows, deleteRecord, recordOf } from './company-records.ts';

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
    .where(recordOf(thirdParties, companyId, id));
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
      ofCompany(
        thirdParties.companyId,
        companyId,
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
    .where(recordOf(thirdParties, companyId, id))
    .returning();
  return row ?? null;
}

export function deleteThirdParty(db: Database, companyId: number, id: number): Promise<boolean> {
  return deleteRecord(db, thirdParties, companyId, id);
}

/** Account-plan rows of the company that post to the third party. */
export async function countAccountRowsOfThirdParty(
  db: Database,
  companyId: number,
  thirdPartyId: number,
): Promise<number> {
  return countRows(
    db,
    accountPlanRows,
    ofCompany(accountPlanRows.companyId, companyId, eq(accountPlanRows.thirdPartyId, thirdPartyId)),
  );
}
