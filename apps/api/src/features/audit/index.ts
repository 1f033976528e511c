export { registerAuditRoutes } from './audit.routes.ts';
