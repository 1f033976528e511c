export { balancesToHistory, type DatedBalanceLine } from './balances-as-history.ts';
export { registerInitialBalancesRoutes } from './initial-balances.routes.ts';
export { createInitialBalancesService, type InitialBalancesService } from './initial-balances.service.ts';
