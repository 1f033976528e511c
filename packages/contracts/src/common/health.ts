import { z } from 'zod';

export const ZHealthResponse = z.object({ status: z.literal('ok') });
export type THealthResponse = z.infer<typeof ZHealthResponse>;

/** GET /api/ready: whether this server can do its work now (its database and its job queue answer). */
export const ZReadyResponse = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['ok', 'error']),
  queue: z.enum(['ok', 'error']),
});
export type TReadyResponse = z.infer<typeof ZReadyResponse>;
