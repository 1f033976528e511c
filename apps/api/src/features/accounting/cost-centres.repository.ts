import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accountPlanRows, costCentres } from '../../db/schema/index.ts';

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
    .where(and(eq(costCentres.companyId, companyId), eq(costCentres.id, id)));
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
      and(
        eq(costCentres.companyId, companyId),
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
    .where(and(eq(costCentres.companyId, companyId), eq(costCentres.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteCostCentre(db: Database, companyId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(costCentres)
    .where(and(eq(costCentres.companyId, companyId), eq(costCentres.id, id)))
    .returning({ id: costCentres.id });
  return rows.length > 0;
}

/** How many cost centres of the company share the expense type. */
export async function countCostCentresOfExpenseType(
  db: Database,
  companyId: number,
  expenseType: string,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(costCentres)
    .where(and(eq(costCentres.companyId, companyId), eq(costCentres.expenseType, expenseType)));
  return row?.total ?? 0;
}

/** Account-plan rows of the expense type that post with a cost centre. */
export async function countCostManagedAccountRows(
  db: Database,
  companyId: number,
  expenseType: string,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(accountPlanRows)
    .where(
      and(
        eq(accountPlanRows.companyId, companyId),
        eq(accountPlanRows.expenseType, expenseType),
        eq(accountPlanRows.managesCostCentre, true),
      ),
    );
  return row?.total ?? 0;
}
