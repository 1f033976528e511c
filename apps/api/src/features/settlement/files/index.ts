export { registerBankFileRoutes } from './bank-file.routes.ts';
export { type BankFileService, bankFormatOf, createBankFileService } from './bank-file.ts';
export { registerPlanillaFileRoutes } from './planilla-file.routes.ts';
export { createPlanillaFileService, type PlanillaFileService } from './planilla-file.ts';
