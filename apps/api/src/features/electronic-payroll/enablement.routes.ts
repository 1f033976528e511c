import { ZApiError } from '@quincena/contracts';
import { MAX_FILE_BASE64_CHARS } from '@quincena/contracts/company';
import {
  ZEnablement,
  ZEnablementRequest,
  ZEnablementSaveResponse,
} from '@quincena/contracts/electronic-payroll';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicAccess, requireRole } from '../../platform/auth/guard.ts';
import { companyIdOf } from '../../platform/auth/tenant.ts';
import { fileAnswer } from '../../platform/http/openapi.ts';
import type { EnablementService } from './enablement.service.ts';
import { ENABLEMENT_MANUAL_PATH, enablementManualPdf } from './enablement-manual.ts';
import type { TestSetRun } from './test-set.ts';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };
const tags = ['electronic-payroll'];
const security = [{ bearerAuth: [] }];

/** Proceso habilitación DIAN (spec 03 §2.16, §7.10 "DIAN set-up"); ADMIN only. */
export function registerEnablementRoutes(
  app: FastifyInstance,
  service: EnablementService,
  testSet?: Pick<TestSetRun, 'request'>,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireRole('ADMIN');

  api.get(
    '/api/electronic-payroll/enablement',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Configuración de habilitación DIAN',
        response: { 200: ZEnablement, ...errors },
      },
    },
    async (request) => service.get(companyIdOf(request)),
  );

  api.put(
    '/api/electronic-payroll/enablement',
    {
      preHandler,
      bodyLimit: MAX_FILE_BASE64_CHARS + 16 * 1024,
      schema: {
        tags,
        security,
        summary: 'Crear o actualizar la habilitación DIAN',
        body: ZEnablementRequest,
        response: { 200: ZEnablementSaveResponse, ...errors },
      },
    },
    async (request) => service.save(companyIdOf(request), request.body),
  );

  if (testSet) {
    api.post(
      '/api/electronic-payroll/enablement/test-set',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Enviar a la DIAN el set de pruebas de habilitación (trabajo en segundo plano)',
          response: { 202: z.object({ message: z.string() }), ...errors },
        },
      },
      async (request, reply) => reply.code(202).send(await testSet.request(companyIdOf(request))),
    );
  }

  // General instructions, the same for every company: served without a session so a link can download it.
  api.get(
    ENABLEMENT_MANUAL_PATH,
    {
      preHandler: publicAccess(),
      schema: {
        response: fileAnswer('Instructivo en PDF', 'application/pdf'),
        tags,
        summary: 'Instructivo habilitación DIAN (PDF)',
      },
    },
    async (_request, reply) =>
      reply
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="instructivo-habilitacion-dian.pdf"')
        .header('cache-control', 'public, max-age=3600')
        .send(enablementManualPdf()),
  );
}
