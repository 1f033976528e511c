import { describe, expect, it } from 'vitest';
import { ZReportDefinition, ZReportRequest, ZReportResult } from './index.ts';
import { REPORT_MESSAGES } from './messages.ts';
import { isIsoDate } from './primitives.ts';

const headCount = {
  sheets: [
    { position: 1, name: 'Head count' },
    { position: 2, name: 'Retiros' },
  ],
  parameters: [
    { tag: 'pinClient', label: 'Cliente', type: 'TEXT', required: true, sheetPositions: [1, 2] },
    {
      tag: 'pinCalendar',
      label: 'Calendario',
      type: 'LIST',
      required: false,
      options: [{ code: '12', name: 'Quincena 1 enero 2026' }],
      sheetPositions: [1],
    },
    { tag: 'pinCutDate', label: 'Fecha de corte', type: 'DATE', required: true, sheetPositions: [2] },
  ],
};

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues[0]?.message;
}

describe('ZReportDefinition', () => {
  it('accepts a definition and fills absent options with an empty list', () => {
    const parsed = ZReportDefinition.parse(headCount);
    expect(parsed.parameters[0]?.options).toEqual([]);
    expect(parsed.parameters[1]?.options).toEqual([{ code: '12', name: 'Quincena 1 enero 2026' }]);
  });

  it('refuses a parameter that feeds a sheet the report does not declare', () => {
    const broken = structuredClone(headCount);
    broken.parameters[2]!.sheetPositions = [3];
    const result = ZReportDefinition.safeParse(broken);
    expect(firstMessage(result)).toBe(REPORT_MESSAGES.unknownPosition);
    expect(result.error?.issues[0]?.path).toEqual(['parameters', 2, 'sheetPositions']);
  });

  it('refuses a tag declared twice and a tag with spaces', () => {
    const twice = structuredClone(headCount);
    twice.parameters[1]!.tag = 'pinClient';
    expect(firstMessage(ZReportDefinition.safeParse(twice))).toBe(REPORT_MESSAGES.duplicateTag);
    const spaced = structuredClone(headCount);
    spaced.parameters[1]!.tag = 'pin calendar';
    expect(firstMessage(ZReportDefinition.safeParse(spaced))).toBe(REPORT_MESSAGES.tagFormat);
  });

  it('refuses repeated option codes', () => {
    const repeated = structuredClone(headCount);
    repeated.parameters[1]!.options = [
      { code: '12', name: 'Uno' },
      { code: '12', name: 'Dos' },
    ];
    const result = ZReportDefinition.safeParse(repeated);
    expect(firstMessage(result)).toBe(REPORT_MESSAGES.duplicateOptionCode);
    expect(result.error?.issues[0]?.path).toEqual(['parameters', 1, 'options', 1, 'code']);
  });
});

describe('ZReportRequest', () => {
  it('accepts one entry per sheet with null values', () => {
    const request = {
      reports: [
        { position: 1, parameters: [{ tag: 'pinCalendar', value: null }] },
        { position: 2, parameters: [{ tag: 'pinCutDate', value: ' 2026-01-31 ' }] },
      ],
    };
    expect(ZReportRequest.parse(request).reports[1]?.parameters[0]?.value).toBe('2026-01-31');
  });

  it('refuses a value over 200 characters and a repeated sheet', () => {
    const long = { reports: [{ position: 1, parameters: [{ tag: 'pinText', value: 'x'.repeat(201) }] }] };
    expect(firstMessage(ZReportRequest.safeParse(long))).toBe('Máximo 200 caracteres');
    const twice = {
      reports: [
        { position: 1, parameters: [] },
        { position: 1, parameters: [] },
      ],
    };
    expect(firstMessage(ZReportRequest.safeParse(twice))).toBe(REPORT_MESSAGES.duplicatePosition);
  });
});

describe('ZReportResult', () => {
  const sheet = {
    name: 'Nómina',
    headers: ['Identificación', 'Salario', 'Fecha ingreso'],
    columnTypes: ['text', 'money', 'date'],
    rows: [
      ['0012345', 1_423_500, '2026-01-15'],
      ['98765', null, null],
    ],
  };

  it('accepts typed cells', () => {
    expect(ZReportResult.parse({ sheets: [sheet] }).sheets[0]?.rows[0]).toEqual([
      '0012345',
      1_423_500,
      '2026-01-15',
    ]);
  });

  it('refuses a money cell written as text, a day that does not exist and a short row', () => {
    const textMoney = { ...sheet, rows: [['1', '1.423.500', '2026-01-15']] };
    const badDay = { ...sheet, rows: [['1', 1, '2026-02-30']] };
    const shortRow = { ...sheet, rows: [['1', 1]] };
    expect(firstMessage(ZReportResult.safeParse({ sheets: [textMoney] }))).toBe(REPORT_MESSAGES.numberCell);
    expect(firstMessage(ZReportResult.safeParse({ sheets: [badDay] }))).toBe(REPORT_MESSAGES.dateCell);
    expect(firstMessage(ZReportResult.safeParse({ sheets: [shortRow] }))).toBe(REPORT_MESSAGES.rowLength);
  });

  it('refuses names Excel refuses: too long, forbidden characters, repeated regardless of case', () => {
    const long = { ...sheet, name: 'x'.repeat(32) };
    const slash = { ...sheet, name: 'Enero/Febrero' };
    expect(firstMessage(ZReportResult.safeParse({ sheets: [long] }))).toBe('Máximo 31 caracteres');
    expect(firstMessage(ZReportResult.safeParse({ sheets: [slash] }))).toBe(REPORT_MESSAGES.sheetNameChars);
    const repeated = ZReportResult.safeParse({ sheets: [sheet, { ...sheet, name: 'NÓMINA' }] });
    expect(firstMessage(repeated)).toBe(REPORT_MESSAGES.duplicateSheetName);
  });
});

describe('isIsoDate', () => {
  it('knows leap years', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('29-02-2028')).toBe(false);
  });
});
