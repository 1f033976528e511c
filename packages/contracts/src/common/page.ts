import { z } from 'zod';

/** A page of a server-paged list: its rows, how many match in all, the page number and its size. */
export function ZPageOf<T extends z.ZodType>(row: T) {
  return z.object({
    rows: z.array(row),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
}
