import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { payCalendars, settlementResults } from '../db/schema/index.ts';
import { AppError } from '../platform/errors/app-error.ts';
import { currentResultOn } from './settled-results.ts';

export const BALANCE_IN_USE = 'BALANCE_IN_USE';

/**
 * Whether an accumulated payroll period settled the contract after `cutOffDate`: its result then
 * used balances taken on that day (the engine reads balances cut before the period start).
 */
export async function usedByAccumulatedPeriod(
  db: Database,
  companyId: number,
  contractId: number,
  cutOffDate: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: payCalendars.id })
    .from(settlementResults)
    .innerJoin(payCalendars, currentResultOn(settlementResults))
    .where(
      and(
        eq(settlementResults.companyId, companyId),
        eq(settlementResults.contractId, contractId),
        eq(payCalendars.state, 'ACCUMULATED'),
        gt(settlementResults.periodStart, cutOffDate),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Refuses (409) a change to initial balances an accumulated period already used (ARCHITECTURE.md §4). */
export async function assertBalancesUnused(
  db: Database,
  companyId: number,
  contractId: number,
  cutOffDate: string,
): Promise<void> {
  if (await usedByAccumulatedPeriod(db, companyId, contractId, cutOffDate)) {
    throw new AppError(
      409,
      BALANCE_IN_USE,
      'Un período de nómina acumulado ya usó estos saldos iniciales: no se pueden eliminar ni modificar. Deshaga primero la acumulación.',
    );
  }
}
