import { ZApiError } from '@quincena/contracts';
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
import type { CalendarsService } from './calendars.service.ts';

const tags = ['settlement'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };
const adminOnly = requireRole('ADMIN');

/** Calendars of every settlement type (spec 02 §7 "Calendars and processes"). */
export function registerCalendarsRoutes(app: FastifyInstance, service: CalendarsService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/calendars',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        summary: 'Calendarios de un tipo (NM, SS, CB, CES, CIR, NIE o LD-<retiro>); genera el año si falta',
        security,
        querystring: ZCalendarListQuery,
        response: { 200: ZCalendarList, ...errors },
      },
    },
    async (request) => service.list(companyIdOf(request), request.query),
  );

  api.get(
    '/api/calendars/:id',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        summary: 'Un calendario',
        security,
        params: ZCalendarIdParams,
        response: { 200: ZCalendar, ...errors },
      },
    },
    async (request) => service.get(companyIdOf(request), request.params.id),
  );
}
