import {
  COMPANY_FILE_KINDS,
  MAX_FILE_BASE64_CHARS,
  ZCompany,
  ZCompanySaveResponse,
  ZCreateCompanyRequest,
  ZUpdateCompanyRequest,
} from '@quincena/contracts/company';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireRole } from '../../platform/auth/guard.ts';
import { companyIdOf } from '../../platform/auth/tenant.ts';
import { fileAnswer } from '../../platform/http/openapi.ts';
import { routeOptions } from '../../platform/http/route-options.ts';
import type { CompanyService } from './company.service.ts';

/** Three files of at most 1,000,000 bytes in base64 plus the form's text. */
const COMPANY_BODY_LIMIT = 3 * MAX_FILE_BASE64_CHARS + 64 * 1024;

/** Datos empresa (spec 01 §2.7): the caller's company, from the session only. */
export function registerCompanyRoutes(app: FastifyInstance, service: CompanyService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = requireRole('ADMIN');
  const adminOnlyRoute = routeOptions('company', adminOnly);

  api.get(
    '/api/company',
    adminOnlyRoute('Datos de la empresa', { response: { 200: ZCompany } }),
    async (request) => service.get(companyIdOf(request)),
  );

  api.post(
    '/api/company',
    {
      ...adminOnlyRoute('Crear la empresa del administrador', {
        body: ZCreateCompanyRequest,
        response: { 201: ZCompanySaveResponse },
      }),
      bodyLimit: COMPANY_BODY_LIMIT,
    },
    async (request, reply) => reply.code(201).send(await service.create(authOf(request), request.body)),
  );

  api.put(
    '/api/company',
    {
      ...adminOnlyRoute('Actualizar los datos de la empresa', {
        body: ZUpdateCompanyRequest,
        response: { 200: ZCompanySaveResponse },
      }),
      bodyLimit: COMPANY_BODY_LIMIT,
    },
    async (request) => service.update(companyIdOf(request), request.body),
  );

  api.get(
    '/api/company/files/:kind',
    adminOnlyRoute('RUT o cámara de comercio (PDF)', {
      response: fileAnswer('Archivo de la empresa (PDF)', 'application/pdf'),
      params: z.object({ kind: z.enum(COMPANY_FILE_KINDS, 'Archivo desconocido') }),
    }),
    async (request, reply) => {
      const bytes = await service.file(companyIdOf(request), request.params.kind);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${request.params.kind}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
}
