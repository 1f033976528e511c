import type { TInitialBalanceConcept } from '@quincena/contracts/initial-balances';
import { eq, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { initialBalances } from '../../db/schema/index.ts';
import { ofCompany } from '../../platform/sql/company-scope.ts';

export type InitialBalanceRow = typeof initialBalances.$inferSelect;

/** The contract's balance lines inside its company, meeting the conditions. */
function linesOf(companyId: number, contractId: number, ...conditions: SQL[]): SQL {
  return ofCompany(
    initialBalances.companyId,
    companyId,
    eq(initialBalances.contractId, contractId),
    ...conditions,
  );
}

export interface BalanceLine {
  concept: TInitialBalanceConcept;
  days: string | null;
  amount: string | null;
}

export async function contractBalanceLines(
  db: Database,
  companyId: number,
  contractId: number,
): Promise<InitialBalanceRow[]> {
  return db.select().from(initialBalances).where(linesOf(companyId, contractId));
}

/** The lines taken before `asOf` (the first day being settled): a later balance did not exist yet. */
export async function balanceLinesAsOf(
  db: Database,
  companyId: number,
  contractId: number,
  asOf: string,
): Promise<InitialBalanceRow[]> {
  return db
    .select()
    .from(initialBalances)
    .where(linesOf(companyId, contractId, lt(initialBalances.cutOffDate, asOf)));
}

/** Replaces every line of the contract: the balances of one contract are edited as a whole. */
export async function replaceBalanceLines(
  db: Database,
  companyId: number,
  contractId: number,
  cutOffDate: string,
  lines: readonly BalanceLine[],
  now: Date,
): Promise<void> {
  await deleteBalanceLines(db, companyId, contractId);
  if (lines.length === 0) return;
  await db
    .insert(initialBalances)
    .values(
      lines.map((line) => ({ companyId, contractId, cutOffDate, createdAt: now, updatedAt: now, ...line })),
    );
}

export async function deleteBalanceLines(
  db: Database,
  companyId: number,
  contractId: number,
): Promise<number> {
  const rows = await db
    .delete(initialBalances)
    .where(linesOf(companyId, contractId))
    .returning({ concept: initialBalances.concept });
  return rows.length;
}
