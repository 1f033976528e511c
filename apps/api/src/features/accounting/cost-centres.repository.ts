import { asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accountPlanRows, costCentres } from '../../db/schema/index.ts';
import { ofCompany } from '../../platform/sql/company-scope.ts';
import { countRows, deleteRecord, recordOf } from './company-records.ts';

export type CostCentreRow = typeof costCentres.$inferSelect;
type CostCentreValues = {
  code: string;
  name: string;
  expenseType: string;
  siigoCentre: string | null;
  siigoSubcentre: string | null;
};

export async function selectCostCentres(db: Database, companyId: number): Promise<CostCentreRow[]> {
  return db
    .select()
    .from(costCentres)
    .where(eq(costCentres.companyId, companyId))
    .orderBy(asc(costCentres.id));
}

export async function selectCostCentre(
  db: Database,
  companyId: number,
  id: number,
): Promise<CostCentreRow | null> {
  const [row] = await db
    .select()
    .from(costCentres)
    .where(recordOf(costCentres, companyId, id));
  return row ?? null;
}

/** Whether another cost centre of the company has the code, compared without regard to case. */
export async function costCentreCodeTaken(
  db: Database,
  companyId: number,
  code: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: costCentres.id })
    .from(costCentres)
    .where(
      ofCompany(
        costCentres.companyId,
        companyId,
        sql`lower(${costCentres.code}) = lower(${code})`,
        exceptId === undefined ? undefined : ne(costCentres.id, exceptId),
      ),
    );
  return Boolean(row);
}

export async function insertCostCentre(db: Database, companyId: number, values: CostCentreValues) {
  const [row] = await db
    .insert(costCentres)
    .values({ companyId, ...values })
    .returning();
  if (!row) throw new Error('cost centre insert returned no row');
  return row;
}

export async function updateCostCentre(
  db: Database,
  companyId: number,
  id: number,
  values: CostCentreValues,
): Promise<CostCentreRow | null> {
  const [row] = await db
    .update(costCentres)
    .set({ ...values, updatedAt: sql`now()` })
    .where(recordOf(costCentres, companyId, id))
    .returning();
  return row ?? null;
}

export function deleteCostCentre(db: Database, companyId: number, id: number): Promise<boolean> {
  return deleteRecord(db, costCentres, companyId, id);
}

/**
 * Postings of an account-plan row that manages cost centres go to a cost centre of the row's
 * expense type, so the last cost centre of a type cannot leave while such a row exists (its postings
 * would have nowhere to go): how many such rows the company has when it has only one cost centre of
 * the type, 0 when another centre of the type would take the postings.
 */
export async function rowsLeftWithoutCentre(
  db: Database,
  companyId: number,
  expenseType: string,
): Promise<number> {
  const centres = await countRows(
    db,
    costCentres,
    ofCompany(costCentres.companyId, companyId, eq(costCentres.expenseType, expenseType)),
  );
  if (centres > 1) return 0;
  return countRows(
    db,
    accountPlanRows,
    ofCompany(
      accountPlanRows.companyId,
      companyId,
      eq(accountPlanRows.expenseType, expenseType),
      eq(accountPlanRows.managesCostCentre, true),
    ),
  );
}
