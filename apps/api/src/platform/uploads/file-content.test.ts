import { describe, expect, it } from 'vitest';
import { EXE_BYTES, PDF_BYTES, PNG_BYTES, upload } from '../../features/company/company.fixtures.ts';
import { checkUpload, sniffFileType } from './file-content.ts';

describe('sniffFileType', () => {
  it('reads the kind from the first bytes', () => {
    expect(sniffFileType(PNG_BYTES)).toBe('png');
    expect(sniffFileType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('jpg');
    expect(sniffFileType(Buffer.from('GIF89a\x01\x00', 'latin1'))).toBe('gif');
    expect(sniffFileType(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('webp');
    expect(sniffFileType(PDF_BYTES)).toBe('pdf');
    expect(sniffFileType(Buffer.from([0x30, 0x82, 0x0a, 0x10, 0x02, 0x01, 0x03, 0x30]))).toBe('p12');
    expect(sniffFileType(EXE_BYTES)).toBeNull();
  });

  it('refuses a PDF header without the %%EOF trailer', () => {
    expect(sniffFileType(Buffer.from('%PDF-1.7\nnothing else', 'latin1'))).toBeNull();
  });
});

describe('checkUpload', () => {
  it('accepts by content, whatever the name', () => {
    expect(checkUpload(upload('logo.pdf', PNG_BYTES), 'image', 'logo').extension).toBe('png');
    expect(checkUpload(upload('rut.png', PDF_BYTES), 'pdf', 'rut').bytes.equals(PDF_BYTES)).toBe(true);
  });

  it('refuses an executable named .pdf, an image sent as a PDF and a PDF sent as an image', () => {
    expect(() => checkUpload(upload('rut.pdf', EXE_BYTES), 'pdf', 'rut')).toThrow(
      'El archivo no es un documento PDF',
    );
    expect(() => checkUpload(upload('rut.pdf', PNG_BYTES), 'pdf', 'rut')).toThrow('no es un documento PDF');
    expect(() => checkUpload(upload('logo.png', PDF_BYTES), 'image', 'logo')).toThrow('no es una imagen');
  });

  it('allows exactly 1,000,000 bytes and refuses 1,000,001', () => {
    const exact = Buffer.alloc(1_000_000, 0x20);
    PDF_BYTES.copy(exact, 0, 0, 9);
    exact.write('%%EOF\n', 1_000_000 - 6, 'latin1');
    expect(checkUpload(upload('a.pdf', exact), 'pdf', 'rut').bytes.length).toBe(1_000_000);
    const over = Buffer.concat([exact, Buffer.from(' ')]);
    expect(() => checkUpload(upload('a.pdf', over), 'pdf', 'rut')).toThrow('1.000.000 bytes');
  });

  it('refuses text that is not base64', () => {
    expect(() => checkUpload({ fileName: 'a.pdf', contentBase64: 'no*base64' }, 'pdf', 'rut')).toThrow(
      'no llegó completo',
    );
  });
});
