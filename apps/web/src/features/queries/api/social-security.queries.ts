import {
  SOCIAL_SECURITY_QUERY_ENDPOINTS,
  type TSocialSecurityExportQuery,
  type TSocialSecurityQuery,
  ZSocialSecurityExport,
  ZSocialSecurityOptions,
  ZSocialSecurityPage,
} from '@quincena/contracts/queries';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryString } from './queries.queries.ts';

const keys = {
  options: ['queries', 'social-security', 'options'] as const,
  page: (query: TSocialSecurityQuery | null) => ['queries', 'social-security', 'page', query] as const,
};

export function useSocialSecurityOptions() {
  return useQuery({
    queryKey: keys.options,
    queryFn: ({ signal }) =>
      apiRequest('GET', SOCIAL_SECURITY_QUERY_ENDPOINTS.options, { schema: ZSocialSecurityOptions, signal }),
  });
}

/** One page; nothing is read until Consultar (query null). */
export function useSocialSecurityPage(query: TSocialSecurityQuery | null) {
  return useQuery({
    queryKey: keys.page(query),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: ({ signal }) =>
      apiRequest('GET', `${SOCIAL_SECURITY_QUERY_ENDPOINTS.page}?${queryString(query ?? {})}`, {
        schema: ZSocialSecurityPage,
        signal,
      }),
  });
}

export function fetchSocialSecurityExport(query: TSocialSecurityExportQuery) {
  return apiRequest('GET', `${SOCIAL_SECURITY_QUERY_ENDPOINTS.export}?${queryString(query)}`, {
    schema: ZSocialSecurityExport,
  });
}
