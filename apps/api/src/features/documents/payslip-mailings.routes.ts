import { ZApiError } from '@quincena/contracts';
import {
  PAYSLIP_MAILING_ENDPOINTS,
  PAYSLIP_MAILING_MESSAGES,
  ZPayslipMailing,
  ZPayslipMailingList,
  ZPayslipMailingListQuery,
  ZPayslipMailingParams,
  ZPayslipMailingRequest,
  ZPayslipMailingStarted,
} from '@quincena/contracts/documents';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, requireRole } from '../../platform/auth/guard.ts';
import type { PayslipMailingsService } from './payslip-mailings.service.ts';

const tags = ['documents'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };

/** Sending a period's payslips by e-mail in the background: administrators only. */
export function registerPayslipMailingRoutes(app: FastifyInstance, service: PayslipMailingsService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = requireRole('ADMIN');

  api.post(
    PAYSLIP_MAILING_ENDPOINTS.list,
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Enviar por correo los comprobantes de un periodo',
        body: ZPayslipMailingRequest,
        response: { 202: ZPayslipMailingStarted, ...errors },
      },
    },
    async (request, reply) => {
      const mailing = await service.start(authOf(request), request.body);
      return reply.code(202).send({ ...mailing, message: PAYSLIP_MAILING_MESSAGES.started(mailing.total) });
    },
  );

  api.get(
    PAYSLIP_MAILING_ENDPOINTS.list,
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Envíos de comprobantes por correo',
        querystring: ZPayslipMailingListQuery,
        response: { 200: ZPayslipMailingList, ...errors },
      },
    },
    async (request) => ({ mailings: await service.list(authOf(request), request.query.calendarId) }),
  );

  api.get(
    PAYSLIP_MAILING_ENDPOINTS.one,
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Avance de un envío de comprobantes',
        params: ZPayslipMailingParams,
        response: { 200: ZPayslipMailing, ...errors },
      },
    },
    async (request) => service.get(authOf(request), request.params.id),
  );
}
