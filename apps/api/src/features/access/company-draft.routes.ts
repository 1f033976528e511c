import { ZApiError } from '@quincena/contracts';
import {
  ZCompanyDraftRequest,
  ZCompanyDraftResponse,
  ZCompanyDraftSaveResponse,
} from '@quincena/contracts/access';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, requireRole } from '../../platform/auth/guard.ts';
import type { CompanyDraftService } from './company-draft.service.ts';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 409: ZApiError };
const tags = ['access'];
const security = [{ bearerAuth: [] }];

/** /CompleteRegister (spec 01 §2.5): the signed-in administrator's own draft; the user is the session's. */
export function registerCompanyDraftRoutes(app: FastifyInstance, service: CompanyDraftService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireRole('ADMIN');

  api.get(
    '/api/access/company-draft',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Datos de registro de la empresa',
        response: { 200: ZCompanyDraftResponse, ...errors },
      },
    },
    async (request) => ({ draft: await service.get(authOf(request)) }),
  );

  api.put(
    '/api/access/company-draft',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Completar registro',
        body: ZCompanyDraftRequest,
        response: { 200: ZCompanyDraftSaveResponse, ...errors },
      },
    },
    async (request) => service.save(authOf(request), request.body),
  );
}
