import { ZCompanyDraftResponse, ZLegalResponse, ZSessionResponse } from '@quincena/contracts/access';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const accessKeys = {
  legal: ['access', 'legal'] as const,
  companyDraft: (userId: number | null) => ['access', 'company-draft', userId] as const,
  /** Keyed by token, so one user's cached answer can never be applied to the next user's session. */
  session: (token: string) => ['access', 'session', token] as const,
};

/** GET /api/access/legal: the terms dialog's paragraphs and its two PDFs (public). */
export function useLegalTerms(enabled: boolean) {
  return useQuery({
    queryKey: accessKeys.legal,
    queryFn: ({ signal }) => apiRequest('GET', '/api/access/legal', { schema: ZLegalResponse, signal }),
    enabled,
    staleTime: 60 * 60 * 1000,
  });
}

/** GET /api/access/session: the user facts, read again from the server. */
export function fetchSession() {
  return apiRequest('GET', '/api/access/session', { schema: ZSessionResponse });
}

/** GET /api/access/company-draft: what /CompleteRegister kept, for an administrator without a company. */
export function useCompanyDraft(userId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: accessKeys.companyDraft(userId),
    queryFn: async ({ signal }) =>
      (await apiRequest('GET', '/api/access/company-draft', { schema: ZCompanyDraftResponse, signal })).draft,
    enabled: enabled && userId !== null,
  });
}
