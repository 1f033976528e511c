import { z } from 'zod';
import { ZIsoDateTime } from '../common/text.ts';

export const ZUserRole = z.enum(['ADMIN', 'CLIENT']);
export type TUserRole = z.infer<typeof ZUserRole>;

export const ZSessionCompany = z.object({
  id: z.number().int(),
  name: z.string(),
  logoUrl: z.string().nullable(),
});
export type TSessionCompany = z.infer<typeof ZSessionCompany>;

/**
 * GET /api/access/session: who the token belongs to, read again from the database
 * (spec 01 §3 "user-type response": type, enabled, instance, client, number id, terms).
 */
export const ZSessionResponse = z.object({
  userId: z.number().int(),
  userName: z.string(),
  email: z.string(),
  role: ZUserRole,
  /** False for an ADMIN who has not verified the account yet (spec 01 §4: goes to /Verification). */
  enabled: z.boolean(),
  /** The TI flag: the administrator of an instance flagged S sees /TI (spec 01 §2.2). */
  instanceAdmin: z.boolean(),
  termsAccepted: z.boolean(),
  company: ZSessionCompany.nullable(),
  /** For a CLIENT: the employee's identification number its self-service queries use. */
  employeeNumberId: z.string().nullable(),
  tokenIssuedAt: ZIsoDateTime,
  tokenExpiresAt: ZIsoDateTime,
});
export type TSessionResponse = z.infer<typeof ZSessionResponse>;

/** A refresh token: single use, exchanged for the next one on every refresh (decision 0161). */
export const ZRefreshToken = z.string().min(20).max(200);

/**
 * POST /api/access/session/refresh: a fresh 60-minute token (spec 03 §2.22), for the session's
 * current refresh token; the answer carries the next one. A reused refresh token ends the session.
 */
export const ZRefreshRequest = z.object({ refreshToken: ZRefreshToken });
export type TRefreshRequest = z.infer<typeof ZRefreshRequest>;

export const ZRefreshResponse = z.object({
  token: z.string(),
  expiresAt: ZIsoDateTime,
  refreshToken: ZRefreshToken,
});
export type TRefreshResponse = z.infer<typeof ZRefreshResponse>;
