import { z } from 'zod';

/** GET /api/access/legal (public): the terms dialog's text and its two PDF documents. */
export const ZLegalResponse = z.object({
  paragraphs: z.array(z.string()),
  termsPdfUrl: z.string(),
  policiesPdfUrl: z.string(),
});
export type TLegalResponse = z.infer<typeof ZLegalResponse>;
