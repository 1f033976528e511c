import { ZApiError } from '@quincena/contracts';
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
import type { DashboardService } from './dashboard.service.ts';

const tags = ['home'];
const security = [{ bearerAuth: [] }];
const errors = { 401: ZApiError, 403: ZApiError };

/** /Home: the dashboard's figures and the company's next legal deadlines (administrators). */
export function registerHomeRoutes(app: FastifyInstance, service: DashboardService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = requireRole('ADMIN');

  api.get(
    DASHBOARD_ENDPOINT,
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Cifras del tablero de inicio',
        response: { 200: ZDashboard, ...errors },
      },
    },
    async (request) => service.dashboard(companyIdOf(request)),
  );

  api.get(
    DEADLINES_ENDPOINT,
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Próximos vencimientos legales',
        response: { 200: ZDeadlines, ...errors },
      },
    },
    async (request) => service.deadlines(companyIdOf(request)),
  );

  api.get(
    RUN_WARNINGS_ENDPOINT,
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Liquidaciones del momento que necesitan antes el resultado de otra',
        response: { 200: ZHomeRunWarnings, ...errors },
      },
    },
    async (request) => service.runWarnings(companyIdOf(request)),
  );
}
