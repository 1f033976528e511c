import {
  DASHBOARD_ENDPOINT,
  DEADLINES_ENDPOINT,
  RUN_WARNINGS_ENDPOINT,
  ZDashboard,
  ZDeadlines,
  ZHomeRunWarnings,
} from '@quincena/contracts/home';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireRole } from '../../platform/auth/guard.ts';
import { companyIdOf } from '../../platform/auth/tenant.ts';
import { routeOptions } from '../../platform/http/route-options.ts';
import type { DashboardService } from './dashboard.service.ts';

/** /Home: the dashboard's figures and the company's next legal deadlines (administrators). */
export function registerHomeRoutes(app: FastifyInstance, service: DashboardService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = requireRole('ADMIN');
  const adminRoute = routeOptions('home', admin);

  api.get(
    DASHBOARD_ENDPOINT,
    adminRoute('Cifras del tablero de inicio', { response: { 200: ZDashboard } }),
    async (request) => service.dashboard(companyIdOf(request)),
  );

  api.get(
    DEADLINES_ENDPOINT,
    adminRoute('Próximos vencimientos legales', { response: { 200: ZDeadlines } }),
    async (request) => service.deadlines(companyIdOf(request)),
  );

  api.get(
    RUN_WARNINGS_ENDPOINT,
    adminRoute('Liquidaciones del momento que necesitan antes el resultado de otra', {
      response: { 200: ZHomeRunWarnings },
    }),
    async (request) => service.runWarnings(companyIdOf(request)),
  );
}
