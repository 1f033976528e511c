import { z } from 'zod';
import { ZEmail } from '../common/email.ts';
import { passwordField } from '../common/password.ts';
import { ZIsoDateTime } from '../common/text.ts';
import { ZHumanCheckPayload } from './human-check.ts';
import { ZSessionResponse } from './session.ts';

export const LOGIN_MESSAGES = {
  /** Spec 01 §8: the same answer for a wrong password and an unknown e-mail. */
  failed: 'No se pudo iniciar sesión',
  locked: 'Sobrepasaste los intentos permitidos. Inténtalo nuevamente en 5 minutos',
} as const;

/** Spec 01 §9: 3 failed sign-ins lock sign-in for 5 minutes (300000 ms). */
export const LOGIN_MAX_FAILURES = 3;
export const LOGIN_LOCK_MINUTES = 5;

/** POST /api/access/login. */
export const ZLoginRequest = z.object({
  email: ZEmail,
  password: passwordField(),
  altcha: ZHumanCheckPayload,
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZLoginResponse = z.object({
  token: z.string(),
  expiresAt: ZIsoDateTime,
  /** Exchanged at POST /api/access/session/refresh; revoked by sign-out (decision 0161). */
  refreshToken: z.string(),
  session: ZSessionResponse,
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;
