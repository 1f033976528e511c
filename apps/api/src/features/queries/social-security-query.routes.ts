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
import { routeOptions } from '../../platform/http/route-options.ts';
import { pageSizeFor } from '../../platform/paging/page-size.ts';
import type { SocialSecurityQuery } from './social-security-query.ts';

/** Consulta seguridad social (spec 03 §2.7): a page, every row for Exportar, and the filter lists. */
export function registerSocialSecurityQueryRoutes(app: FastifyInstance, query: SocialSecurityQuery): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = requireRole('ADMIN');
  const adminRoute = routeOptions('queries', admin);
  api.get(
    SOCIAL_SECURITY_QUERY_ENDPOINTS.page,
    adminRoute('Consulta seguridad social: una página', {
      querystring: ZSocialSecurityQuery,
      response: { 200: ZSocialSecurityPage },
    }),
    async (request) =>
      query.page(companyIdOf(request), pageSizeFor(request, request.query, QUERY_MESSAGES.pageSizeInvalid)),
  );
  api.get(
    SOCIAL_SECURITY_QUERY_ENDPOINTS.export,
    adminRoute('Consulta seguridad social: todas las filas (Exportar)', {
      querystring: ZSocialSecurityExportQuery,
      response: { 200: ZSocialSecurityExport },
    }),
    async (request) => query.export(companyIdOf(request), request.query),
  );
  api.get(
    SOCIAL_SECURITY_QUERY_ENDPOINTS.options,
    adminRoute('Consulta seguridad social: calendarios y contratos', {
      response: { 200: ZSocialSecurityOptions },
    }),
    async (request) => query.options(companyIdOf(request)),
  );
}
