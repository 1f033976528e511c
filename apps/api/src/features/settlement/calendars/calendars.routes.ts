import {
  ZCalendar,
  ZCalendarIdParams,
  ZCalendarList,
  ZCalendarListQuery,
} from '@quincena/contracts/settlement';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireRole } from '../../../platform/auth/guard.ts';
import { companyIdOf } from '../../../platform/auth/tenant.ts';
import { routeOptions } from '../../../platform/http/route-options.ts';
import type { CalendarsService } from './calendars.service.ts';

const adminOnly = requireRole('ADMIN');

/** Calendars of every settlement type (spec 02 §7 "Calendars and processes"). */
export function registerCalendarsRoutes(app: FastifyInstance, service: CalendarsService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const adminOnlyRoute = routeOptions('settlement', adminOnly);

  api.get(
    '/api/calendars',
    adminOnlyRoute(
      'Calendarios de un tipo (NM, SS, CB, CES, CIR, NIE o LD-<retiro>); genera el año si falta',
      { querystring: ZCalendarListQuery, response: { 200: ZCalendarList } },
    ),
    async (request) => service.list(companyIdOf(request), request.query),
  );

  api.get(
    '/api/calendars/:id',
    adminOnlyRoute('Un calendario', { params: ZCalendarIdParams, response: { 200: ZCalendar } }),
    async (request) => service.get(companyIdOf(request), request.params.id),
  );
}
