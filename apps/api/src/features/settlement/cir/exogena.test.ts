import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { CirRow } from './cir-data.ts';
import { FORMAT_1009_FIELDS, FORMAT_2276_FIELDS, format2276Records } from './exogena.ts';
import { exogenaDownload, exogenaFileName, exogenaFiles, MAX_RECORDS_PER_FILE } from './exogena-xml.ts';

const envelope = {
  format: '2276' as const,
  taxYear: 2026,
  sendYear: 2027,
  sendNumber: 3,
  replacement: false,
  sentAt: '2027-04-20T10:15:00',
};

function worker(index: number): CirRow {
  return {
    personId: index,
    contractId: index,
    documentType: index % 2 === 0 ? 'CC' : 'CD',
    documentNumber: String(10_000_000 + index),
    firstSurname: 'Peña',
    secondSurname: '',
    firstName: 'José',
    otherNames: '',
    address: 'Carrera 7 # 1-2',
    departmentCode: '11',
    cityCode: '11001',
    periodFrom: '2026-01-01',
    periodTo: '2026-12-31',
    boxes: { 36: 1_000_000, 52: 1_000_000, 53: 40_000, 54: 40_000, 60: 0 },
    concepts: [],
    payables: { prima: 0, cesantias: 0, interest: 0, vacations: 0 },
    payablesTotal: 0,
  };
}

describe('exógena layouts (decision 0305)', () => {
  it('keeps the 45 attributes of formato 2276 v4 and the 14 of formato 1009 v7 in the prevalidator’s order', () => {
    expect(FORMAT_2276_FIELDS.map((field) => field.attribute)).toEqual([
      ...['entinfo', 'tdocb', 'nitb', 'pap', 'sap', 'pno', 'ono', 'dir', 'dpto', 'mun', 'pais'],
      ...['pasa', 'paec', 'pabop', 'vaex', 'paho', 'pase', 'paco', 'papre', 'pavia', 'paga', 'patra'],
      ...['vapo', 'potro', 'cein', 'ceco', 'auce', 'peju', 'tingbtp', 'apos', 'apof', 'aprais', 'apov'],
      ...['apafc', 'apavc', 'vare', 'ivav', 'rfiva', 'pagahuvt', 'vilap', 'tdocde', 'nitde', 'identfc'],
      ...['tdocpcc', 'nitpcc'],
    ]);
    expect(FORMAT_1009_FIELDS.map((field) => field.attribute)).toEqual([
      ...[
        'cpt',
        'tdoc',
        'nid',
        'dv',
        'apl1',
        'apl2',
        'nom1',
        'nom2',
        'raz',
        'dir',
        'dpto',
        'mun',
        'pais',
        'sal',
      ],
    ]);
  });

  it('names the file Dmuisca_ccmmmmmvvaaaacccccccc.xml', () => {
    expect(exogenaFileName(envelope, 3)).toBe('Dmuisca_010227604202700000003.xml');
    expect(exogenaFileName({ ...envelope, format: '1009', replacement: true }, 12)).toBe(
      'Dmuisca_020100907202700000012.xml',
    );
  });

  it('maps the worker’s document to the DIAN code and his municipality to three digits', () => {
    const [cc, cd] = format2276Records([worker(0), worker(1)]);
    expect(cc).toMatchObject({ tdocb: '13', dpto: '11', mun: '001', pais: '169', pasa: 1_000_000 });
    // A carné diplomático has no DIAN code of its own: a foreign identification document.
    expect(cd?.tdocb).toBe('42');
  });

  it('splits more than 5.000 records into files with consecutive send numbers, in one ZIP', () => {
    const records = format2276Records(
      Array.from({ length: MAX_RECORDS_PER_FILE + 1 }, (_, index) => worker(index)),
    );
    const files = exogenaFiles(envelope, records);
    expect(files.map((file) => [file.fileName, file.records])).toEqual([
      ['Dmuisca_010227604202700000003.xml', 5_000],
      ['Dmuisca_010227604202700000004.xml', 1],
    ]);
    const second = Buffer.from(files[1]?.bytes as Uint8Array).toString('latin1');
    expect(second).toContain('<NumEnvio>4</NumEnvio>');
    expect(second).toContain('<ValorTotal>1000000</ValorTotal>\r\n<CantReg>1</CantReg>');
    expect(second).toContain('pap="Peña"');
    const download = exogenaDownload(files, envelope);
    expect(download.fileName).toBe('Formato2276_2026.zip');
    expect(Object.keys(unzipSync(download.bytes))).toEqual(files.map((file) => file.fileName));
  });
});
