import { ZApiError } from '@quincena/contracts';
import {
  DIAN_ANSWERS,
  NIE_CONFIGURATION_REPORT_ENDPOINT,
  NIE_DOCUMENTS_ENDPOINT,
  NIE_MESSAGES,
  NIE_REPORT_ENDPOINT,
  NIE_RETROACTIVE_MONTHS_ENDPOINT,
  NIE_STATUS_ENDPOINT,
  NIE_TRANSFER_ENDPOINT,
  NIE_VALIDATION_ENDPOINT,
  ZNieActionResponse,
  ZNieDocument,
  ZNieDocumentsQuery,
  ZNieRetroactiveMonths,
  ZNieRetroactiveMonthsQuery,
  ZNieSelection,
  ZNieValidation,
} from '@quincena/contracts/electronic-payroll';
import { ZReportDefinition, ZReportRequest, ZReportResult } from '@quincena/contracts/reports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../platform/auth/guard.ts';
import { companyIdOf } from '../../platform/auth/tenant.ts';
import { fileAnswer } from '../../platform/http/openapi.ts';
import type { EnablementService } from './enablement.service.ts';
import type { NieDocuments } from './nie-documents.ts';
import type { NieReports } from './nie-report.ts';
import type { NieSigningLoader } from './nie-signing.ts';
import type { NieTransfer } from './nie-transfer.ts';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };
const tags = ['electronic-payroll'];
const security = [{ bearerAuth: [] }];

/** Nómina electrónica (spec 03 §2.15, §2.8, §7.10 "Transfer and CUNE calls"); ADMIN only. */
export function registerNieRoutes(
  app: FastifyInstance,
  services: {
    documents: NieDocuments;
    transfer: NieTransfer;
    signing: NieSigningLoader;
    reports: NieReports;
    enablement: Pick<EnablementService, 'get'>;
  },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireRole('ADMIN');

  api.get(
    NIE_VALIDATION_ENDPOINT,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Validación DIAN: si la empresa puede firmar y transmitir, y por qué no',
        response: { 200: ZNieValidation, ...errors },
      },
    },
    async (request) => {
      const companyId = companyIdOf(request);
      const signing = await services.signing.load(companyId);
      if (typeof signing === 'string') return { valid: false, message: signing };
      // Documents may go to the simulator before, but the DIAN answers rule 92 to an emitter not enabled.
      const enablement = await services.enablement.get(companyId);
      const enabled = enablement.status === 'ENABLED' || enablement.enabledAnswer === DIAN_ANSWERS.enabled;
      return enabled ? { valid: true, message: null } : { valid: false, message: NIE_MESSAGES.notEnabled };
    },
  );

  api.get(
    NIE_DOCUMENTS_ENDPOINT,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Documentos de nómina electrónica de un calendario, o de un año y mes',
        querystring: ZNieDocumentsQuery,
        response: { 200: z.array(ZNieDocument), ...errors },
      },
    },
    async (request) => services.documents.list(companyIdOf(request), request.query),
  );

  api.get(
    NIE_RETROACTIVE_MONTHS_ENDPOINT,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary:
          'Meses cuyo retroactivo pagó el mes del calendario y que se procesan de nuevo para emitir su nota Reemplazar',
        querystring: ZNieRetroactiveMonthsQuery,
        response: { 200: ZNieRetroactiveMonths, ...errors },
      },
    },
    async (request) => services.documents.retroactiveMonths(companyIdOf(request), request.query.calendarId),
  );

  api.get(
    `${NIE_DOCUMENTS_ENDPOINT}/:id/pdf`,
    {
      preHandler,
      schema: {
        response: fileAnswer('Representación gráfica en PDF', 'application/pdf'),
        tags,
        security,
        summary: 'Consultar PDF: representación gráfica de un documento enviado',
        params: z.object({ id: z.coerce.number().int().positive() }),
      },
    },
    async (request, reply) => {
      const { fileName, bytes } = await services.documents.pdf(companyIdOf(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(bytes);
    },
  );

  api.get(
    `${NIE_DOCUMENTS_ENDPOINT}/:id/xml`,
    {
      preHandler,
      schema: {
        response: fileAnswer('Documento y respuesta de la DIAN (zip)', 'application/zip'),
        tags,
        security,
        summary: 'Descargar XML: el documento firmado y la respuesta de la DIAN, comprimidos (.zip)',
        params: z.object({ id: z.coerce.number().int().positive() }),
      },
    },
    async (request, reply) => {
      const { fileName, bytes } = await services.documents.xmlZip(companyIdOf(request), request.params.id);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(bytes);
    },
  );

  api.post(
    NIE_TRANSFER_ENDPOINT,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Transferir a la DIAN los documentos seleccionados (trabajo en segundo plano)',
        body: ZNieSelection,
        response: { 202: ZNieActionResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await services.transfer.requestTransfer(companyIdOf(request), request.body)),
  );

  api.get(
    `${NIE_REPORT_ENDPOINT}/definition`,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Parámetros del reporte de nómina electrónica',
        response: { 200: ZReportDefinition, ...errors },
      },
    },
    async (request) => services.reports.definition(companyIdOf(request)),
  );

  api.post(
    NIE_REPORT_ENDPOINT,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Reporte nómina electrónica: los documentos de un calendario y las reglas de la DIAN',
        body: ZReportRequest,
        response: { 200: ZReportResult, ...errors },
      },
    },
    async (request) => services.reports.generate(companyIdOf(request), request.body),
  );

  api.post(
    NIE_CONFIGURATION_REPORT_ENDPOINT,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Configuración NE: destino, habilitación, numeración y elemento DIAN de cada concepto',
        response: { 200: ZReportResult, ...errors },
      },
    },
    async (request) => services.reports.configuration(companyIdOf(request)),
  );

  api.post(
    NIE_STATUS_ENDPOINT,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Obtener CUNE: consultar en la DIAN el estado de los documentos seleccionados',
        body: ZNieSelection,
        response: { 202: ZNieActionResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await services.transfer.requestStatus(companyIdOf(request), request.body)),
  );
}
