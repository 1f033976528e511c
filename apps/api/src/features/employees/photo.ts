import { EMPLOYEE_MESSAGES, PHOTO_MAX_BYTES, type TPhoto } from '@quincena/contracts/employees';
import { type ImageKind, ImageRefused, reencodeImage } from '../../platform/uploads/image.ts';

type ImageType = TPhoto['mimeType'];

/** The image type read from the file's first bytes (its signature), never from a name or a header. */
export function sniffImage(bytes: Uint8Array): { mimeType: ImageType; extension: string } | null {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (bytes.length >= 3 && starts(0xff, 0xd8, 0xff)) return { mimeType: 'image/jpeg', extension: 'jpg' };
  if (bytes.length >= 8 && starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) {
    return { mimeType: 'image/png', extension: 'png' };
  }
  if (
    bytes.length >= 6 &&
    (starts(0x47, 0x49, 0x46, 0x38, 0x37, 0x61) || starts(0x47, 0x49, 0x46, 0x38, 0x39, 0x61))
  ) {
    return { mimeType: 'image/gif', extension: 'gif' };
  }
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') {
    return { mimeType: 'image/webp', extension: 'webp' };
  }
  return null;
}

/** Spec 01 §5, §9: image only, at most 1,000,000 bytes. */
export function photoProblem(bytes: Uint8Array): 'empty' | 'tooLarge' | 'notImage' | null {
  if (bytes.length === 0) return 'empty';
  if (bytes.length > PHOTO_MAX_BYTES) return 'tooLarge';
  return sniffImage(bytes) ? null : 'notImage';
}

export const MIME_BY_EXTENSION: Readonly<Record<string, ImageType>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/**
 * The photo decoded and encoded again (decision 0171), so the stored file holds only pixels: no
 * EXIF location, no hidden HTML or archive. A refusal carries its Spanish message.
 */
export async function reencodePhoto(
  bytes: Uint8Array,
): Promise<{ bytes: Buffer; extension: 'png' | 'jpg' } | { refused: string }> {
  const image = sniffImage(bytes);
  if (!image) return { refused: EMPLOYEE_MESSAGES.photoNotImage };
  const kind = image.extension as ImageKind;
  try {
    const clean = await reencodeImage(Buffer.from(bytes), kind);
    return { bytes: clean.bytes, extension: clean.extension };
  } catch (error) {
    if (error instanceof ImageRefused) return { refused: error.message };
    throw error;
  }
}
