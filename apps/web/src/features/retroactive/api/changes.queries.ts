import {
  retroactiveChangePath,
  retroactiveChangesPath,
  ZRetroactiveChangeList,
  ZRetroactiveMessage,
} from '@quincena/contracts/retroactive';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const retroactiveChangeKeys = {
  all: ['retroactive', 'changes'] as const,
  ofCalendar: (calendarId: number) => ['retroactive', 'changes', calendarId] as const,
};

/** GET /api/retroactive/changes?calendarId=: the changes a payroll period carries (decision 0359). */
export function useRetroactiveChanges(calendarId: number | null) {
  return useQuery({
    queryKey: retroactiveChangeKeys.ofCalendar(calendarId ?? 0),
    enabled: calendarId !== null,
    queryFn: ({ signal }) =>
      apiRequest('GET', `${retroactiveChangesPath}?calendarId=${calendarId}`, {
        schema: ZRetroactiveChangeList,
        signal,
      }),
  });
}

/**
 * DELETE /api/retroactive/changes/:id ("Quitar"). The server refuses once the carrying period is
 * accumulated; it marks a processed one for a new Procesar (the screen reloads its calendars).
 */
export function useRemoveRetroactiveChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest('DELETE', retroactiveChangePath(id), { schema: ZRetroactiveMessage }),
    onSuccess: () => client.invalidateQueries({ queryKey: retroactiveChangeKeys.all }),
  });
}
