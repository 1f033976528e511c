import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import {
  ACH_DETAIL,
  ACH_HEADER,
  BANK_FILE_WRITERS,
  BankFileValidationError,
  type BankFormatId,
  BOGOTA_DETAIL,
  BOGOTA_HEADER,
  DAVIVIENDA_COLUMNS,
  DAVIVIENDA_SHEET,
  PAB_CONTROL,
  PAB_DETAIL,
  type RecordLayout,
  SAP_CONTROL,
  SAP_DETAIL,
} from '../src/index.ts';
import { paymentBatch } from './fixtures/payment-batch.ts';
import { latin1, readRecord } from './support/read-record.ts';

function golden(name: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(`./golden/${name}`, import.meta.url)));
}

/** Checks one field's characters against its layout row: digits for N, printable ASCII left-aligned for A. */
function problemsOf(layout: RecordLayout, record: string, index: number): string[] {
  const problems: string[] = [];
  for (const field of layout.fields) {
    const raw = record.slice(field.start - 1, field.start - 1 + field.length);
    const ok =
      field.type === 'N'
        ? /^\d+$/.test(raw)
        : /^[\x20-\x7e]*$/.test(raw) && (raw.trim() === '' || !raw.startsWith(' '));
    if (!ok) problems.push(`record ${index + 1} field ${field.number} (${field.name}): "${raw}"`);
  }
  return problems;
}

interface FixedWidthCase {
  id: BankFormatId;
  file: string;
  header: RecordLayout;
  detail: RecordLayout;
  /** Expected values of selected fields, header first then each detail. */
  expected: Array<Record<number, string>>;
}

const cases: FixedWidthCase[] = [
  {
    id: 'bancolombia-pab',
    file: 'bancolombia-pab.txt',
    header: PAB_CONTROL,
    detail: PAB_DETAIL,
    expected: [
      {
        1: '1',
        2: '000000900123456',
        3: 'I',
        5: '225',
        6: 'NOMINA',
        7: '20261029',
        8: 'A1',
        9: '20261030',
        10: '000004',
        11: '0'.repeat(17),
        12: '00000000499434288',
        13: '12345678901',
        14: 'D',
      },
      {
        1: '6',
        2: '52123456',
        3: 'ANA MARIA PENALOZA GOMEZ',
        4: '000001007',
        5: '04512345678',
        7: '37',
        8: '00000000115230050',
        9: '20261030',
        10: 'NOMINA 2026-10 Q2',
        11: '0',
        12: '00000',
        13: '3001234567',
        14: 'ana.penaloza@example.com',
      },
      { 2: '1020304050', 4: '000001001', 7: '27', 8: '00000000087545300' },
      { 3: 'CAMILO RAMIREZ', 4: '000001551', 5: '3151234567', 7: '52', 8: '00000000065658938' },
      { 3: 'JURGEN MULLER', 4: '000001051', 5: '0057001234', 7: '37', 8: '00000000231000000', 10: '' },
    ],
  },
  {
    id: 'bancolombia-sap',
    file: 'bancolombia-sap.txt',
    header: SAP_CONTROL,
    detail: SAP_DETAIL,
    expected: [
      {
        2: '0900123456',
        3: 'PANADERIA LA UNI',
        4: '225',
        6: '261029',
        7: 'A',
        8: '261030',
        9: '000004',
        10: '000000000000',
        11: '000499434288',
        12: '12345678901',
        13: 'D',
      },
      {
        2: '000000052123456',
        3: 'ANA MARIA PENALOZA',
        4: '000001007',
        5: '00000004512345678',
        7: '37',
        8: '0115230050',
        10: 'NOMINA 2026-',
      },
      { 2: '000001020304050', 7: '27', 8: '0087545300' },
      { 7: '52', 8: '0065658938' },
      { 2: '000000000123456', 5: '00000000057001234', 8: '0231000000' },
    ],
  },
  {
    id: 'banco-bogota',
    file: 'banco-bogota.txt',
    header: BOGOTA_HEADER,
    detail: BOGOTA_DETAIL,
    expected: [
      {
        1: '1',
        2: '20261030',
        4: '1',
        6: '12345678901',
        7: 'PANADERIA LA UNICA S.A.S.',
        8: '00900123456',
        9: '001',
        10: '0000',
        11: '20261029',
        12: '123',
        13: 'N',
      },
      {
        1: '2',
        2: 'C',
        3: '00052123456',
        4: 'ANA MARIA PENALOZA GOMEZ',
        6: '2',
        7: '04512345678',
        8: '000000000115230050',
        9: 'A',
        11: '007',
        13: 'NOMINA 2026-10 Q2',
        16: 'N',
        18: 'N',
      },
      { 3: '01020304050', 6: '1', 11: '001' },
      { 2: 'T', 6: '9', 11: '551' },
      { 2: 'E', 3: '00000123456', 6: '2', 8: '000000000231000000', 11: '051' },
    ],
  },
  {
    id: 'ach-generic',
    file: 'ach-generic.txt',
    header: ACH_HEADER,
    detail: ACH_DETAIL,
    expected: [
      {
        2: '000000900123456',
        4: '00000012345678901',
        5: 'CC',
        6: '20261029',
        7: '20261030',
        8: '01',
        9: 'NOMINA',
        10: '000004',
        11: '000000000499434288',
      },
      {
        2: 'CC',
        3: '52123456',
        4: 'ANA MARIA PENALOZA GOMEZ',
        5: '1007',
        6: '04512345678',
        7: 'CA',
        8: '000000000115230050',
        10: 'ana.penaloza@example.com',
      },
      { 7: 'CC' },
      { 2: 'TI', 7: 'DE', 8: '000000000065658938' },
      { 2: 'CE', 3: '123456', 5: '1051' },
    ],
  },
];

