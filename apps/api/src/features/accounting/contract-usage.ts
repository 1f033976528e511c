import { COST_CENTRE_MESSAGES } from '@quincena/contracts/accounting';
import { and, eq, sql } from 'drizzle-orm';
import { contracts } from '../../db/schema/index.ts';
import type { CostCentreUsage } from './accounting.deps.ts';

/**
 * Contracts carry their cost centre (spec 01 §3 CENTRO_COSTO): every posting of the contract goes to it, so a cost
 * centre a contract holds cannot be deleted (the composite foreign key refuses it too; this answers in words).
 */
export const contractsUsingCostCentre: CostCentreUsage = {
  async count(db, companyId, costCentreId) {
    const [row] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(contracts)
      .where(and(eq(contracts.companyId, companyId), eq(contracts.costCenterId, costCentreId)));
    return row?.total ?? 0;
  },
  refusal: COST_CENTRE_MESSAGES.usedByContract,
};
