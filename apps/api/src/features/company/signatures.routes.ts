import { ZApiError } from '@quincena/contracts';
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
import type { SignaturesService } from './signatures.service.ts';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };
const tags = ['company'];
const security = [{ bearerAuth: [] }];
const SIGNATURE_BODY_LIMIT = MAX_FILE_BASE64_CHARS + 16 * 1024;

/** Firma (spec 01 §2.9, §7 Signatures); ADMIN only, company from the session. */
export function registerSignatureRoutes(app: FastifyInstance, service: SignaturesService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireRole('ADMIN');

  api.get(
    '/api/signatures',
    {
      preHandler,
      schema: { tags, security, summary: 'Firmas', response: { 200: ZSignatureList, ...errors } },
    },
    async (request) => ({ signatures: await service.list(companyIdOf(request)) }),
  );

  api.get(
    '/api/signatures/employees',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Empleados para firma',
        response: { 200: ZSignatureEmployeeList, ...errors },
      },
    },
    async (request) => ({ employees: await service.employees(companyIdOf(request)) }),
  );

  api.get(
    '/api/signatures/average-concepts',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Conceptos para el promedio',
        response: { 200: ZAverageConceptList, ...errors },
      },
    },
    async (request) => service.averageConcepts(companyIdOf(request)),
  );

  api.put(
    '/api/signatures/average-concepts',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Guardar conceptos para el promedio',
        body: ZAverageConceptsRequest,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => service.saveAverageConcepts(companyIdOf(request), request.body.codes),
  );

  api.post(
    '/api/signatures',
    {
      preHandler,
      bodyLimit: SIGNATURE_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: 'Agregar firma',
        body: ZCreateSignatureRequest,
        response: { 201: ZSignatureSaveResponse, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(companyIdOf(request), request.body)),
  );

  api.put(
    '/api/signatures/:id',
    {
      preHandler,
      bodyLimit: SIGNATURE_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: 'Actualizar firma',
        params: ZSignatureIdParams,
        body: ZUpdateSignatureRequest,
        response: { 200: ZSignatureSaveResponse, ...errors },
      },
    },
    async (request) => service.update(companyIdOf(request), request.params.id, request.body),
  );

  api.delete(
    '/api/signatures/:id',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Eliminar firma',
        params: ZSignatureIdParams,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => service.remove(companyIdOf(request), request.params.id),
  );

  api.get(
    '/api/signatures/:id/image',
    {
      preHandler,
      schema: {
        response: fileAnswer('Imagen de la firma', 'image/png', 'image/jpeg', 'image/gif', 'image/webp'),
        tags,
        security,
        summary: 'Imagen de la firma',
        params: ZSignatureIdParams,
      },
    },
    async (request, reply) => {
      const { bytes, contentType } = await service.image(companyIdOf(request), request.params.id);
      return reply.type(contentType).header('cache-control', 'private, no-store').send(bytes);
    },
  );
}
