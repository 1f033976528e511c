import { ZApiError } from '@quincena/contracts';
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
import type { ApiKeysService } from './api-keys.service.ts';

const tags = ['api-keys'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };
const adminOnly = requireRole('ADMIN');

/** /CompanyApiKeys: the administrator manages the company's API keys (issue 33, decision 0337). */
export function registerApiKeysRoutes(app: FastifyInstance, service: ApiKeysService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/api-keys',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        summary: 'Claves API de la empresa',
        security,
        response: { 200: ZApiKeyList, ...errors },
      },
    },
    async (request) => ({ rows: await service.list(companyIdOf(request)) }),
  );

  api.post(
    '/api/api-keys',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        summary: 'Crear clave API (el secreto se muestra solo en esta respuesta)',
        security,
        body: ZCreateApiKeyRequest,
        response: { 201: ZApiKeyCreated, ...errors },
      },
    },
    async (request, reply) => {
      const created = await service.create(companyIdOf(request), authOf(request).userId, request.body);
      return reply.code(201).send(created);
    },
  );

  api.post(
    '/api/api-keys/:id/revoke',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        summary: 'Revocar clave API',
        security,
        params: ZApiKeyIdParams,
        response: { 200: ZApiKeyRevoked, ...errors },
      },
    },
    async (request) => ({
      key: await service.revoke(companyIdOf(request), authOf(request).userId, request.params.id),
      message: API_KEY_MESSAGES.revoked,
    }),
  );
}
