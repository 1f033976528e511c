import { ERROR_CODES } from '@quincena/contracts';
import { FILE_MESSAGES, MAX_FILE_BYTES, type TFileUpload } from '@quincena/contracts/company';
import { AppError } from '../errors/app-error.ts';
import { ImageRefused, reencodeImage } from './image.ts';
import { findPdfThreat, PDF_THREAT_MESSAGES } from './pdf-scan.ts';

/** What a file really is, read from its first bytes; the name and the browser's type are never trusted. */
export type SniffedType = 'png' | 'jpg' | 'gif' | 'webp' | 'pdf' | 'p12';
export type ExpectedContent = 'image' | 'pdf' | 'pkcs12';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** "%%EOF" near the end: a truncated or fake PDF has no trailer (ISO 32000-1 §7.5.5). */
function hasPdfTrailer(bytes: Uint8Array): boolean {
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024))).toString('latin1');
  return tail.includes('%%EOF');
}

/**
 * PKCS#12 (RFC 7292 §4): a DER SEQUENCE whose first element is INTEGER 3, the PFX version.
 * The length octets may be short or long form (0x81–0x84).
 */
function isPkcs12(bytes: Uint8Array): boolean {
  if (bytes[0] !== 0x30 || bytes.length < 8) return false;
  const lengthByte = bytes[1] ?? 0;
  const lengthOctets = lengthByte < 0x80 ? 0 : lengthByte - 0x80;
  if (lengthOctets > 4) return false;
  return startsWith(bytes, [0x02, 0x01, 0x03], 2 + lengthOctets);
}

export function sniffFileType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('%PDF-')) && hasPdfTrailer(bytes)) return 'pdf';
  if (isPkcs12(bytes)) return 'p12';
  return null;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const ACCEPTED: Record<ExpectedContent, readonly SniffedType[]> = {
  image: ['png', 'jpg', 'gif', 'webp'],
  pdf: ['pdf'],
  pkcs12: ['p12'],
};
const REFUSAL: Record<ExpectedContent, string> = {
  image: FILE_MESSAGES.notImage,
  pdf: FILE_MESSAGES.notPdf,
  pkcs12: 'El archivo no es un certificado PKCS#12 (.p12 o .pfx)',
};

export interface CheckedFile {
  bytes: Buffer;
  /** The extension of what the content is, used in the storage key. */
  extension: SniffedType;
}

/**
 * Decodes an upload and accepts it only when its content is the expected kind and at most 1,000,000 bytes
 * (spec 01 §5, §9). `field` names the form field in the 400 answer.
 */
export function checkUpload(upload: TFileUpload, expected: ExpectedContent, field: string): CheckedFile {
  const refuse = (message: string) =>
    new AppError(400, ERROR_CODES.validation, message, { [field]: message });
  const text = upload.contentBase64.replace(/\s/g, '');
  if (text.length % 4 !== 0 || !BASE64.test(text)) throw refuse(FILE_MESSAGES.badEncoding);
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length === 0) throw refuse(FILE_MESSAGES.empty);
  if (bytes.length > MAX_FILE_BYTES) throw refuse(FILE_MESSAGES.tooLarge);
  const type = sniffFileType(bytes);
  if (!type || !ACCEPTED[expected].includes(type)) throw refuse(REFUSAL[expected]);
  if (type === 'pdf') {
    // JavaScript, launch actions and attachments are refused, also inside compressed object streams.
    const threat = findPdfThreat(bytes);
    if (threat) throw refuse(PDF_THREAT_MESSAGES[threat]);
  }
  return { bytes, extension: type };
}

/**
 * `checkUpload`, and an image is then decoded and encoded again (decision 0171): what is stored
 * and served back is a fresh PNG or JPEG, never the bytes that were sent.
 */
export async function checkUploadContent(
  upload: TFileUpload,
  expected: ExpectedContent,
  field: string,
): Promise<CheckedFile> {
  const checked = checkUpload(upload, expected, field);
  if (
    checked.extension !== 'png' &&
    checked.extension !== 'jpg' &&
    checked.extension !== 'gif' &&
    checked.extension !== 'webp'
  ) {
    return checked;
  }
  try {
    const clean = await reencodeImage(checked.bytes, checked.extension);
    return { bytes: clean.bytes, extension: clean.extension };
  } catch (error) {
    if (!(error instanceof ImageRefused)) throw error;
    throw new AppError(400, ERROR_CODES.validation, error.message, { [field]: error.message });
  }
}

export const CONTENT_TYPES: Record<SniffedType, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  p12: 'application/x-pkcs12',
};
