import { ZApiError } from '@quincena/contracts';
import {
  CERTIFICATE_ENDPOINTS,
  ZCertificateEmailRequest,
  ZCertificateIssued,
  ZCertificateParams,
  ZCertificateValidation,
  ZDocumentMessage,
} from '@quincena/contracts/documents';
import { ZReportDefinition, ZReportRequest } from '@quincena/contracts/reports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, publicAccess, requireRole } from '../../platform/auth/guard.ts';
import { fileAnswer } from '../../platform/http/openapi.ts';
import { routeOptions } from '../../platform/http/route-options.ts';
import type { RateLimits } from '../../platform/rate-limit/rate-limit.ts';
import { CERTIFICATE_FILE_NAME, type CertificatesService } from './certificates.service.ts';
import { sendPdf } from './pdf-reply.ts';

const tags = ['documents'];

/** Certificados (spec 03 §2.10): ADMIN for anyone of its company, CLIENT for itself; validation is public. */
export function registerCertificateRoutes(
  app: FastifyInstance,
  service: CertificatesService,
  limits: Pick<RateLimits, 'certificateValidation'>,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const both = requireRole(['ADMIN', 'CLIENT']);
  const bothRoute = routeOptions('documents', both);

  api.get(
    CERTIFICATE_ENDPOINTS.definition,
    bothRoute('Parámetros del certificado laboral', { response: { 200: ZReportDefinition } }),
    async (request) => service.definition(authOf(request)),
  );

  api.post(
    CERTIFICATE_ENDPOINTS.list,
    bothRoute('Generar certificado laboral', { body: ZReportRequest, response: { 201: ZCertificateIssued } }),
    async (request, reply) => reply.code(201).send(await service.issue(authOf(request), request.body)),
  );

  api.get(
    CERTIFICATE_ENDPOINTS.pdf,
    bothRoute('Certificado laboral en PDF', {
      response: fileAnswer('Certificado laboral en PDF', 'application/pdf'),
      params: ZCertificateParams,
    }),
    async (request, reply) => {
      const pdf = await service.pdf(authOf(request), request.params.id);
      return sendPdf(reply, CERTIFICATE_FILE_NAME, pdf);
    },
  );

  api.post(
    CERTIFICATE_ENDPOINTS.email,
    bothRoute('Enviar certificado por correo', {
      params: ZCertificateParams,
      body: ZCertificateEmailRequest,
      response: { 200: ZDocumentMessage },
    }),
    async (request) => service.email(authOf(request), request.params.id, request.body),
  );

  api.get(
    CERTIFICATE_ENDPOINTS.validation,
    {
      preHandler: publicAccess(),
      config: {
        rateLimit: {
          max: limits.certificateValidation.max,
          timeWindow: limits.certificateValidation.windowMs,
        },
      },
      schema: {
        tags,
        summary: 'Validación carta laboral (pública)',
        params: ZCertificateParams,
        response: { 200: ZCertificateValidation, 400: ZApiError, 404: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await service.validate(request.params.id)),
  );
}
