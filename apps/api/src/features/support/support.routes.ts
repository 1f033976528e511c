import { ZApiError } from '@quincena/contracts';
import { SUPPORT_BODY_LIMIT, ZSupportRequest, ZSupportSent } from '@quincena/contracts/support';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, requireRole } from '../../platform/auth/guard.ts';
import type { SupportService } from './support.service.ts';

/** POST /api/support: an administrator's support request (spec 03 §2.14, call PostSend_mail_support). */
export function registerSupportRoutes(app: FastifyInstance, service: SupportService): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/support',
    {
      preHandler: requireRole('ADMIN'),
      bodyLimit: SUPPORT_BODY_LIMIT,
      schema: {
        tags: ['support'],
        security: [{ bearerAuth: [] }],
        summary: 'Enviar una solicitud de soporte',
        body: ZSupportRequest,
        response: { 201: ZSupportSent, 400: ZApiError, 401: ZApiError, 403: ZApiError, 502: ZApiError },
      },
    },
    async (request, reply) => {
      const { userId, companyId } = authOf(request);
      reply.code(201);
      return service.send({ userId, companyId }, request.body);
    },
  );
}
