import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REGISTRO_TIPO_1, REGISTRO_TIPO_2, type RecordLayout } from '../src/index.ts';
import { fieldProblem, latin1, readRecord } from './support/read-record.ts';

const records = latin1(
  new Uint8Array(readFileSync(new URL('./golden/planilla-2026-10.txt', import.meta.url))),
)
  .slice(0, -2)
  .split('\r\n');

describe.each([REGISTRO_TIPO_1, REGISTRO_TIPO_2])('layout table of $name', (layout: RecordLayout) => {
  it('numbers the fields 1..n and places each one right after the previous', () => {
    let position = 1;
    layout.fields.forEach((field, index) => {
      expect(field.number).toBe(index + 1);
      expect(field.start).toBe(position);
      position += field.length;
    });
    expect(position - 1).toBe(layout.length);
  });

  it('aligns numbers right and text left', () => {
    for (const field of layout.fields) {
      expect(field.align).toBe(field.type === 'N' ? 'right' : 'left');
    }
  });
});

it('registro tipo 2 has 98 fields ending with the ARL economic activity at 687–693', () => {
  expect(REGISTRO_TIPO_2.fields).toHaveLength(98);
  expect(REGISTRO_TIPO_2.fields[97]).toMatchObject({ number: 98, start: 687, length: 7, type: 'N' });
  expect(REGISTRO_TIPO_1.fields).toHaveLength(22);
});

