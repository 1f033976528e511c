import { ZHolidaySettings, ZHolidaysResponse } from '@quincena/contracts/holidays';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const holidaysKeys = {
  year: (year: number) => ['holidays', 'year', year] as const,
  settings: ['holidays', 'settings'] as const,
};

/** GET /api/holidays?year=: a year's holidays never change once the law is known, so they stay cached. */
export function useHolidays(year: number) {
  return useQuery({
    queryKey: holidaysKeys.year(year),
    queryFn: ({ signal }) =>
      apiRequest('GET', `/api/holidays?year=${year}`, { schema: ZHolidaysResponse, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET /api/holidays/settings: the company's vacation system. */
export function useHolidaySettings() {
  return useQuery({
    queryKey: holidaysKeys.settings,
    queryFn: ({ signal }) =>
      apiRequest('GET', '/api/holidays/settings', { schema: ZHolidaySettings, signal }),
  });
}
