import type { Database } from '../../db/client.ts';
import { systemClock } from '../../platform/clock.ts';
import { createConceptsService } from '../concepts/index.ts';
import { createReferenceService } from '../reference/index.ts';
import type { CostCentreUsage } from './accounting.deps.ts';
import { createAccountingService } from './accounting.service.ts';
import { createConceptCatalogue } from './accounting-lookups.ts';
import { contractsUsingCostCentre } from './contract-usage.ts';

/** The features whose records point at a cost centre; each refuses the cost centre's delete while used. */
const COST_CENTRE_USAGES: readonly CostCentreUsage[] = [contractsUsingCostCentre];

/** The accounting service with its real dependencies, for the composition root (app.ts). */
export function composeAccountingService({ db }: { db: Database }) {
  const reference = createReferenceService({ db });
  // The accounting screens only read concepts; the clock serves the concepts feature's own creation.
  const concepts = createConceptsService({ db, clock: systemClock, reference });
  return createAccountingService({
    db,
    reference,
    concepts: createConceptCatalogue({ concepts }),
    costCentreUsages: COST_CENTRE_USAGES,
  });
}
