import { ZApiError } from '@quincena/contracts';
import {
  ZLegalValueChangeList,
  ZLegalValueDismiss,
  ZLegalValueVersionParams,
  ZRetroactiveChangeCreate,
  ZRetroactiveChangeCreated,
  ZRetroactiveChangeIdParams,
  ZRetroactiveChangeList,
  ZRetroactiveChangeQuery,
  ZRetroactiveImpact,
  ZRetroactiveImpactQuery,
  ZRetroactiveMessage,
} from '@quincena/contracts/retroactive';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, requireRole } from '../../platform/auth/guard.ts';
import { companyIdOf } from '../../platform/auth/tenant.ts';
import type { RetroactiveChangesService } from './changes.service.ts';
import type { LegalValuesService } from './legal-values.service.ts';
import type { RetroactiveService } from './retroactive.service.ts';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };

export function registerRetroactiveRoutes(
  app: FastifyInstance,
  service: RetroactiveService,
  changes: RetroactiveChangesService,
  legalValues: LegalValuesService,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/retroactive/impact',
    {
      preHandler: requireRole('ADMIN'),
      schema: {
        tags: ['settlement'],
        security: [{ bearerAuth: [] }],
        summary: 'Períodos acumulados que alcanza un cambio retroactivo',
        querystring: ZRetroactiveImpactQuery,
        response: { 200: ZRetroactiveImpact, ...errors },
      },
    },
    async (request) => service.impact(companyIdOf(request), request.query),
  );

  api.get(
    '/api/retroactive/changes',
    {
      preHandler: requireRole('ADMIN'),
      schema: {
        tags: ['settlement'],
        security: [{ bearerAuth: [] }],
        summary: 'Cambios retroactivos de un período que los paga o de un contrato, con su estado',
        querystring: ZRetroactiveChangeQuery,
        response: { 200: ZRetroactiveChangeList, ...errors },
      },
    },
    async (request) => changes.list(companyIdOf(request), request.query),
  );

  api.post(
    '/api/retroactive/changes',
    {
      preHandler: requireRole('ADMIN'),
      schema: {
        tags: ['settlement'],
        security: [{ bearerAuth: [] }],
        summary: 'Registrar un cambio retroactivo y el período abierto que pagará sus diferencias',
        body: ZRetroactiveChangeCreate,
        response: { 201: ZRetroactiveChangeCreated, 409: ZApiError, 422: ZApiError, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await changes.create(companyIdOf(request), authOf(request).userId, request.body)),
  );

  api.delete(
    '/api/retroactive/changes/:id',
    {
      preHandler: requireRole('ADMIN'),
      schema: {
        tags: ['settlement'],
        security: [{ bearerAuth: [] }],
        summary: 'Quitar un cambio retroactivo que aún no se ha pagado',
        params: ZRetroactiveChangeIdParams,
        response: { 200: ZRetroactiveMessage, 409: ZApiError, ...errors },
      },
    },
    async (request) => changes.remove(companyIdOf(request), authOf(request).userId, request.params.id),
  );

  api.get(
    '/api/retroactive/legal-values',
    {
      preHandler: requireRole('ADMIN'),
      schema: {
        tags: ['settlement'],
        security: [{ bearerAuth: [] }],
        summary:
          'Valores legales cargados tarde: años cuyos períodos acumulados se liquidaron con otros valores',
        response: { 200: ZLegalValueChangeList, ...errors },
      },
    },
    async (request) => legalValues.list(companyIdOf(request)),
  );

  api.post(
    '/api/retroactive/legal-values/:versionId/dismiss',
    {
      preHandler: requireRole('ADMIN'),
      schema: {
        tags: ['settlement'],
        security: [{ bearerAuth: [] }],
        summary: 'Descartar el aviso de un cambio de valores legales, con el motivo',
        params: ZLegalValueVersionParams,
        body: ZLegalValueDismiss,
        response: { 200: ZRetroactiveMessage, 409: ZApiError, ...errors },
      },
    },
    async (request) =>
      legalValues.dismiss(
        companyIdOf(request),
        authOf(request).userId,
        request.params.versionId,
        request.body,
      ),
  );
}
