import { z } from 'zod';

/** The ALTCHA payload the widget puts in its hidden field (base64 JSON, a few hundred bytes). */
export const ZHumanCheckPayload = z
  .string('Completa la verificación humana')
  .trim()
  .min(1, 'Completa la verificación humana')
  .max(4000, 'La verificación humana no es válida');

/**
 * The challenge GET /api/access/captcha answers for the widget's `challengeurl`
 * (altcha-lib v2 createChallenge output, read by the altcha 3 widget).
 */
export const ZHumanCheckChallenge = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
});
export type THumanCheckChallenge = z.infer<typeof ZHumanCheckChallenge>;
