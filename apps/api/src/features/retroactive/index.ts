export { createRetroactiveChangesService, type RetroactiveChangesService } from './changes.service.ts';
export { registerRetroactiveRoutes } from './retroactive.routes.ts';
export { createRetroactiveService, type RetroactiveService } from './retroactive.service.ts';
