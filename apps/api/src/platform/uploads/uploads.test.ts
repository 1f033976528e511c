import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { crc32, deflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';
import { GifWriter } from 'omggif';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES, reencodeImage } from './image.ts';
import { findPdfThreat } from './pdf-scan.ts';

/** A minimal PDF around the given objects, with a trailer so it looks like a real one. */
function pdf(...objects: Array<string | Buffer>): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  objects.forEach((object, index) => {
    parts.push(Buffer.from(`${index + 1} 0 obj\n`, 'latin1'));
    parts.push(typeof object === 'string' ? Buffer.from(object, 'latin1') : object);
    parts.push(Buffer.from('\nendobj\n', 'latin1'));
  });
  parts.push(Buffer.from('trailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1'));
  return Buffer.concat(parts);
}

/** A stream object whose data is deflated (FlateDecode), as PDF 1.5 writers compress object streams. */
function flateStream(dictionary: string, content: string): Buffer {
  const data = deflateSync(Buffer.from(content, 'latin1'));
  return Buffer.concat([
    Buffer.from(`<< ${dictionary} /Filter /FlateDecode /Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

const CATALOG = '<< /Type /Catalog /Pages 2 0 R >>';
const PAGES = '<< /Type /Pages /Kids [] /Count 0 >>';

describe('[UPLOADS][PDF] active content is found, also when compressed', () => {
  it('passes a plain document and one with compressed page content', () => {
    expect(findPdfThreat(pdf(CATALOG, PAGES))).toBeNull();
    const content = flateStream('', 'BT /F1 12 Tf 72 712 Td (Registro Unico Tributario /JSON) Tj ET');
    expect(findPdfThreat(pdf(CATALOG, PAGES, content))).toBeNull();
  });

  it.each([
    [
      'an /OpenAction running JavaScript',
      '<< /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>',
      'javascript',
    ],
    [
      'a /JS name spelled with #xx escapes',
      '<< /Type /Catalog /OpenAction << /S /J#61vaScript /J#53 (x) >> >>',
      'javascript',
    ],
    ['a /Launch action', '<< /Type /Catalog /OpenAction << /S /Launch /F (cmd.exe) >> >>', 'launch'],
    ['embedded files', '<< /Type /Catalog /Names << /EmbeddedFiles 3 0 R >> >>', 'embeddedFile'],
    ['an embedded file stream', '<< /Type /EmbeddedFile /Length 0 >>', 'embeddedFile'],
  ])('refuses %s', (_label, object, threat) => {
    expect(findPdfThreat(pdf(object, PAGES))).toBe(threat);
  });

  it('refuses JavaScript hidden in a compressed object stream', () => {
    const hidden = flateStream(
      '/Type /ObjStm /N 1 /First 4',
      '5 0 << /Type /Action /S /JavaScript /JS (this.exportDataObject({cName:"a"})) >>',
    );
    const document = pdf('<< /Type /Catalog /OpenAction 5 0 R >>', PAGES, hidden);
    // The raw file shows no JavaScript at all: only inflating finds it.
    expect(document.toString('latin1')).not.toContain('JavaScript');
    expect(findPdfThreat(document)).toBe('javascript');
  });

  it('refuses a compressed object stream it cannot read, and a decompression bomb', () => {
    const broken = Buffer.concat([
      Buffer.from('<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length 5 >>\nstream\n', 'latin1'),
      Buffer.from('nope!', 'latin1'),
      Buffer.from('\nendstream', 'latin1'),
    ]);
    expect(findPdfThreat(pdf(CATALOG, PAGES, broken))).toBe('uninspectable');
    const bomb = flateStream('', ' '.repeat(40 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(1_000_000);
    expect(findPdfThreat(pdf(CATALOG, PAGES, bomb))).toBe('uninspectable');
  });
});

/** A 2×2 picture: red, green, blue, white. */
const PIXELS = Buffer.from([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255]);

function pngOf(width: number, height: number, data: Buffer): Buffer {
  const png = new PNG({ width, height });
  png.data = data;
  return PNG.sync.write(png);
}

/** A PNG whose text chunk and tail carry HTML: a browser sniffing it as HTML would run the script. */
function polyglotPng(): Buffer {
  const png = pngOf(2, 2, PIXELS);
  const iend = png.length - 12;
  const text = Buffer.from('Comment\0<html><script>alert(document.cookie)</script></html>', 'latin1');
  const chunk = Buffer.alloc(12 + text.length);
  chunk.writeUInt32BE(text.length, 0);
  chunk.write('tEXt', 4, 'latin1');
  text.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + text.length)), 8 + text.length);
  return Buffer.concat([
    png.subarray(0, iend),
    chunk,
    png.subarray(iend),
    Buffer.from('<script>evil()</script>'),
  ]);
}

describe('[UPLOADS][IMAGES] decoded and encoded again', () => {
  it('a polyglot PNG comes back as a clean PNG with the same pixels', async () => {
    const dirty = polyglotPng();
    expect(dirty.toString('latin1')).toContain('<script>');
    const clean = await reencodeImage(dirty, 'png');
    expect(clean.bytes.toString('latin1')).not.toContain('script');
    expect(PNG.sync.read(clean.bytes).data.equals(PIXELS)).toBe(true);
    const withTail = Buffer.concat([pngOf(2, 2, PIXELS), Buffer.from('<html><script>x()</script>')]);
    const cleaned = await reencodeImage(withTail, 'png');
    expect(cleaned.mimeType).toBe('image/png');
    expect(cleaned.bytes.toString('latin1')).not.toContain('script');
    expect(PNG.sync.read(cleaned.bytes).data.equals(PIXELS)).toBe(true);
  });

  it('a JPEG stays a JPEG, without its comment and EXIF', async () => {
    const encoded = Buffer.from(
      jpeg.encode({ data: Buffer.alloc(16 * 16 * 4, 128), width: 16, height: 16 }, 90).data,
    );
    const comment = Buffer.from('<script>alert(1)</script> GPS 4.6097,-74.0817', 'latin1');
    const com = Buffer.concat([Buffer.from([0xff, 0xfe, 0, comment.length + 2]), comment]);
    const dirty = Buffer.concat([encoded.subarray(0, 2), com, encoded.subarray(2)]);
    const clean = await reencodeImage(dirty, 'jpg');
    expect(clean).toMatchObject({ extension: 'jpg', mimeType: 'image/jpeg', width: 16, height: 16 });
    expect(clean.bytes.toString('latin1')).not.toContain('script');
    expect(clean.bytes.toString('latin1')).not.toContain('GPS');
  });

  it('a GIF and a WebP become PNG with their pixels', async () => {
    const gifBytes = Buffer.alloc(1024);
    const writer = new GifWriter(gifBytes, 2, 2, { palette: [0xff0000, 0x00ff00, 0x0000ff, 0xffffff] });
    writer.addFrame(0, 0, 2, 2, [0, 1, 2, 3]);
    const gif = await reencodeImage(gifBytes.subarray(0, writer.end()), 'gif');
    expect(gif.mimeType).toBe('image/png');
    expect(PNG.sync.read(gif.bytes).data.equals(PIXELS)).toBe(true);

    const require = createRequire(import.meta.url);
    const { default: encode, init } = await import('@jsquash/webp/encode.js');
    const wasm = readFileSync(require.resolve('@jsquash/webp/codec/enc/webp_enc.wasm'));
    const { WebAssembly: api } = globalThis as unknown as {
      WebAssembly: { compile(bytes: Uint8Array): Promise<unknown> };
    };
    await init((await api.compile(wasm)) as Parameters<typeof init>[0]);
    const webp = await encode(
      { data: new Uint8ClampedArray(PIXELS), width: 2, height: 2, colorSpace: 'srgb' },
      { lossless: 1 },
    );
    const fromWebp = await reencodeImage(Buffer.from(webp), 'webp');
    expect(fromWebp).toMatchObject({ mimeType: 'image/png', width: 2, height: 2 });
    expect(PNG.sync.read(fromWebp.bytes).data.equals(PIXELS)).toBe(true);
  });

  it('refuses a picture that claims more pixels than allowed before decoding it, and a broken one', async () => {
    const bomb = pngOf(1, 1, Buffer.from([0, 0, 0, 255]));
    bomb.writeUInt32BE(50_000, 16);
    bomb.writeUInt32BE(50_000, 20);
    await expect(reencodeImage(bomb, 'png')).rejects.toThrow(IMAGE_MESSAGES.tooManyPixels);
    const truncated = pngOf(2, 2, PIXELS).subarray(0, 40);
    await expect(reencodeImage(truncated, 'png')).rejects.toThrow(IMAGE_MESSAGES.unreadable);
    await expect(reencodeImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]), 'jpg')).rejects.toThrow(
      IMAGE_MESSAGES.unreadable,
    );
  });
});
