export { createRetroactiveChangesService, type RetroactiveChangesService } from './changes.service.ts';
export { createLegalValuesService, type LegalValuesService } from './legal-values.service.ts';
export { registerRetroactiveRoutes } from './retroactive.routes.ts';
export { createRetroactiveService, type RetroactiveService } from './retroactive.service.ts';
