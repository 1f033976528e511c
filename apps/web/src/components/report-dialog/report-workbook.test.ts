import { read, utils } from '@e965/xlsx';
import type { TReportResult } from '@quincena/contracts/reports';
import { describe, expect, it } from 'vitest';
import { reportFileName } from './report-file.ts';
import {
  buildReportWorkbook,
  DATE_NUMBER_FORMAT,
  excelDateSerial,
  PESOS_WITH_CENTS_FORMAT,
  WHOLE_PESOS_FORMAT,
  workbookBytes,
} from './report-workbook.ts';

const result: TReportResult = {
  sheets: [
    {
      name: 'Head count',
      headers: ['Identificación', 'Nombre', 'Salario', 'Fecha ingreso', 'Días'],
      columnTypes: ['text', 'text', 'money', 'date', 'number'],
      rows: [
        ['0010203040', 'Ana María Pérez', 1_423_500, '2026-01-15', 15],
        ['79888777', 'Andrés Gómez', 2_500_000, null, 30],
      ],
    },
    {
      name: 'Retiros',
      headers: ['Contrato', 'Indemnización'],
      columnTypes: ['number', 'money'],
      rows: [[120, 1_234_567.89]],
    },
  ],
};

function reread() {
  return read(workbookBytes(buildReportWorkbook(result)), { type: 'array', cellNF: true });
}

describe('excelDateSerial', () => {
  it('counts days from 1899-12-30', () => {
    expect(excelDateSerial('2000-01-01')).toBe(36_526);
    expect(excelDateSerial('2026-01-15')).toBe(46_037);
  });
});

describe('buildReportWorkbook', () => {
  it('writes one sheet per result sheet, in order and with its name', () => {
    expect(reread().SheetNames).toEqual(['Head count', 'Retiros']);
  });

  it('keeps headers, text with leading zeros, numbers as numbers and empty cells empty', () => {
    const sheet = reread().Sheets['Head count']!;
    // SheetJS itself hands a date-formatted cell back as a Date: the workbook holds a date.
    expect(utils.sheet_to_json(sheet, { header: 1, raw: true })).toEqual([
      ['Identificación', 'Nombre', 'Salario', 'Fecha ingreso', 'Días'],
      ['0010203040', 'Ana María Pérez', 1_423_500, expect.any(Date), 15],
      ['79888777', 'Andrés Gómez', 2_500_000, undefined, 30],
    ]);
    expect(sheet.A2).toMatchObject({ t: 's', v: '0010203040' });
    expect(sheet.C2).toMatchObject({ t: 'n', v: 1_423_500, z: WHOLE_PESOS_FORMAT });
    expect(sheet.E3).toMatchObject({ t: 'n', v: 30 });
    expect(sheet.D3).toBeUndefined();
  });

  it('stores dates as Excel dates that read back as the same day', () => {
    const sheet = reread().Sheets['Head count']!;
    expect(sheet.D2).toMatchObject({ t: 'n', v: 46_037, z: DATE_NUMBER_FORMAT, w: '15-01-2026' });
    const withDates = read(workbookBytes(buildReportWorkbook(result)), { type: 'array', cellDates: true });
    const day = withDates.Sheets['Head count']!.D2!.v as Date;
    expect([day.getFullYear(), day.getMonth() + 1, day.getDate()]).toEqual([2026, 1, 15]);
  });

  it('shows centavos only in a money column that has them', () => {
    const sheet = reread().Sheets.Retiros!;
    expect(sheet.A2).toMatchObject({ t: 'n', v: 120 });
    expect(sheet.B2).toMatchObject({ t: 'n', v: 1_234_567.89, z: PESOS_WITH_CENTS_FORMAT });
    expect(sheet['!ref']).toBe('A1:B2');
  });

  it('writes a real zip (xlsx) file', () => {
    const bytes = workbookBytes(buildReportWorkbook(result));
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  });
});

describe('reportFileName', () => {
  it('joins the base name and the local day with an underscore', () => {
    expect(reportFileName('reporteHeadCount', new Date(2026, 0, 5, 23, 59))).toBe(
      'reporteHeadCount_2026-01-05.xlsx',
    );
  });
});
