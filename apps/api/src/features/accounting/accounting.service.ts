import type { TAccountingOptions } from '@quincena/contracts/accounting';
import { createAccountPlanOperations } from './account-plan.ts';
import type { AccountingDeps } from './accounting.deps.ts';
import { loadAccountingLists } from './accounting-lookups.ts';
import { createCostCentreOperations } from './cost-centres.ts';
import { createThirdPartyOperations } from './third-parties.ts';

/** The accounting set-up (spec 03 §2.4–§2.6): cost centres, third parties and the account plan. */
export function createAccountingService(deps: AccountingDeps) {
  return {
    costCentres: createCostCentreOperations(deps),
    thirdParties: createThirdPartyOperations(deps),
    accountPlan: createAccountPlanOperations(deps),
    /** Every list the three screens offer, loaded when a screen opens (spec 03 §2.6). */
    async options(companyId: number): Promise<TAccountingOptions> {
      const [lists, concepts] = await Promise.all([
        loadAccountingLists(deps.reference),
        deps.concepts.list(companyId),
      ]);
      return { ...lists, concepts };
    },
  };
}
export type AccountingService = ReturnType<typeof createAccountingService>;
