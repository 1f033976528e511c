import { z } from 'zod';
import { EMAIL_MESSAGES, emailField } from '../common/email.ts';
import { newPasswordField, PASSWORD_MESSAGES, passwordField } from '../common/password.ts';
import { ZHumanCheckPayload } from './human-check.ts';

export const REGISTER_MESSAGES = {
  confirmationMismatch: 'La confirmación no coincide con la contraseña',
  termsRequired: 'Debes aceptar los términos y condiciones',
  emailTaken: 'Ya existe una cuenta con este correo. Inicia sesión o recupera tu contraseña.',
} as const;

/** POST /api/access/register (spec 01 §2.4, §4, §5). */
export const ZRegisterRequest = z
  .object({
    email: emailField(EMAIL_MESSAGES.registrationFormat),
    password: newPasswordField(),
    passwordConfirmation: passwordField(PASSWORD_MESSAGES.empty),
    termsAccepted: z.literal(true, REGISTER_MESSAGES.termsRequired),
    altcha: ZHumanCheckPayload,
  })
  .refine((body) => body.password === body.passwordConfirmation, {
    path: ['passwordConfirmation'],
    message: REGISTER_MESSAGES.confirmationMismatch,
  });
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

/** 201: "Usuario {userName} ({userId}) creado exitosamente" on the screen. */
export const ZRegisterResponse = z.object({
  userId: z.number().int(),
  userName: z.string(),
});
export type TRegisterResponse = z.infer<typeof ZRegisterResponse>;
