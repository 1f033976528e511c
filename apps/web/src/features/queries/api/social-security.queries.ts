import {
  SOCIAL_SECURITY_QUERY_ENDPOINTS,
  ZSocialSecurityExport,
  ZSocialSecurityExportQuery,
  ZSocialSecurityOptions,
  ZSocialSecurityPage,
  ZSocialSecurityQuery,
} from '@quincena/contracts/queries';
import { historicQueryApi } from './historic-query.api.ts';

/** Consulta seguridad social: its filter lists, one page (nothing is read until Consultar) and every row for Exportar. */
export const socialSecurityQueryApi = historicQueryApi('social-security', SOCIAL_SECURITY_QUERY_ENDPOINTS, {
  query: ZSocialSecurityQuery,
  exportQuery: ZSocialSecurityExportQuery,
  options: ZSocialSecurityOptions,
  page: ZSocialSecurityPage,
  export: ZSocialSecurityExport,
});
