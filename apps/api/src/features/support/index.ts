export { registerSupportRoutes } from './support.routes.ts';
export { createSupportService, type SupportService } from './support.service.ts';
