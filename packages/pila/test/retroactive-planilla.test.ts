import { describe, expect, it } from 'vitest';
import {
  ASSOCIATED_PLANILLA_MESSAGE,
  contributionsOf,
  type PlanillaInput,
  PlanillaValidationError,
  REGISTRO_TIPO_1,
  REGISTRO_TIPO_2,
  type WorkerInput,
  writePlanilla,
} from '../src/index.ts';
import { planillaInput, WORKER_BASE } from './fixtures/planilla-input.ts';
import { latin1, readRecord } from './support/read-record.ts';

/** A 2.000.000 worker raised to 2.300.000 from 1 January 2026, not exonerated (health 4 % + 8.5 %). */
const worker = (ibc: string, salary: string): WorkerInput => ({
  ...WORKER_BASE,
  documentNumber: '52123456',
  firstSurname: 'Peñaloza',
  firstName: 'Ana',
  salary,
  exonerated: false,
  lines: [{ kind: 'worked', days: 30, ibc: { pension: ibc, health: ibc, risk: ibc, ccf: ibc } }],
});

const header = {
  contributor: planillaInput.contributor,
  period: '2026-01',
  operator: { code: '83' },
} as const satisfies Partial<PlanillaInput>;

const records = (bytes: Uint8Array) => latin1(bytes).slice(0, -2).split('\r\n');

const original = writePlanilla({ ...header, planillaType: 'E', workers: [worker('2000000', '2000000')] });
const paid = contributionsOf(original.lines[0]!.liquidated);

function correction(associated?: PlanillaInput['associated']) {
  const corrected = worker('2300000', '2300000');
  const line = { ...corrected.lines[0]!, permanentVariationDate: '2026-01-01', alreadyPaid: paid };
  return writePlanilla({
    ...header,
    planillaType: 'N',
    ...(associated ? { associated } : {}),
    workers: [{ ...corrected, lines: [line] }],
  });
}

