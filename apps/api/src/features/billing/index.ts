export { registerBillingRoutes } from './billing.routes.ts';
export { type BillingService, createBillingService } from './billing.service.ts';
