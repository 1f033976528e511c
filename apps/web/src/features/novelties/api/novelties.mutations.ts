import { ZNoveltyDeleted } from '@quincena/contracts/novelties';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { NOVELTY_PATHS, type NoveltyKind, noveltiesKeys } from './novelties.queries.ts';

/** A create (no id) or an update (with the novelty's id). */
export interface SaveNoveltyInput<Body> {
  id?: number;
  body: Body;
  /** Overtime and reported novelties dated in an accumulated period, saved as retroactive (decision 0353). */
  retroactive?: boolean;
}

export function useRefreshNovelties() {
  const queryClient = useQueryClient();
  // A vacation or absence changes what the other's checks and extension lists see: the area reloads.
  return () => queryClient.invalidateQueries({ queryKey: noveltiesKeys.all });
}

/** POST or PUT of one novelty kind; the answer carries the spec's success text. */
export function useSaveNovelty<Body, Saved extends { message: string }>(
  kind: NoveltyKind,
  schema: z.ZodType<Saved>,
) {
  const refresh = useRefreshNovelties();
  const path = NOVELTY_PATHS[kind];
  return useMutation({
    mutationFn: ({ id, body, retroactive }: SaveNoveltyInput<Body>) => {
      const query = retroactive ? '?retroactive=true' : '';
      return id === undefined
        ? apiRequest('POST', `${path}${query}`, { body, schema })
        : apiRequest('PUT', `${path}/${id}${query}`, { body, schema });
    },
    onSuccess: refresh,
  });
}

export function useDeleteNovelty(kind: NoveltyKind) {
  const refresh = useRefreshNovelties();
  const path = NOVELTY_PATHS[kind];
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `${path}/${id}`, { schema: ZNoveltyDeleted }),
    onSuccess: refresh,
  });
}
