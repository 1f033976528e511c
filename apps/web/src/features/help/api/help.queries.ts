import type { THelpVideosResponse, TPageMessagesResponse } from '@quincena/contracts/help';
import { useQuery } from '@tanstack/react-query';
/* Help calls run on every page, the sign-in page too: contract types only (decision 0022). */
import { apiRequest } from '../../../lib/api-client.ts';

export const helpKeys = {
  videos: (signedIn: boolean) => ['help', 'videos', signedIn] as const,
  pageMessages: (page: string) => ['help', 'page-messages', page] as const,
};

/** GET /api/help/videos: with a token every video, without one the public screens' subset. */
export function useHelpVideos(enabled: boolean, signedIn: boolean) {
  return useQuery({
    queryKey: helpKeys.videos(signedIn),
    queryFn: ({ signal }) => apiRequest<THelpVideosResponse>('GET', '/api/help/videos', { signal }),
    enabled,
    staleTime: 10 * 60 * 1000,
    retry: false,
  });
}

/** GET /api/help/pages/:page/messages: the info messages of one page (spec 03 §7.9). */
export function usePageMessages(page: string) {
  return useQuery({
    queryKey: helpKeys.pageMessages(page),
    queryFn: ({ signal }) =>
      apiRequest<TPageMessagesResponse>('GET', `/api/help/pages/${encodeURIComponent(page)}/messages`, {
        signal,
      }),
    enabled: /^[A-Za-z0-9_]+$/.test(page),
    staleTime: 10 * 60 * 1000,
    retry: false,
  });
}
