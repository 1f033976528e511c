export { createDashboardService, type DashboardService } from './dashboard.service.ts';
export { registerHomeRoutes } from './home.routes.ts';
