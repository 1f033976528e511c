export {
  createImportedHistoryReader,
  type ImportedHistoryReader,
} from '../../pay-period/imported-history.ts';
export { registerAccountingQueryRoutes } from './accounting-query.routes.ts';
export { type AccountingQuery, createAccountingQuery } from './accounting-query.ts';
export { registerQueriesRoutes } from './queries.routes.ts';
export { createQueriesService, type QueriesService } from './queries.service.ts';
export { registerSocialSecurityQueryRoutes } from './social-security-query.routes.ts';
export { createSocialSecurityQuery, type SocialSecurityQuery } from './social-security-query.ts';
