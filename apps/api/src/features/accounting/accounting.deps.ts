import type { TCodeName } from '@quincena/contracts/accounting';
import type { Database } from '../../db/client.ts';
import type { ReferenceService } from '../reference/index.ts';

/** A payroll concept as the account plan maps it: code, name and nature (spec 03 §3 CONCEPTS, CONCEPT_NATU). */
export interface AccountingConcept extends TCodeName {
  nature: TCodeName;
}

/** The concepts a company may map: the global catalogue plus the company's own (reported and fixed). */
export interface ConceptCatalogue {
  list(companyId: number): Promise<AccountingConcept[]>;
}

/**
 * Another feature's records that point at a cost centre (contracts, later settlement lines). Each answers how
 * many of the company's records use it and the Spanish refusal to show when any does.
 */
export interface CostCentreUsage {
  count(db: Database, companyId: number, costCentreId: number): Promise<number>;
  refusal(count: number): string;
}

export interface AccountingDeps {
  db: Database;
  reference: ReferenceService;
  concepts: ConceptCatalogue;
  /** Checked before a cost centre is deleted; empty until the features that use cost centres exist. */
  costCentreUsages: readonly CostCentreUsage[];
}
