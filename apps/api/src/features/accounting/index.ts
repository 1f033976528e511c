export { composeAccountingService } from './accounting.compose.ts';
export type { AccountingDeps, ConceptCatalogue, CostCentreUsage } from './accounting.deps.ts';
export { registerAccountingRoutes } from './accounting.routes.ts';
export { type AccountingService, createAccountingService } from './accounting.service.ts';
export { createConceptCatalogue } from './accounting-lookups.ts';
export { DEFAULT_ACCOUNT_PLAN, defaultAccountPlan } from './default-account-plan.ts';
