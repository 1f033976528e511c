import { z } from 'zod';
import { ZIsoDateTime } from '../common/text.ts';

export const VERIFICATION_MESSAGES = {
  codeEmpty: 'Agregar código',
  codeFormat: 'El código debe tener 6 dígitos',
  codeInvalid: 'El código no es válido o ya venció',
  sent: 'Enviamos un código de verificación a tu correo',
  alreadyVerified: 'La cuenta ya está verificada',
  verified: 'Cuenta verificada exitosamente',
} as const;

/** Verification codes: 6 digits, 10 minutes, a new one after 2 minutes (spec 03 §2.21, §9). */
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_MINUTES = 10;
export const VERIFICATION_RESEND_SECONDS = 120;

/** POST /api/access/verification/send (ADMIN not yet enabled) → 202. */
export const ZVerificationSendResponse = z.object({ resendAvailableAt: ZIsoDateTime });
export type TVerificationSendResponse = z.infer<typeof ZVerificationSendResponse>;

/** POST /api/access/verification/confirm → 204 and the account becomes enabled. */
export const ZVerificationConfirmRequest = z.object({
  code: z
    .string(VERIFICATION_MESSAGES.codeEmpty)
    .trim()
    .min(1, VERIFICATION_MESSAGES.codeEmpty)
    .max(VERIFICATION_CODE_LENGTH, VERIFICATION_MESSAGES.codeFormat)
    .regex(/^\d{6}$/, VERIFICATION_MESSAGES.codeFormat),
});
export type TVerificationConfirmRequest = z.infer<typeof ZVerificationConfirmRequest>;
