import { ZApiError } from '@quincena/contracts';
import {
  REVIEW_ENDPOINT,
  ZReviewCalendarParams,
  ZReviewEmployee,
  ZReviewEmployeeParams,
  ZReviewExportQuery,
  ZReviewPage,
  ZReviewQuery,
} from '@quincena/contracts/settlement';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireRole } from '../../../platform/auth/guard.ts';
import { companyIdOf } from '../../../platform/auth/tenant.ts';
import { fileAnswer } from '../../../platform/http/openapi.ts';
import type { ReviewService } from './review.service.ts';

const tags = ['settlement'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };
const adminOnly = requireRole('ADMIN');

/** Revisar prenómina (issue 27): the page, one person's lines, and the Excel export. */
export function registerReviewRoutes(app: FastifyInstance, service: ReviewService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    `${REVIEW_ENDPOINT}/:calendarId`,
    {
      preHandler: adminOnly,
      schema: {
        tags,
        summary:
          'Prenómina de un período procesado: una fila por empleado y el cambio frente al período anterior',
        security,
        params: ZReviewCalendarParams,
        querystring: ZReviewQuery,
        response: { 200: ZReviewPage, ...errors },
      },
    },
    async (request) => service.page(companyIdOf(request), request.params.calendarId, request.query),
  );

  api.get(
    `${REVIEW_ENDPOINT}/:calendarId/employees/:contractId`,
    {
      preHandler: adminOnly,
      schema: {
        tags,
        summary: 'Líneas de un empleado en la prenómina, con el valor del período anterior',
        security,
        params: ZReviewEmployeeParams,
        response: { 200: ZReviewEmployee, ...errors },
      },
    },
    async (request) =>
      service.employee(companyIdOf(request), request.params.calendarId, request.params.contractId),
  );

  api.get(
    `${REVIEW_ENDPOINT}/:calendarId/export`,
    {
      preHandler: adminOnly,
      schema: {
        response: fileAnswer(
          'Prenómina en Excel',
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        ),
        tags,
        summary: 'Prenómina en Excel (xlsx), con los mismos filtros y orden de la tabla',
        description: 'Responde el archivo xlsx con el nombre en Content-Disposition.',
        security,
        params: ZReviewCalendarParams,
        querystring: ZReviewExportQuery,
      },
    },
    async (request, reply) => {
      const file = await service.export(companyIdOf(request), request.params.calendarId, request.query);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(file.bytes));
    },
  );
}
