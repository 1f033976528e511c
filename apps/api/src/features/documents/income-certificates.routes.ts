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
import { routeOptions } from '../../platform/http/route-options.ts';
import type { IncomeCertificatesService } from './income-certificates.service.ts';
import { sendPdf } from './pdf-reply.ts';

/** Comprobantes de ingresos y retenciones (spec 03 §2.12): ADMIN for anyone of its company, CLIENT for itself. */
export function registerIncomeCertificateRoutes(
  app: FastifyInstance,
  service: IncomeCertificatesService,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const both = requireRole(['ADMIN', 'CLIENT']);
  const bothRoute = routeOptions('documents', both);

  api.get(
    INCOME_CERTIFICATE_ENDPOINTS.list,
    bothRoute('Comprobantes de ingresos y retenciones', {
      querystring: ZIncomeCertificateQuery,
      response: { 200: ZIncomeCertificateList },
    }),
    async (request) => service.list(authOf(request), request.query),
  );

  api.get(
    INCOME_CERTIFICATE_ENDPOINTS.pdf,
    bothRoute('Formulario 220 en PDF', {
      response: fileAnswer('Certificado de ingresos y retenciones en PDF', 'application/pdf'),
      params: ZIncomeCertificateParams,
    }),
    async (request, reply) => {
      const pdf = await service.pdf(authOf(request), request.params.calendarId, request.params.personId);
      return sendPdf(reply, INCOME_CERTIFICATE_FILE_NAME, pdf);
    },
  );

  api.post(
    INCOME_CERTIFICATE_ENDPOINTS.email,
    bothRoute('Enviar el Formulario 220 por correo', {
      params: ZIncomeCertificateParams,
      body: ZPayslipEmailRequest,
      response: { 200: ZDocumentMessage },
    }),
    async (request) =>
      service.email(authOf(request), request.params.calendarId, request.params.personId, request.body),
  );
}
