import { z } from 'zod';

/** The one error shape every API failure answers with (ARCHITECTURE.md §3). */
export const ZApiError = z.object({
  requestId: z.string().optional(),
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type TApiError = z.infer<typeof ZApiError>;
