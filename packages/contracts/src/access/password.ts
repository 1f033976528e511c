import { z } from 'zod';
import { ZEmail } from '../common/email.ts';
import { newPasswordField, PASSWORD_MESSAGES, passwordField, passwordStrength } from '../common/password.ts';

export const PASSWORD_FLOW_MESSAGES = {
  recoverySent: 'Se envió el token a su correo',
  recoverySentHint: 'Por favor revise su bandeja de correo o spam',
  tokenEmpty: 'Agregar token',
  tokenInvalid: 'El código no es válido o ya venció',
  resetDone: 'Contraseña actualizada exitosamente. Inicie sesión por favor.',
  currentEmpty: 'Agregar contraseña actual',
  newEmpty: 'Agregar nueva contraseña',
  currentWrong: 'La contraseña actual no es correcta',
  sameAsCurrent: 'La nueva contraseña debe ser diferente de la actual',
  changeDone: 'Contraseña actualizada exitosamente',
} as const;

/** Recovery tokens live 15 minutes (decision 0014). */
export const RECOVERY_TOKEN_MINUTES = 15;
export const RECOVERY_TOKEN_MAX_LENGTH = 32;

const ZRecoveryToken = z
  .string(PASSWORD_FLOW_MESSAGES.tokenEmpty)
  .trim()
  .min(1, PASSWORD_FLOW_MESSAGES.tokenEmpty)
  .max(RECOVERY_TOKEN_MAX_LENGTH, PASSWORD_FLOW_MESSAGES.tokenInvalid);

/** POST /api/access/password-recovery → 202 whether or not the e-mail exists. */
export const ZPasswordRecoveryRequest = z.object({ email: ZEmail });
export type TPasswordRecoveryRequest = z.infer<typeof ZPasswordRecoveryRequest>;

/** POST /api/access/password-recovery/check → 204, or 400 INVALID_CODE; does not consume the token. */
export const ZPasswordRecoveryCheckRequest = z.object({ email: ZEmail, token: ZRecoveryToken });
export type TPasswordRecoveryCheckRequest = z.infer<typeof ZPasswordRecoveryCheckRequest>;

/** POST /api/access/password-reset → 204; consumes the token. */
export const ZPasswordResetRequest = z
  .object({
    email: ZEmail,
    token: ZRecoveryToken,
    newPassword: newPasswordField(PASSWORD_FLOW_MESSAGES.newEmpty),
    newPasswordConfirmation: passwordField(PASSWORD_FLOW_MESSAGES.newEmpty),
  })
  .refine((body) => body.newPassword === body.newPasswordConfirmation, {
    path: ['newPasswordConfirmation'],
    message: PASSWORD_MESSAGES.mismatch,
  });
export type TPasswordResetRequest = z.infer<typeof ZPasswordResetRequest>;

/**
 * PUT /api/access/password (ADMIN and CLIENT) → 204. Checks in the order of spec 03 §5:
 * current empty, new empty, confirmation empty, new differs from confirmation; then the
 * server checks strength and the current password.
 */
export const ZChangePasswordRequest = z
  .object({
    currentPassword: passwordField(PASSWORD_FLOW_MESSAGES.currentEmpty),
    newPassword: passwordField(PASSWORD_FLOW_MESSAGES.newEmpty),
    newPasswordConfirmation: passwordField(PASSWORD_FLOW_MESSAGES.newEmpty),
  })
  .superRefine((body, ctx) => {
    if (body.newPassword !== body.newPasswordConfirmation) {
      ctx.addIssue({
        code: 'custom',
        path: ['newPasswordConfirmation'],
        message: PASSWORD_MESSAGES.mismatch,
      });
    } else if (passwordStrength(body.newPassword) === 'WEAK') {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: PASSWORD_MESSAGES.weak });
    }
  });
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;
