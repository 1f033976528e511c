import {
  ZCompanyDraftRequest,
  ZCompanyDraftResponse,
  ZCompanyDraftSaveResponse,
} from '@quincena/contracts/access';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, requireRole } from '../../platform/auth/guard.ts';
import { routeOptions } from '../../platform/http/route-options.ts';
import type { CompanyDraftService } from './company-draft.service.ts';

/** /CompleteRegister (spec 01 §2.5): the signed-in administrator's own draft; the user is the session's. */
export function registerCompanyDraftRoutes(app: FastifyInstance, service: CompanyDraftService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireRole('ADMIN');
  const route = routeOptions('access', preHandler);

  api.get(
    '/api/access/company-draft',
    route('Datos de registro de la empresa', { response: { 200: ZCompanyDraftResponse } }),
    async (request) => ({ draft: await service.get(authOf(request)) }),
  );

  api.put(
    '/api/access/company-draft',
    route('Completar registro', { body: ZCompanyDraftRequest, response: { 200: ZCompanyDraftSaveResponse } }),
    async (request) => service.save(authOf(request), request.body),
  );
}
