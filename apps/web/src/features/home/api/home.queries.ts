import { DASHBOARD_ENDPOINT, DEADLINES_ENDPOINT, ZDashboard, ZDeadlines } from '@quincena/contracts/home';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const homeKeys = {
  all: ['home'] as const,
  dashboard: ['home', 'dashboard'] as const,
  deadlines: ['home', 'deadlines'] as const,
};

/** GET /api/home/dashboard: the figures of /Home, from accumulated results. */
export function useDashboard() {
  return useQuery({
    queryKey: homeKeys.dashboard,
    queryFn: ({ signal }) => apiRequest('GET', DASHBOARD_ENDPOINT, { schema: ZDashboard, signal }),
  });
}

/** GET /api/home/deadlines: the company's next legal deadlines. */
export function useDeadlines() {
  return useQuery({
    queryKey: homeKeys.deadlines,
    queryFn: ({ signal }) => apiRequest('GET', DEADLINES_ENDPOINT, { schema: ZDeadlines, signal }),
  });
}
