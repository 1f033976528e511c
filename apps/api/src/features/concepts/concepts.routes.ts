import { ZApiError } from '@quincena/contracts';
import {
  CONCEPT_MESSAGES,
  ZConcept,
  ZConceptParams,
  ZConceptsQuery,
  ZConceptsResponse,
  ZCreateConceptBody,
} from '@quincena/contracts/concepts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, requireRole } from '../../platform/auth/guard.ts';
import { companyIdOf } from '../../platform/auth/tenant.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { ConceptsService } from './concepts.service.ts';

const tags = ['concepts'];
const refusals = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };

/** Payroll concepts (issue 4; spec 02 "Concept being created"): the catalogue and the company's own. */
export function registerConceptsRoutes(app: FastifyInstance, concepts: ConceptsService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/concepts',
    {
      preHandler: requireRole('ADMIN'),
      schema: {
        tags,
        summary: 'Conceptos de nómina (catálogo y propios de la empresa)',
        querystring: ZConceptsQuery,
        response: { 200: ZConceptsResponse, ...refusals },
      },
    },
    async (request) => ({ concepts: await concepts.list(companyIdOf(request), request.query) }),
  );

  api.get(
    '/api/concepts/:code',
    {
      preHandler: requireRole('ADMIN'),
      schema: {
        tags,
        summary: 'Un concepto del catálogo o de la empresa',
        params: ZConceptParams,
        response: { 200: ZConcept, ...refusals },
      },
    },
    async (request) => {
      // Another company's concept answers like one that does not exist.
      const concept = await concepts.find(companyIdOf(request), request.params.code);
      if (!concept) throw notFound(CONCEPT_MESSAGES.notFound);
      return concept;
    },
  );

  api.post(
    '/api/concepts',
    {
      preHandler: requireRole('ADMIN'),
      schema: {
        tags,
        summary: 'Crear un concepto de la empresa',
        body: ZCreateConceptBody,
        response: { 201: ZConcept, ...refusals },
      },
    },
    async (request, reply) => {
      const concept = await concepts.create(companyIdOf(request), authOf(request).userId, request.body);
      return reply.code(201).send(concept);
    },
  );
}
