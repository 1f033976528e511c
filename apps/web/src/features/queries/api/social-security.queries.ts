import {
  SOCIAL_SECURITY_QUERY_ENDPOINTS,
  type TSocialSecurityExportQuery,
  type TSocialSecurityQuery,
  ZSocialSecurityExport,
  ZSocialSecurityOptions,
  ZSocialSecurityPage,
} from '@quincena/contracts/queries';
import type { z } from 'zod';
import { historicQueryApi } from './historic-query.api.ts';

const api = historicQueryApi<
  TSocialSecurityQuery,
  TSocialSecurityExportQuery,
  z.output<typeof ZSocialSecurityOptions>,
  z.output<typeof ZSocialSecurityPage>,
  z.output<typeof ZSocialSecurityExport>
>({
  key: 'social-security',
  endpoints: SOCIAL_SECURITY_QUERY_ENDPOINTS,
  schemas: { options: ZSocialSecurityOptions, page: ZSocialSecurityPage, export: ZSocialSecurityExport },
});

export const useSocialSecurityOptions = api.useOptions;
/** One page; nothing is read until Consultar (query null). */
export const useSocialSecurityPage = api.usePage;
export const fetchSocialSecurityExport = api.fetchExport;
