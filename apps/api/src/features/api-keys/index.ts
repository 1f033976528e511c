export { registerApiKeysRoutes } from './api-keys.routes.ts';
export { type ApiKeysService, createApiKeysService } from './api-keys.service.ts';
