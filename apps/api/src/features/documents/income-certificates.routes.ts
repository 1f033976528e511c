import { ZApiError } from '@quincena/contracts';
import {
  INCOME_CERTIFICATE_ENDPOINTS,
  INCOME_CERTIFICATE_FILE_NAME,
  ZDocumentMessage,
  ZIncomeCertificateList,
  ZIncomeCertificateParams,
  ZIncomeCertificateQuery,
  ZPayslipEmailRequest,
} from '@quincena/contracts/documents';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, requireRole } from '../../platform/auth/guard.ts';
import { fileAnswer } from '../../platform/http/openapi.ts';
import type { IncomeCertificatesService } from './income-certificates.service.ts';

const tags = ['documents'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };

/** Comprobantes de ingresos y retenciones (spec 03 §2.12): ADMIN for anyone of its company, CLIENT for itself. */
export function registerIncomeCertificateRoutes(
  app: FastifyInstance,
  service: IncomeCertificatesService,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const both = requireRole(['ADMIN', 'CLIENT']);

  api.get(
    INCOME_CERTIFICATE_ENDPOINTS.list,
    {
      preHandler: both,
      schema: {
        tags,
        security,
        summary: 'Comprobantes de ingresos y retenciones',
        querystring: ZIncomeCertificateQuery,
        response: { 200: ZIncomeCertificateList, ...errors },
      },
    },
    async (request) => service.list(authOf(request), request.query),
  );

  api.get(
    INCOME_CERTIFICATE_ENDPOINTS.pdf,
    {
      preHandler: both,
      schema: {
        response: fileAnswer('Certificado de ingresos y retenciones en PDF', 'application/pdf'),
        tags,
        security,
        summary: 'Formulario 220 en PDF',
        params: ZIncomeCertificateParams,
      },
    },
    async (request, reply) => {
      const pdf = await service.pdf(authOf(request), request.params.calendarId, request.params.personId);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${INCOME_CERTIFICATE_FILE_NAME}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  api.post(
    INCOME_CERTIFICATE_ENDPOINTS.email,
    {
      preHandler: both,
      schema: {
        tags,
        security,
        summary: 'Enviar el Formulario 220 por correo',
        params: ZIncomeCertificateParams,
        body: ZPayslipEmailRequest,
        response: { 200: ZDocumentMessage, ...errors },
      },
    },
    async (request) =>
      service.email(authOf(request), request.params.calendarId, request.params.personId, request.body),
  );
}
