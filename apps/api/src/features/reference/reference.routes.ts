import { ERROR_CODES, ZApiError } from '@quincena/contracts';
import {
  ZReferenceCatalogResponse,
  ZReferenceListParams,
  ZReferenceListQuery,
  ZReferenceListResponse,
  ZReferenceListsQuery,
  ZReferenceListsResponse,
  ZReferenceVersionResponse,
} from '@quincena/contracts/reference';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireRole } from '../../platform/auth/guard.ts';
import { badRequest } from '../../platform/errors/app-error.ts';
import type { ReferenceService } from './reference.service.ts';

const tags = ['reference'];
/** Every signed-in user reads the lists: administrators' forms and employees' self-service screens. */
const signedIn = () => requireRole(['ADMIN', 'CLIENT']);
const refusals = { 400: ZApiError, 401: ZApiError, 403: ZApiError };

/** The official and product reference lists (issue 4), read-only. */
export function registerReferenceRoutes(app: FastifyInstance, reference: ReferenceService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/reference/version',
    {
      preHandler: signedIn(),
      schema: {
        tags,
        summary: 'Versión de los datos de referencia',
        response: { 200: ZReferenceVersionResponse, ...refusals },
      },
    },
    async () => ({ version: await reference.version() }),
  );

  api.get(
    '/api/reference/catalog',
    {
      preHandler: signedIn(),
      schema: {
        tags,
        summary: 'Listas de referencia y sus fuentes oficiales',
        response: { 200: ZReferenceCatalogResponse, ...refusals },
      },
    },
    async () => ({ version: await reference.version(), lists: await reference.catalog() }),
  );

  api.get(
    '/api/reference/lists',
    {
      preHandler: signedIn(),
      schema: {
        tags,
        summary: 'Varias listas de referencia',
        querystring: ZReferenceListsQuery,
        response: { 200: ZReferenceListsResponse, ...refusals },
      },
    },
    async (request) => ({
      version: await reference.version(),
      lists: await reference.lists(request.query.keys),
    }),
  );

  api.get(
    '/api/reference/lists/:key',
    {
      preHandler: signedIn(),
      schema: {
        tags,
        summary: 'Una lista de referencia (municipios filtrables por departamento)',
        params: ZReferenceListParams,
        querystring: ZReferenceListQuery,
        response: { 200: ZReferenceListResponse, ...refusals },
      },
    },
    async (request) => {
      const { key } = request.params;
      const { department } = request.query;
      if (department !== undefined && key !== 'municipalities') {
        throw badRequest(
          ERROR_CODES.validation,
          'El filtro por departamento solo aplica a la lista de municipios',
        );
      }
      return {
        key,
        version: await reference.version(),
        items: await reference.list(key, department === undefined ? {} : { parentCode: department }),
      };
    },
  );
}
