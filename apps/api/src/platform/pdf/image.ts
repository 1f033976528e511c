/** PDFKit draws PNG and JPEG only; another logo or signature format is left out rather than failing the document. */
export function drawableImage(bytes: Buffer | null): Buffer | null {
  if (!bytes || bytes.length < 8) return null;
  const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  return png || jpeg ? bytes : null;
}