describe('planilla N (corrección) of a month whose salary was raised afterwards', () => {
  it('writes the header and the corrected line byte by byte: corrected IBC, contribution differences', () => {
    const file = correction({ number: '8012345678', paymentDate: '2026-02-03' });
    const [head, detail, ...rest] = records(file.bytes);
    expect(rest).toEqual([]);
    expect(head).toHaveLength(359);
    expect(detail).toHaveLength(693);
    expect(file.fileName).toBe('PILA_N_900123456_2026-01_0001.txt');
    const h = readRecord(REGISTRO_TIPO_1, head!);
    expect(h.get(8)).toBe('N');
    expect(h.get(9)).toBe('8012345678');
    expect(h.get(10)).toBe('2026-02-03');
    expect(h.get(15)).toBe('2026-01');
    expect(h.get(16)).toBe('2026-02');
    expect(h.get(19)).toBe('00001');
    expect(h.get(20)).toBe('000002300000');
    const d = readRecord(REGISTRO_TIPO_2, detail!);
    // Hand-checked, PILA rounding (each contribution up to the hundred, Decreto 1990/2016):
    // pension 16 %: 368.000 − 320.000; health 12,5 %: 287.500 − 250.000;
    // ARL class I 0,522 %: 12.006 → 12.100 − 10.440 → 10.500; CCF 4 %: 92.000 − 80.000;
    // SENA 2 %: 46.000 − 40.000; ICBF 3 %: 69.000 − 60.000.
    expect(Object.fromEntries([21, 22, 23, 36, 40, 42, 43, 44, 45].map((n) => [n, d.get(n)]))).toEqual({
      21: 'X',
      22: 'C',
      23: ' ',
      36: '30',
      40: '002300000',
      42: '002300000',
      43: '002300000',
      44: '002300000',
      45: '002300000',
    });
    expect(
      Object.fromEntries([46, 47, 50, 51, 52, 54, 55, 63, 65, 67, 69, 82, 95].map((n) => [n, d.get(n)])),
    ).toEqual({
      46: '0.16000',
      47: '000048000',
      50: '000048000',
      51: '000000000',
      52: '000000000',
      54: '0.12500',
      55: '000037500',
      63: '000001600',
      65: '000012000',
      67: '000006000',
      69: '000009000',
      82: '2026-01-01',
      95: '000002300000'.slice(-9),
    });
    expect(file.totals).toMatchObject({
      pension: 48_000,
      health: 37_500,
      risk: 1_600,
      ccf: 12_000,
      sena: 6_000,
      icbf: 9_000,
      total: 114_100,
    });
    // The rest of the record is the ordinary line's: only fields 22, 47–55, 63–69 differ from an E line.
    const plain = records(
      writePlanilla({
        ...header,
        planillaType: 'E',
        workers: [
          {
            ...worker('2300000', '2300000'),
            lines: [{ ...worker('2300000', '2300000').lines[0]!, permanentVariationDate: '2026-01-01' }],
          },
        ],
      }).bytes,
    )[1]!;
    const differing = REGISTRO_TIPO_2.fields
      .filter((field) => readRecord(REGISTRO_TIPO_2, plain).get(field.number) !== d.get(field.number))
      .map((field) => field.number);
    expect(differing).toEqual([22, 47, 50, 55, 63, 65, 67, 69]);
  });

  it('leaves the payment date of the associated planilla blank when not given', () => {
    const head = records(correction({ number: '123' }).bytes)[0]!;
    const h = readRecord(REGISTRO_TIPO_1, head);
    expect(h.get(9)).toBe('0000000123');
    expect(h.get(10)).toBe(' '.repeat(10));
  });

  it('refuses a planilla N without the number of the planilla it corrects, in Spanish', () => {
    expect(() => correction()).toThrow(PlanillaValidationError);
    expect(() => correction()).toThrow(ASSOCIATED_PLANILLA_MESSAGE);
    expect(() => correction({ number: '12-34' })).toThrow(ASSOCIATED_PLANILLA_MESSAGE);
  });

  it('refuses a correction that would lower contributions already paid', () => {
    const lower = worker('1900000', '1900000');
    expect(() =>
      writePlanilla({
        ...header,
        planillaType: 'N',
        associated: { number: '1' },
        workers: [{ ...lower, lines: [{ ...lower.lines[0]!, alreadyPaid: paid }] }],
      }),
    ).toThrow('la corrección disminuye un aporte ya pagado');
  });
});

describe('retroactive differences declared in the month of payment (MES_DE_PAGO)', () => {
  it('adds the salary differences to each IBC and the contribution differences to the line', () => {
    const own = worker('2300000', '2300000');
    // January's difference paid in February: IBC +300.000 and the payroll's contribution lines.
    const added = {
      ibc: 300_000,
      contributions: {
        pension: 48_000,
        solidarity: 0,
        subsistence: 0,
        health: 37_500,
        risk: 1_600,
        ccf: 12_000,
        sena: 6_000,
        icbf: 9_000,
      },
    };
    const file = writePlanilla({
      ...header,
      period: '2026-02',
      planillaType: 'E',
      workers: [{ ...own, lines: [{ ...own.lines[0]!, transientVariation: true, added }] }],
    });
    const d = readRecord(REGISTRO_TIPO_2, records(file.bytes)[1]!);
    expect(
      Object.fromEntries([22, 23, 42, 43, 44, 45, 47, 55, 63, 65, 67, 69].map((n) => [n, d.get(n)])),
    ).toEqual({
      22: ' ',
      23: 'X',
      42: '002600000',
      43: '002600000',
      44: '002600000',
      45: '002600000',
      // 368.000 + 48.000; 287.500 + 37.500; 12.100 + 1.600; 92.000 + 12.000; 46.000 + 6.000; 69.000 + 9.000
      47: '000416000',
      55: '000325000',
      63: '000013700',
      65: '000104000',
      67: '000052000',
      69: '000078000',
    });
    expect(readRecord(REGISTRO_TIPO_1, records(file.bytes)[0]!).get(20)).toBe('000002600000');
  });
});
