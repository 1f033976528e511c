import {
  MAX_FILE_BASE64_CHARS,
  ZAverageConceptList,
  ZAverageConceptsRequest,
  ZCreateSignatureRequest,
  ZMessageResponse,
  ZSignatureEmployeeList,
  ZSignatureIdParams,
  ZSignatureList,
  ZSignatureSaveResponse,
  ZUpdateSignatureRequest,
} from '@quincena/contracts/company';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireRole } from '../../platform/auth/guard.ts';
import { companyIdOf } from '../../platform/auth/tenant.ts';
import { fileAnswer } from '../../platform/http/openapi.ts';
import { routeOptions } from '../../platform/http/route-options.ts';
import type { SignaturesService } from './signatures.service.ts';

const SIGNATURE_BODY_LIMIT = MAX_FILE_BASE64_CHARS + 16 * 1024;

/** Firma (spec 01 §2.9, §7 Signatures); ADMIN only, company from the session. */
export function registerSignatureRoutes(app: FastifyInstance, service: SignaturesService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireRole('ADMIN');
  const route = routeOptions('company', preHandler);

  api.get('/api/signatures', route('Firmas', { response: { 200: ZSignatureList } }), async (request) => ({
    signatures: await service.list(companyIdOf(request)),
  }));

  api.get(
    '/api/signatures/employees',
    route('Empleados para firma', { response: { 200: ZSignatureEmployeeList } }),
    async (request) => ({ employees: await service.employees(companyIdOf(request)) }),
  );

  api.get(
    '/api/signatures/average-concepts',
    route('Conceptos para el promedio', { response: { 200: ZAverageConceptList } }),
    async (request) => service.averageConcepts(companyIdOf(request)),
  );

  api.put(
    '/api/signatures/average-concepts',
    route('Guardar conceptos para el promedio', {
      body: ZAverageConceptsRequest,
      response: { 200: ZMessageResponse },
    }),
    async (request) => service.saveAverageConcepts(companyIdOf(request), request.body.codes),
  );

  api.post(
    '/api/signatures',
    {
      ...route('Agregar firma', { body: ZCreateSignatureRequest, response: { 201: ZSignatureSaveResponse } }),
      bodyLimit: SIGNATURE_BODY_LIMIT,
    },
    async (request, reply) => reply.code(201).send(await service.create(companyIdOf(request), request.body)),
  );

  api.put(
    '/api/signatures/:id',
    {
      ...route('Actualizar firma', {
        params: ZSignatureIdParams,
        body: ZUpdateSignatureRequest,
        response: { 200: ZSignatureSaveResponse },
      }),
      bodyLimit: SIGNATURE_BODY_LIMIT,
    },
    async (request) => service.update(companyIdOf(request), request.params.id, request.body),
  );

  api.delete(
    '/api/signatures/:id',
    route('Eliminar firma', { params: ZSignatureIdParams, response: { 200: ZMessageResponse } }),
    async (request) => service.remove(companyIdOf(request), request.params.id),
  );

  api.get(
    '/api/signatures/:id/image',
    route('Imagen de la firma', {
      response: fileAnswer('Imagen de la firma', 'image/png', 'image/jpeg', 'image/gif', 'image/webp'),
      params: ZSignatureIdParams,
    }),
    async (request, reply) => {
      const { bytes, contentType } = await service.image(companyIdOf(request), request.params.id);
      return reply.type(contentType).header('cache-control', 'private, no-store').send(bytes);
    },
  );
}
