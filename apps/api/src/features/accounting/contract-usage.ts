import { COST_CENTRE_MESSAGES } from '@quincena/contracts/accounting';
import { eq } from 'drizzle-orm';
import { contracts } from '../../db/schema/index.ts';
import { ofCompany } from '../../platform/sql/company-scope.ts';
import type { CostCentreUsage } from './accounting.deps.ts';
import { countRows } from './company-records.ts';

/**
 * Contracts carry their cost centre (spec 01 §3 CENTRO_COSTO): every posting of the contract goes to it, so a cost
 * centre a contract holds cannot be deleted (the composite foreign key refuses it too; this answers in words).
 */
export const contractsUsingCostCentre: CostCentreUsage = {
  count: (db, companyId, costCentreId) =>
    countRows(
      db,
      contracts,
      ofCompany(contracts.companyId, companyId, eq(contracts.costCenterId, costCentreId)),
    ),
  refusal: COST_CENTRE_MESSAGES.usedByContract,
};
