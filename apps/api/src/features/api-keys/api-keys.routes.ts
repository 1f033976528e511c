import {
  API_KEY_MESSAGES,
  ZApiKeyCreated,
  ZApiKeyIdParams,
  ZApiKeyList,
  ZApiKeyRevoked,
  ZCreateApiKeyRequest,
} from '@quincena/contracts/api-keys';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, requireRole } from '../../platform/auth/guard.ts';
import { companyIdOf } from '../../platform/auth/tenant.ts';
import { routeOptions } from '../../platform/http/route-options.ts';
import type { ApiKeysService } from './api-keys.service.ts';

const adminOnly = requireRole('ADMIN');

/** /CompanyApiKeys: the administrator manages the company's API keys (issue 33, decision 0337). */
export function registerApiKeysRoutes(app: FastifyInstance, service: ApiKeysService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const adminOnlyRoute = routeOptions('api-keys', adminOnly);

  api.get(
    '/api/api-keys',
    adminOnlyRoute('Claves API de la empresa', { response: { 200: ZApiKeyList } }),
    async (request) => ({ rows: await service.list(companyIdOf(request)) }),
  );

  api.post(
    '/api/api-keys',
    adminOnlyRoute('Crear clave API (el secreto se muestra solo en esta respuesta)', {
      body: ZCreateApiKeyRequest,
      response: { 201: ZApiKeyCreated },
    }),
    async (request, reply) => {
      const created = await service.create(companyIdOf(request), authOf(request).userId, request.body);
      return reply.code(201).send(created);
    },
  );

  api.post(
    '/api/api-keys/:id/revoke',
    adminOnlyRoute('Revocar clave API', { params: ZApiKeyIdParams, response: { 200: ZApiKeyRevoked } }),
    async (request) => ({
      key: await service.revoke(companyIdOf(request), authOf(request).userId, request.params.id),
      message: API_KEY_MESSAGES.revoked,
    }),
  );
}
