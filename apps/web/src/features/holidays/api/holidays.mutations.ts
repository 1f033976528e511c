import { type THolidaySettingsBody, ZHolidaySettings } from '@quincena/contracts/holidays';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { holidaysKeys } from './holidays.queries.ts';

/** PUT /api/holidays/settings. */
export function useSaveHolidaySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: THolidaySettingsBody) =>
      apiRequest('PUT', '/api/holidays/settings', { body, schema: ZHolidaySettings }),
    onSuccess: (settings) => queryClient.setQueryData(holidaysKeys.settings, settings),
  });
}
