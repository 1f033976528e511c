import {
  DASHBOARD_ENDPOINT,
  DEADLINES_ENDPOINT,
  RUN_WARNINGS_ENDPOINT,
  ZDashboard,
  ZDeadlines,
  ZHomeRunWarnings,
} from '@quincena/contracts/home';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const homeKeys = {
  all: ['home'] as const,
  dashboard: ['home', 'dashboard'] as const,
  deadlines: ['home', 'deadlines'] as const,
  runWarnings: ['home', 'run-warnings'] as const,
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

/** GET /api/home/run-warnings: runs due now that need another run's result first. */
export function useRunWarnings() {
  return useQuery({
    queryKey: homeKeys.runWarnings,
    queryFn: ({ signal }) => apiRequest('GET', RUN_WARNINGS_ENDPOINT, { schema: ZHomeRunWarnings, signal }),
  });
}
