import { describe, expect, it } from 'vitest';
import { dianFileName } from '../src/files/file-names.ts';
import { unzipDocuments, zipDocument } from '../src/files/zip.ts';
import { days360Inclusive, toBogota, toBogotaDateTime } from '../src/model/bogota-time.ts';

describe('file names (Anexo Técnico v1.0 §3.5)', () => {
  it('reproduces the Anexo examples for the 12th document of NIT 800197268 in 2020', () => {
    expect(dianFileName('individual', '800197268', 2020, 12)).toBe('nie0800197268200000000C.xml');
    expect(dianFileName('adjustment', '800197268', 2020, 12)).toBe('niae0800197268200000000C.xml');
    expect(dianFileName('zip', '800197268', 2020, 12)).toBe('z0800197268200000000C.zip');
    expect(dianFileName('individual', '900123456', 2026, 0xabcdef)).toBe('nie09001234562600ABCDEF.xml');
  });

  it('refuses a NIT with its check digit or a consecutive out of range', () => {
    expect(() => dianFileName('zip', '900123456-8', 2026, 1)).toThrow(
      'El NIT 900123456-8 debe tener entre 1 y 10 dígitos.',
    );
    expect(() => dianFileName('zip', '900123456', 2026, 0)).toThrow('debe estar entre 1 y 4294967295');
  });
});

describe('zip', () => {
  it('keeps the signed bytes exactly, including accents', () => {
    const xml = '<?xml version="1.0" encoding="UTF-8"?><a>Nómina electrónica</a>';
    const zip = zipDocument('nie09001234562600000001.xml', xml, new Date('2026-02-01T15:15:30Z'));
    expect(zip[0]).toBe(0x50);
    expect(zip[1]).toBe(0x4b);
    expect(unzipDocuments(zip)).toEqual([{ name: 'nie09001234562600000001.xml', content: xml }]);
  });
});

describe('Bogotá time and 30-day months', () => {
  it('writes UTC instants as Colombian time with -05:00', () => {
    expect(toBogota(new Date('2026-01-01T03:59:59Z'))).toEqual({
      date: '2025-12-31',
      time: '22:59:59-05:00',
    });
    expect(toBogotaDateTime(new Date('2026-02-01T15:16:07.250Z'))).toBe('2026-02-01T10:16:07.250-05:00');
  });

  it('counts TiempoLaborado as the Anexo example: 5 años + 3 meses + 18 días = 1908', () => {
    expect(days360Inclusive('2020-01-01', '2025-04-18')).toBe(1908);
    expect(days360Inclusive('2026-01-01', '2026-01-31')).toBe(30);
    expect(days360Inclusive('2026-02-01', '2026-02-28')).toBe(30);
    expect(days360Inclusive('2026-01-15', '2026-01-15')).toBe(1);
  });
});
