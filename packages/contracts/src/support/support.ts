import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../common/email.ts';
import { requiredText } from '../common/text.ts';

/** Texts of /Support (spec 03 §2.14, §5, §8). */
export const SUPPORT_MESSAGES = {
  emailFormat: 'Error en formato de correo',
  subjectEmpty: 'Agregar asunto',
  descriptionEmpty: 'Agregar descripción',
  fileTooLarge: 'Tamaño máximo del archivo: 2 MB',
  notPdf: 'El archivo adjunto debe ser un PDF',
  badEncoding: 'El archivo adjunto no se pudo leer',
  sent: 'Solicitud enviada exitosamente. Por favor esté atento a su correo para la respuesta',
} as const;

/** Spec 03 §9: a PDF of at most 2,000,000 bytes; only the first file is sent. */
export const SUPPORT_MAX_FILE_BYTES = 2_000_000;
/** Base64 of the largest file, rounded up to whole 4-character groups. */
export const SUPPORT_MAX_FILE_BASE64 = Math.ceil(SUPPORT_MAX_FILE_BYTES / 3) * 4;
export const SUPPORT_LIMITS = { subject: 200, description: 5_000 } as const;
/** The request body: the largest attachment plus the text fields. */
export const SUPPORT_BODY_LIMIT = SUPPORT_MAX_FILE_BASE64 + 64 * 1024;

/** POST /api/support — Correo, Asunto, Descripción and an optional PDF. */
export const ZSupportRequest = z.object({
  email: z
    .string(SUPPORT_MESSAGES.emailFormat)
    .trim()
    .max(EMAIL_MAX_LENGTH, SUPPORT_MESSAGES.emailFormat)
    .regex(EMAIL_PATTERN, SUPPORT_MESSAGES.emailFormat)
    .toLowerCase(),
  subject: requiredText(
    SUPPORT_LIMITS.subject,
    SUPPORT_MESSAGES.subjectEmpty,
    `El asunto admite como máximo ${SUPPORT_LIMITS.subject} caracteres`,
  ),
  description: requiredText(
    SUPPORT_LIMITS.description,
    SUPPORT_MESSAGES.descriptionEmpty,
    `La descripción admite como máximo ${SUPPORT_LIMITS.description} caracteres`,
  ),
  attachment: z
    .object({
      fileName: z.string().trim().min(1, SUPPORT_MESSAGES.badEncoding).max(200),
      contentBase64: z
        .string(SUPPORT_MESSAGES.badEncoding)
        .min(1, SUPPORT_MESSAGES.badEncoding)
        .max(SUPPORT_MAX_FILE_BASE64, SUPPORT_MESSAGES.fileTooLarge),
    })
    .optional(),
});
export type TSupportRequest = z.infer<typeof ZSupportRequest>;

export const ZSupportSent = z.object({ id: z.number().int(), message: z.string() });
export type TSupportSent = z.infer<typeof ZSupportSent>;