describe.each(cases)('$id golden file', ({ id, file, header, detail, expected }) => {
  const bytes = golden(file);
  const records = latin1(bytes).slice(0, -2).split('\r\n');

  it('is written byte by byte', () => {
    const written = BANK_FILE_WRITERS[id].write(paymentBatch).bytes;
    expect(Buffer.from(written).equals(Buffer.from(bytes))).toBe(true);
  });

  it('has contiguous layout tables adding up to the record length', () => {
    for (const layout of [header, detail]) {
      let position = 1;
      for (const field of layout.fields) {
        expect(field.start).toBe(position);
        position += field.length;
      }
      expect(position - 1).toBe(layout.length);
    }
  });

  it('holds one control record, one detail per payment, each of the exact length, CRLF-terminated', () => {
    expect(latin1(bytes).endsWith('\r\n')).toBe(true);
    expect(records.map((record) => record.length)).toEqual(Array(5).fill(header.length));
    const problems = records.flatMap((record, index) =>
      problemsOf(index === 0 ? header : detail, record, index),
    );
    expect(problems).toEqual([]);
  });

  it('holds the expected value in each field read through the layout', () => {
    records.forEach((record, index) => {
      const fields = readRecord(index === 0 ? header : detail, record);
      for (const [number, value] of Object.entries(expected[index]!)) {
        expect({
          record: index + 1,
          field: Number(number),
          value: fields.get(Number(number))!.trimEnd(),
        }).toEqual({
          record: index + 1,
          field: Number(number),
          value,
        });
      }
    });
  });
});

