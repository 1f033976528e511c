import { ZApiError } from '@quincena/contracts';
import {
  DOCUMENT_SETTINGS_ENDPOINT,
  DOCUMENT_SETTINGS_MESSAGES,
  PAYSLIP_ENDPOINTS,
  ZDocumentMessage,
  ZDocumentPeople,
  ZDocumentSettings,
  ZDocumentSettingsSaved,
  ZPayslipEmailRequest,
  ZPayslipList,
  ZPayslipParams,
  ZPayslipQuery,
} from '@quincena/contracts/documents';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, requireRole } from '../../platform/auth/guard.ts';
import { fileAnswer } from '../../platform/http/openapi.ts';
import { registerFinalSettlementRoutes } from './final-settlement.routes.ts';
import type { PayslipsService } from './payslips.service.ts';
import { sendPdf } from './pdf-reply.ts';

const tags = ['documents'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };

/** Comprobantes de nómina (spec 03 §2.11, §7 Vouchers): ADMIN for anyone of its company, CLIENT for itself. */
export function registerPayslipRoutes(app: FastifyInstance, service: PayslipsService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const both = requireRole(['ADMIN', 'CLIENT']);

  api.get(
    PAYSLIP_ENDPOINTS.people,
    {
      preHandler: requireRole('ADMIN'),
      schema: {
        tags,
        security,
        summary: 'Personas con contrato',
        response: { 200: ZDocumentPeople, ...errors },
      },
    },
    async (request) => ({ people: await service.people(authOf(request)) }),
  );

  api.get(
    DOCUMENT_SETTINGS_ENDPOINT,
    {
      preHandler: requireRole('ADMIN'),
      schema: {
        tags,
        security,
        summary: 'Configuración de comprobantes',
        response: { 200: ZDocumentSettings, ...errors },
      },
    },
    async (request) => service.settings(authOf(request)),
  );

  api.put(
    DOCUMENT_SETTINGS_ENDPOINT,
    {
      preHandler: requireRole('ADMIN'),
      schema: {
        tags,
        security,
        summary: 'Guardar configuración de comprobantes',
        body: ZDocumentSettings,
        response: { 200: ZDocumentSettingsSaved, ...errors },
      },
    },
    async (request) => ({
      settings: await service.saveSettings(authOf(request), request.body),
      message: DOCUMENT_SETTINGS_MESSAGES.saved,
    }),
  );

  api.get(
    PAYSLIP_ENDPOINTS.list,
    {
      preHandler: both,
      schema: {
        tags,
        security,
        summary: 'Comprobantes de nómina',
        querystring: ZPayslipQuery,
        response: { 200: ZPayslipList, ...errors },
      },
    },
    async (request) => ({ payslips: await service.list(authOf(request), request.query) }),
  );

  api.get(
    PAYSLIP_ENDPOINTS.pdf,
    {
      preHandler: both,
      schema: {
        tags,
        security,
        response: fileAnswer('Comprobante de nómina en PDF', 'application/pdf'),
        summary: 'Comprobante de nómina en PDF',
        params: ZPayslipParams,
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await service.pdf(
        authOf(request),
        request.params.calendarId,
        request.params.contractId,
      );
      return sendPdf(reply, fileName, pdf);
    },
  );

  api.post(
    PAYSLIP_ENDPOINTS.email,
    {
      preHandler: both,
      schema: {
        tags,
        security,
        summary: 'Enviar comprobante por correo',
        params: ZPayslipParams,
        body: ZPayslipEmailRequest,
        response: { 200: ZDocumentMessage, ...errors },
      },
    },
    async (request) =>
      service.email(authOf(request), request.params.calendarId, request.params.contractId, request.body),
  );

  registerFinalSettlementRoutes(app, service);
}
