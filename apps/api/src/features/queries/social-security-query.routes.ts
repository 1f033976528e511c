import {
  SOCIAL_SECURITY_QUERY,
  SOCIAL_SECURITY_QUERY_ENDPOINTS,
  ZSocialSecurityExport,
  ZSocialSecurityExportQuery,
  ZSocialSecurityOptions,
  ZSocialSecurityPage,
  ZSocialSecurityQuery,
} from '@quincena/contracts/queries';
import type { FastifyInstance } from 'fastify';
import type { SocialSecurityQuery } from './social-security-query.ts';
import { registerStoredRunQueryRoutes } from './stored-run-query.routes.ts';

/** Consulta seguridad social (spec 03 §2.7): a page, every row for Exportar, and the filter lists. */
export function registerSocialSecurityQueryRoutes(app: FastifyInstance, query: SocialSecurityQuery): void {
  registerStoredRunQueryRoutes(app, {
    title: SOCIAL_SECURITY_QUERY.title,
    optionsSummary: 'calendarios y contratos',
    endpoints: SOCIAL_SECURITY_QUERY_ENDPOINTS,
    schemas: {
      query: ZSocialSecurityQuery,
      exportQuery: ZSocialSecurityExportQuery,
      page: ZSocialSecurityPage,
      export: ZSocialSecurityExport,
      options: ZSocialSecurityOptions,
    },
    query,
  });
}
