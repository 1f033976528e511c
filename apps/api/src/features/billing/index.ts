export { registerBillingRoutes } from './billing.routes.ts';
export { type BillingService, createBillingService } from './billing.service.ts';
export { registerPaymentRoutes } from './payments.routes.ts';
export { createPaymentsService, type PaymentsService } from './payments.service.ts';
export { choosePaymentProvider, type PaymentsConfig } from './payments-config.ts';
export { registerPaymentSimulator } from './simulator.routes.ts';
