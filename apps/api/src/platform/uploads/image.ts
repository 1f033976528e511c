import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import jpeg from 'jpeg-js';
import { GifReader } from 'omggif';
import { PNG } from 'pngjs';

export type ImageKind = 'png' | 'jpg' | 'gif' | 'webp';

/** What is stored: always a freshly encoded PNG or JPEG, never the bytes that were sent. */
export interface CleanImage {
  bytes: Buffer;
  extension: 'png' | 'jpg';
  mimeType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

/**
 * A logo, a signature or a photo never needs more; a 1 MB file that claims more is a
 * decompression bomb (a 1 MB PNG can describe a 4 GB picture). 16 megapixels is 64 MB decoded.
 */
export const IMAGE_LIMITS = { maxSide: 10_000, maxPixels: 16_000_000 } as const;

export const IMAGE_MESSAGES = {
  unreadable: 'La imagen está dañada o no se puede leer',
  tooManyPixels: `La imagen es demasiado grande: máximo ${IMAGE_LIMITS.maxPixels / 1_000_000} megapíxeles y ${IMAGE_LIMITS.maxSide.toLocaleString('es-CO')} píxeles por lado`,
} as const;

/** Raised with a Spanish message the caller turns into a 400 for its field. */
export class ImageRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageRefused';
  }
}

interface Rgba {
  data: Uint8Array;
  width: number;
  height: number;
}

function checkSize(width: number, height: number): void {
  if (!(width > 0 && height > 0)) throw new ImageRefused(IMAGE_MESSAGES.unreadable);
  if (
    width > IMAGE_LIMITS.maxSide ||
    height > IMAGE_LIMITS.maxSide ||
    width * height > IMAGE_LIMITS.maxPixels
  ) {
    throw new ImageRefused(IMAGE_MESSAGES.tooManyPixels);
  }
}

/** The file up to the end of its IEND chunk: whatever follows (a polyglot's archive or page) is not PNG. */
function pngUpToEnd(bytes: Buffer): Buffer {
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const end = offset + 12 + length;
    if (bytes.toString('latin1', offset + 4, offset + 8) === 'IEND') return bytes.subarray(0, end);
    offset = end;
  }
  return bytes;
}

function decodePng(bytes: Buffer): Rgba {
  // IHDR is always the first chunk (PNG spec §5.6): the size is known before anything is inflated.
  if (bytes.length < 24) throw new ImageRefused(IMAGE_MESSAGES.unreadable);
  checkSize(bytes.readUInt32BE(16), bytes.readUInt32BE(20));
  const png = PNG.sync.read(pngUpToEnd(bytes));
  return { data: png.data, width: png.width, height: png.height };
}

function decodeJpeg(bytes: Buffer): Rgba {
  const image = jpeg.decode(bytes, {
    useTArray: true,
    formatAsRGBA: true,
    maxResolutionInMP: IMAGE_LIMITS.maxPixels / 1_000_000,
    maxMemoryUsageInMB: 256,
  });
  checkSize(image.width, image.height);
  return { data: image.data, width: image.width, height: image.height };
}

/** The first frame (an animated logo keeps its first picture). */
function decodeGif(bytes: Buffer): Rgba {
  const reader = new GifReader(bytes);
  checkSize(reader.width, reader.height);
  if (reader.numFrames() < 1) throw new ImageRefused(IMAGE_MESSAGES.unreadable);
  const data = new Uint8Array(reader.width * reader.height * 4);
  reader.decodeAndBlitFrameRGBA(0, data);
  return { data, width: reader.width, height: reader.height };
}

/** Canvas size from the WebP header (RFC 9649 §2.5–2.7), read before the decoder allocates. */
function webpSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.length < 30) throw new ImageRefused(IMAGE_MESSAGES.unreadable);
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  if (chunk === 'VP8 ')
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  throw new ImageRefused(IMAGE_MESSAGES.unreadable);
}

const requireFromHere = createRequire(import.meta.url);
let webpDecoder: Promise<
  (bytes: ArrayBuffer) => Promise<{ data: Uint8ClampedArray; width: number; height: number }>
> | null = null;

/** The WebAssembly WebP decoder (libwebp from Squoosh), compiled once from the file the package ships. */
function loadWebpDecoder() {
  webpDecoder ??= (async () => {
    const module = await import('@jsquash/webp/decode.js');
    const wasm = readFileSync(requireFromHere.resolve('@jsquash/webp/codec/dec/webp_dec.wasm'));
    // The server's TypeScript setup has no WebAssembly types; the runtime has the global.
    const { WebAssembly: wasmApi } = globalThis as unknown as {
      WebAssembly: { compile(bytes: Uint8Array): Promise<unknown> };
    };
    await module.init((await wasmApi.compile(wasm)) as Parameters<typeof module.init>[0]);
    return module.default;
  })();
  return webpDecoder;
}

async function decodeWebp(bytes: Buffer): Promise<Rgba> {
  const { width, height } = webpSize(bytes);
  checkSize(width, height);
  const decode = await loadWebpDecoder();
  const copy = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  const image = await decode(copy);
  checkSize(image.width, image.height);
  return { data: new Uint8Array(image.data.buffer), width: image.width, height: image.height };
}

async function decode(bytes: Buffer, kind: ImageKind): Promise<Rgba> {
  switch (kind) {
    case 'png':
      return decodePng(bytes);
    case 'jpg':
      return decodeJpeg(bytes);
    case 'gif':
      return decodeGif(bytes);
    case 'webp':
      return decodeWebp(bytes);
  }
}

/**
 * Decodes the picture and encodes it again (decision 0171): only pixels survive, so text chunks,
 * EXIF (with the phone's location), trailing archives and HTML or script hidden in a polyglot
 * file are gone, and what is served back is exactly what it says it is. JPEG stays JPEG (quality
 * 90, the photo's size); PNG, GIF and WebP become PNG, lossless.
 */
export async function reencodeImage(bytes: Buffer, kind: ImageKind): Promise<CleanImage> {
  let pixels: Rgba;
  try {
    pixels = await decode(bytes, kind);
  } catch (error) {
    if (error instanceof ImageRefused) throw error;
    // jpeg-js says so when the limits above are passed; everything else is a broken file.
    if (error instanceof Error && /maxResolutionInMP|maxMemoryUsageInMB/.test(error.message)) {
      throw new ImageRefused(IMAGE_MESSAGES.tooManyPixels);
    }
    throw new ImageRefused(IMAGE_MESSAGES.unreadable);
  }
  const { data, width, height } = pixels;
  if (kind === 'jpg') {
    const encoded = jpeg.encode({ data, width, height }, 90);
    return { bytes: Buffer.from(encoded.data), extension: 'jpg', mimeType: 'image/jpeg', width, height };
  }
  const png = new PNG({ width, height });
  png.data = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return {
    bytes: PNG.sync.write(png, { colorType: 6 }),
    extension: 'png',
    mimeType: 'image/png',
    width,
    height,
  };
}