describe('golden planilla read field by field through the layout tables', () => {
  it('every field of every record holds what its layout row allows', () => {
    const problems: string[] = [];
    records.forEach((record, index) => {
      const layout = index === 0 ? REGISTRO_TIPO_1 : REGISTRO_TIPO_2;
      const fields = readRecord(layout, record);
      for (const field of layout.fields) {
        const problem = fieldProblem(field, fields.get(field.number)!);
        if (problem) problems.push(`record ${index + 1} field ${field.number}: ${problem}`);
      }
    });
    expect(problems).toEqual([]);
  });

  it('header fields', () => {
    const header = readRecord(REGISTRO_TIPO_1, records[0]!);
    expect(Object.fromEntries([...header].map(([n, v]) => [n, v.trimEnd()]))).toEqual({
      1: '01',
      2: '1',
      3: '0001',
      4: 'PANADERIA LA UNICA S.A.S.',
      5: 'NI',
      6: '900123456',
      7: '7',
      8: 'E',
      9: '',
      10: '',
      11: 'U',
      12: '',
      13: '',
      14: '14-23',
      15: '2026-10',
      16: '2026-11',
      17: '',
      18: '',
      19: '00016',
      20: '000086121134',
      21: '01',
      22: '01',
    });
  });

  // Expected values worked out by hand: IBC up to the peso, contribution = ceil100(IBC × rate).
  const expected: Array<Record<number, string>> = [
    // 1. Full month, exonerated: 2,500,000 × 16 % = 400,000; × 4 % = 100,000; × 0.522 % = 13,050 → 13,100.
    {
      4: '52123456',
      11: 'PENALOZA',
      12: 'GOMEZ',
      13: 'ANA',
      14: 'MARIA',
      36: '30',
      42: '002500000',
      47: '000400000',
      55: '000100000',
      63: '000013100',
      65: '000100000',
      76: 'S',
      95: '000000000',
      96: '210',
    },
    // 2. ING 16 Oct: 1,750,905 × 15/30 = 875,452.5 → 875,453; pension 140,072.48 → 140,100.
    {
      4: '1020304050',
      11: 'NUNEZ',
      15: 'X',
      36: '15',
      42: '000875453',
      47: '000140100',
      55: '000035100',
      63: '000004600',
      80: '2026-10-16',
      96: '105',
    },
    // 3. RET + VST, class III: 2,345,679 × 2.436 % = 57,140.7 → 57,200.
    {
      16: 'X',
      23: 'X',
      41: 'V',
      42: '002345679',
      47: '000375400',
      55: '000093900',
      61: '0.0243600',
      63: '000057200',
      78: '3',
      81: '2026-10-20',
      96: '140',
    },
    // 4. ING and RET on the same line.
    {
      15: 'X',
      16: 'X',
      36: '21',
      42: '001400000',
      47: '000224000',
      80: '2026-10-05',
      81: '2026-10-25',
      96: '147',
    },
    // 5. VSP from 11 Oct.
    { 21: 'X', 40: '003000000', 42: '002800000', 47: '000448000', 82: '2026-10-11' },
    // 6–7. Vacations: the VAC line pays no ARL (rate 0) and its IBC CCF is the vacation pay.
    {
      4: '80999888',
      27: ' ',
      36: '15',
      42: '002000000',
      61: '0.0052200',
      63: '000010500',
      95: '000000000',
      96: '105',
    },
    {
      4: '80999888',
      27: 'X',
      36: '15',
      42: '002050000',
      45: '002000000',
      47: '000328000',
      61: '0.0000000',
      63: '000000000',
      65: '000080000',
      89: '2026-10-06',
      90: '2026-10-20',
      95: '002000000',
      96: '000',
    },
    // 8–9. Licencia remunerada, marked L in field 27.
    { 4: '1013555666', 36: '27', 42: '001710000', 96: '189' },
    {
      4: '1013555666',
      27: 'L',
      36: '03',
      42: '000190000',
      47: '000030400',
      65: '000007600',
      89: '2026-10-13',
      90: '2026-10-15',
    },
    // 10–11. IGE: pension and health, no ARL, no CCF.
    {
      25: 'X',
      36: '10',
      42: '000700000',
      47: '000112000',
      55: '000028000',
      64: '0.00000',
      65: '000000000',
      85: '2026-10-01',
      86: '2026-10-10',
      96: '000',
    },
    { 25: ' ', 36: '20', 42: '001400000', 96: '140' },
    // 12. LMA all month: 1–31 October counts 30 days.
    {
      26: 'X',
      36: '30',
      42: '002200000',
      47: '000352000',
      61: '0.0000000',
      65: '000000000',
      87: '2026-10-01',
      88: '2026-10-31',
    },
    // 13–14. IRL: days in field 30, class IV on the worked line: 2,166,667 × 4.35 % = 94,250.01 → 94,300.
    { 30: '00', 42: '002166667', 61: '0.0435000', 63: '000094300', 78: '4', 98: '4439001', 96: '175' },
    { 30: '05', 42: '000433334', 47: '000069400', 61: '0.0000000', 93: '2026-10-21', 94: '2026-10-25' },
    // 15–16. SLN: employer pension share 12 % (333,334 × 12 % = 40,000.08 → 40,100), no health when exonerated.
    { 24: ' ', 36: '25', 42: '001666667', 47: '000266700' },
    {
      24: 'X',
      36: '05',
      46: '0.12000',
      47: '000040100',
      51: '000000000',
      54: '0.00000',
      55: '000000000',
      61: '0.0000000',
      65: '000000000',
      83: '2026-10-26',
      84: '2026-10-31',
    },
    // 17. Integral salary 26,000,000 → IBC 70 % = 18,200,000 (10.39 SMMLV): FSP 0.5 % + 0.5 %, not exonerated.
    {
      40: '026000000',
      41: 'X',
      42: '018200000',
      47: '002912000',
      51: '000091000',
      52: '000091000',
      54: '0.12500',
      55: '002275000',
      63: '000095100',
      65: '000728000',
      66: '0.02000',
      67: '000364000',
      68: '0.03000',
      69: '000546000',
      76: 'N',
      95: '018200000',
    },
    // 18. 35,000,000 = 19.99 SMMLV: FSP 1.8 % = 0.5 % solidarity + 1.3 % subsistence.
    {
      31: '25-14 ',
      42: '035000000',
      47: '005600000',
      51: '000175000',
      52: '000455000',
      55: '004375000',
      63: '000182700',
      67: '000700000',
      69: '001050000',
    },
    // 19. Apprentice (tipo 19): health 12.5 % and ARL on one SMMLV, no pension, no CCF, field 41 blank.
    {
      3: 'TI',
      5: '19',
      31: '      ',
      35: '      ',
      36: '00',
      37: '30',
      38: '30',
      39: '00',
      40: '001313179',
      41: ' ',
      42: '000000000',
      43: '001750905',
      55: '000218900',
      63: '000009200',
      45: '000000000',
    },
    // 20. Pensioner (subtipo 01): no pension.
    {
      6: '01',
      31: '      ',
      36: '00',
      42: '000000000',
      46: '0.00000',
      47: '000000000',
      37: '30',
      55: '000128000',
    },
    // 21. Foreigner not obliged to pension, Medellín, work centre 2.
    {
      3: 'CE',
      4: 'E123456         ',
      7: 'X',
      9: '05',
      10: '001',
      11: 'MULLER',
      13: 'JURGEN',
      35: 'CCF04 ',
      36: '00',
      62: '000000002',
    },
  ];

  it.each(expected.map((fields, index) => [index + 1, fields] as const))(
    'detail record %i',
    (sequence, fields) => {
      const actual = readRecord(REGISTRO_TIPO_2, records[sequence]!);
      expect(actual.get(2)).toBe(String(sequence).padStart(5, '0'));
      for (const [number, value] of Object.entries(fields)) {
        const raw = actual.get(Number(number))!;
        const compared = value.length === raw.length ? raw : raw.trimEnd();
        expect({ field: Number(number), value: compared }).toEqual({ field: Number(number), value });
      }
    },
  );
});
