import { ZApiError } from '@quincena/contracts';
import {
  QUERY_MESSAGES,
  SOCIAL_SECURITY_QUERY_ENDPOINTS,
  ZSocialSecurityExport,
  ZSocialSecurityExportQuery,
  ZSocialSecurityOptions,
  ZSocialSecurityPage,
  ZSocialSecurityQuery,
} from '@quincena/contracts/queries';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireRole } from '../../platform/auth/guard.ts';
import { companyIdOf } from '../../platform/auth/tenant.ts';
import { pageSizeFor } from '../../platform/paging/page-size.ts';
import type { SocialSecurityQuery } from './social-security-query.ts';

const tags = ['queries'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };

/** Consulta seguridad social (spec 03 §2.7): a page, every row for Exportar, and the filter lists. */
export function registerSocialSecurityQueryRoutes(app: FastifyInstance, query: SocialSecurityQuery): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = requireRole('ADMIN');
  api.get(
    SOCIAL_SECURITY_QUERY_ENDPOINTS.page,
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Consulta seguridad social: una página',
        querystring: ZSocialSecurityQuery,
        response: { 200: ZSocialSecurityPage, ...errors },
      },
    },
    async (request) =>
      query.page(companyIdOf(request), pageSizeFor(request, request.query, QUERY_MESSAGES.pageSizeInvalid)),
  );
  api.get(
    SOCIAL_SECURITY_QUERY_ENDPOINTS.export,
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Consulta seguridad social: todas las filas (Exportar)',
        querystring: ZSocialSecurityExportQuery,
        response: { 200: ZSocialSecurityExport, ...errors },
      },
    },
    async (request) => query.export(companyIdOf(request), request.query),
  );
  api.get(
    SOCIAL_SECURITY_QUERY_ENDPOINTS.options,
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Consulta seguridad social: calendarios y contratos',
        response: { 200: ZSocialSecurityOptions, ...errors },
      },
    },
    async (request) => query.options(companyIdOf(request)),
  );
}