describe('davivienda workbook', () => {
  const bytes = golden('davivienda.xlsx');

  it('is written byte by byte', () => {
    const written = BANK_FILE_WRITERS.davivienda.write(paymentBatch).bytes;
    expect(Buffer.from(written).equals(Buffer.from(bytes))).toBe(true);
  });

  it('has sheet Hoja1 with the eleven columns and one row per payment', () => {
    const workbook = XLSX.read(bytes, { type: 'array' });
    expect(workbook.SheetNames).toEqual([DAVIVIENDA_SHEET]);
    const sheet = workbook.Sheets[DAVIVIENDA_SHEET]!;
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true });
    expect(rows).toEqual([
      [...DAVIVIENDA_COLUMNS],
      [
        '01',
        '52123456',
        'ANA MARIA',
        'PENALOZA GOMEZ',
        '1007',
        'CA',
        '04512345678',
        1152300.5,
        'NOMINA 2026-10 Q2',
        'ana.penaloza@example.com',
        'NOMINA',
      ],
      [
        '01',
        '1020304050',
        'JOSE',
        'NUNEZ',
        '1001',
        'CC',
        '123456789',
        875453,
        'NOMINA 2026-10 Q2',
        '',
        'NOMINA',
      ],
      [
        '04',
        '1000111222',
        'CAMILO',
        'RAMIREZ',
        '1551',
        'DP',
        '3151234567',
        656589.38,
        'APOYO SOSTENIMIENTO',
        '',
        'NOMINA',
      ],
      [
        '02',
        '123456',
        'JURGEN',
        'MULLER',
        '1051',
        'CA',
        '0057001234',
        2310000,
        '',
        'jurgen@example.com',
        'NOMINA',
      ],
    ]);
    // Account numbers stay text so the leading zeros reach the bank.
    expect(sheet.G5?.t).toBe('s');
    expect(sheet.H2?.t).toBe('n');
  });
});

describe('bank payment validation', () => {
  const broken = {
    ...paymentBatch,
    payments: [
      { ...paymentBatch.payments[0]!, accountNumber: '' },
      { ...paymentBatch.payments[1]!, bankCode: '' },
      { ...paymentBatch.payments[2]!, documentNumber: '' },
      { ...paymentBatch.payments[3]!, amount: '0' },
    ],
  };

  it.each(Object.values(BANK_FILE_WRITERS))(
    '$label refuses a payment without account, bank code or document',
    (writer) => {
      expect(() => writer.write(broken)).toThrow(BankFileValidationError);
      try {
        writer.write(broken);
      } catch (error) {
        const messages = (error as BankFileValidationError).issues.map((issue) => issue.message);
        expect(messages).toContain(
          'Pago 1 (CC 52123456 ANA MARIA PENALOZA GOMEZ): falta el número de cuenta.',
        );
        expect(messages).toContain('Pago 2 (CC 1020304050 JOSE NUNEZ): falta el código del banco.');
        expect(messages).toContain(
          'Pago 3 (TI sin documento CAMILO RAMIREZ): falta el número de documento del beneficiario.',
        );
        expect(messages).toContain(
          'Pago 4 (CE 123456 JURGEN MULLER): el valor a pagar debe ser mayor que cero.',
        );
      }
    },
  );

  it('refuses formats a bank does not take', () => {
    const passport = {
      ...paymentBatch,
      payments: [{ ...paymentBatch.payments[0]!, documentType: 'PA' as const, documentNumber: 'AB123456' }],
    };
    expect(() => BANK_FILE_WRITERS['banco-bogota'].write(passport)).toThrow(
      'El archivo de Banco de Bogotá tiene 1 error(es):\n- Pago 1 (PA AB123456 ANA MARIA PENALOZA GOMEZ): Banco de Bogotá solo acepta documentos numéricos de hasta 11 dígitos.',
    );
    const large = { ...paymentBatch, payments: [{ ...paymentBatch.payments[0]!, amount: '100000000' }] };
    expect(() => BANK_FILE_WRITERS['bancolombia-sap'].write(large)).toThrow(
      'el valor supera el máximo del formato SAP (99.999.999,99).',
    );
    const badAmount = {
      ...paymentBatch,
      payments: [{ ...paymentBatch.payments[0]!, amount: 'mil', email: 'ana.penaloza@' }],
    };
    expect(() => BANK_FILE_WRITERS.davivienda.write(badAmount)).toThrow(
      'El archivo de Davivienda tiene 2 error(es):\n' +
        '- Pago 1 (CC 52123456 ANA MARIA PENALOZA GOMEZ): el valor a pagar (mil) no es un número válido.\n' +
        '- Pago 1 (CC 52123456 ANA MARIA PENALOZA GOMEZ): el correo electrónico ana.penaloza@ no es válido.',
    );
    const badDate = { ...paymentBatch, applicationDate: '30/10/2026' };
    expect(() => BANK_FILE_WRITERS['ach-generic'].write(badDate)).toThrow(
      'La fecha de aplicación (30/10/2026) no tiene el formato aaaa-mm-dd.',
    );
  });
});
