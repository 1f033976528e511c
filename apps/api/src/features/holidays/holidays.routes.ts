import { ZApiError } from '@quincena/contracts';
import {
  ZHolidaySettings,
  ZHolidaySettingsBody,
  ZHolidaysQuery,
  ZHolidaysResponse,
} from '@quincena/contracts/holidays';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, requireRole } from '../../platform/auth/guard.ts';
import { companyIdOf } from '../../platform/auth/tenant.ts';
import type { HolidaysService } from './holidays.service.ts';

const tags = ['holidays'];
const refusals = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 409: ZApiError };

/** /Festivos (spec 01 §2.12): the holiday calendar for everyone, the vacation system for the administrator. */
export function registerHolidaysRoutes(app: FastifyInstance, holidays: HolidaysService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/holidays',
    {
      preHandler: requireRole(['ADMIN', 'CLIENT']),
      schema: {
        tags,
        summary: 'Festivos de Colombia de un año',
        querystring: ZHolidaysQuery,
        response: { 200: ZHolidaysResponse, ...refusals },
      },
    },
    async (request) => holidays.holidaysOf(request.query.year),
  );

  api.get(
    '/api/holidays/settings',
    {
      preHandler: requireRole('ADMIN'),
      schema: {
        tags,
        summary: 'Sistema de vacaciones de la empresa',
        response: { 200: ZHolidaySettings, ...refusals },
      },
    },
    async (request) => holidays.settings(companyIdOf(request)),
  );

  api.put(
    '/api/holidays/settings',
    {
      preHandler: requireRole('ADMIN'),
      schema: {
        tags,
        summary: 'Guardar el sistema de vacaciones de la empresa',
        body: ZHolidaySettingsBody,
        response: { 200: ZHolidaySettings, ...refusals },
      },
    },
    async (request) =>
      holidays.saveSettings(companyIdOf(request), authOf(request).userId, request.body.vacationSystem),
  );
}
