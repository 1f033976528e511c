import { z } from 'zod';
import { EMPLOYEE_MESSAGES as M } from './messages.ts';

/** Spec 01 §5, §9: a photo is an image of at most 1,000,000 bytes. */
export const PHOTO_MAX_BYTES = 1_000_000;
/** Base64 of PHOTO_MAX_BYTES bytes, rounded up to whole 4-character groups. */
export const PHOTO_MAX_BASE64 = Math.ceil(PHOTO_MAX_BYTES / 3) * 4;

/** PUT /api/contracts/:id/photo: the image as base64 (JSON bodies only; the server reads the bytes). */
export const ZPhotoUpload = z.object({
  contentBase64: z
    .string(M.photoEmpty)
    .min(1, M.photoEmpty)
    .max(PHOTO_MAX_BASE64 + 4, M.photoTooLarge)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, M.photoNotImage),
});
export type TPhotoUpload = z.infer<typeof ZPhotoUpload>;

/** GET /api/contracts/:id/photo: an image for an <img> data URL (tokens never travel in URLs). */
export const ZPhoto = z.object({
  mimeType: z.enum(['image/jpeg', 'image/png', 'image/gif', 'image/webp']),
  contentBase64: z.string(),
});
export type TPhoto = z.infer<typeof ZPhoto>;
