import { z } from 'zod';

/** Spec 01 §5 and §9: logo, RUT, chamber of commerce, signature and photo files are at most 1,000,000 bytes. */
export const MAX_FILE_BYTES = 1_000_000;
/** Base64 grows 4 characters per 3 bytes; this bounds the text before the server decodes it. */
export const MAX_FILE_BASE64_CHARS = Math.ceil(MAX_FILE_BYTES / 3) * 4;

export const FILE_MESSAGES = {
  tooLarge: 'El archivo supera el tamaño máximo de 1.000.000 bytes',
  notImage: 'El archivo no es una imagen PNG, JPEG, GIF o WebP',
  notPdf: 'El archivo no es un documento PDF',
  empty: 'El archivo está vacío',
  badEncoding: 'El archivo no llegó completo; vuelva a adjuntarlo',
} as const;

/** A file sent inside a JSON body: its name (shown only) and its bytes in base64. The server reads the content. */
export const ZFileUpload = z.object({
  fileName: z.string().trim().min(1, 'Falta el nombre del archivo').max(200),
  contentBase64: z.string().min(1, FILE_MESSAGES.empty).max(MAX_FILE_BASE64_CHARS, FILE_MESSAGES.tooLarge),
});
export type TFileUpload = z.infer<typeof ZFileUpload>;

/** A file the request must carry: its absence answers `message`, and the OpenAPI document marks it required. */
export const requiredFileUpload = (message: string) => z.object(ZFileUpload.shape, message);

/** The company files kept through the storage interface. */
export const COMPANY_FILE_KINDS = ['rut', 'chamber-of-commerce'] as const;
export type TCompanyFileKind = (typeof COMPANY_FILE_KINDS)[number];
