import { ERROR_CODES, ZApiError } from '@quincena/contracts';
import {
  PAYMENT_MESSAGES,
  ZInstancePayment,
  ZNoticeAnswer,
  ZPaymentAttempt,
  ZPaymentIdParams,
  ZPaymentOrderRow,
  ZPaymentSettings,
  ZStartPaymentRequest,
  ZStartPaymentResult,
} from '@quincena/contracts/billing';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, publicAccess, requireRole } from '../../platform/auth/guard.ts';
import { companyIdOf } from '../../platform/auth/tenant.ts';
import { routeOptions } from '../../platform/http/route-options.ts';
import { type PaymentsService, RefusedNotice } from './payments.service.ts';

const tags = ['billing'];
/** Providers post small forms or JSON; nothing bigger is read. */
const NOTICE_BODY_LIMIT = 64 * 1024;

/** A refused notice answers its status and a generic message (the reason is logged, not told to strangers). */
async function answerNotice(reply: FastifyReply, work: () => Promise<unknown>) {
  try {
    return reply.code(200).send(await work());
  } catch (error) {
    if (error instanceof RefusedNotice) {
      const code = error.statusCode === 404 ? ERROR_CODES.notFound : ERROR_CODES.validation;
      return reply.code(error.statusCode).send({ code, message: PAYMENT_MESSAGES.invalidNotice });
    }
    throw error;
  }
}

/**
 * /PayOrder's API (decision 0335): the company's administrators list, start and follow payments;
 * the operator sees every attempt; providers post their signed notices to public endpoints.
 */
export function registerPaymentRoutes(app: FastifyInstance, payments: PaymentsService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = requireRole('ADMIN');
  const adminRoute = routeOptions('billing', admin);
  const instanceAdminRoute = routeOptions('billing', requireRole('ADMIN', { instanceAdmin: true }));

  api.get(
    '/api/billing/payments',
    adminRoute('Facturas de la empresa con su último intento de pago (/PayOrder)', {
      response: { 200: z.array(ZPaymentOrderRow) },
    }),
    async (request) => payments.orderRows(companyIdOf(request)),
  );

  api.get(
    '/api/billing/payments/settings',
    adminRoute('Parámetros públicos del proveedor de pagos', { response: { 200: ZPaymentSettings } }),
    async () => payments.settings(),
  );

  api.post(
    '/api/billing/payments',
    adminRoute('Iniciar el pago de una factura (queda EN PROCESO antes de abrir el pago)', {
      body: ZStartPaymentRequest,
      response: { 201: ZStartPaymentResult },
    }),
    async (request, reply) => {
      const { userId } = authOf(request);
      const result = await payments.start(
        { companyId: companyIdOf(request), userId },
        request.body.invoiceId,
      );
      return reply.code(201).send(result);
    },
  );

  api.get(
    '/api/billing/payments/:id',
    adminRoute('Estado de un intento de pago (al volver del pago)', {
      params: ZPaymentIdParams,
      response: { 200: ZPaymentAttempt },
    }),
    async (request) => payments.attempt(companyIdOf(request), request.params.id),
  );

  api.get(
    '/api/billing/all-payments',
    instanceAdminRoute('Intentos de pago de todas las empresas (pagos duplicados por reembolsar marcados)', {
      response: { 200: z.array(ZInstancePayment) },
    }),
    async () => payments.allPayments(),
  );

  app.register(async (scope) => {
    // ePayco posts its confirmation as an HTML form.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: NOTICE_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const notice = (provider: 'epayco' | 'wompi' | 'simulator', summary: string) =>
      scope.withTypeProvider<ZodTypeProvider>().post(
        `/api/billing/payments/notices/${provider}`,
        {
          preHandler: publicAccess(),
          bodyLimit: NOTICE_BODY_LIMIT,
          schema: {
            tags,
            summary,
            body: z.record(z.string(), z.unknown()),
            response: { 200: ZNoticeAnswer, 400: ZApiError, 404: ZApiError, 409: ZApiError },
          },
        },
        async (request, reply) =>
          answerNotice(reply, () =>
            payments.receive(provider, { body: request.body, headers: request.headers }),
          ),
      );
    notice('epayco', 'Confirmación de ePayco (x_*, firmada)');
    notice('wompi', 'Evento de Wompi (transaction.updated, con checksum)');
    notice('simulator', 'Confirmación del simulador de pagos (firmada)');
  });
}
