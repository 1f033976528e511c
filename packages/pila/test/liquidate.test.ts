import { describe, expect, it } from 'vitest';
import { type PlanillaInput, REGISTRO_TIPO_2, writePlanilla } from '../src/index.ts';
import { planillaInput, sameIbc } from './fixtures/planilla-input.ts';
import { latin1, readRecord } from './support/read-record.ts';

/** One non-exonerated worker with 25 worked days and 5 days of SLN. */
function slnPlanilla(unpaidLeave?: PlanillaInput['unpaidLeave']): PlanillaInput {
  const worker = planillaInput.workers.find((candidate) => candidate.documentNumber === '1144555666')!;
  return {
    ...planillaInput,
    ...(unpaidLeave ? { unpaidLeave } : {}),
    workers: [{ ...worker, exonerated: false }],
  };
}

function slnLine(input: PlanillaInput): Map<number, string> {
  const records = latin1(writePlanilla(input).bytes).slice(0, -2).split('\r\n');
  return readRecord(REGISTRO_TIPO_2, records[2]!);
}

describe('SLN lines follow the company choices', () => {
  it('by default: employer pension 12 % and employer health 8.5 % (Decreto 806/1998 art. 71)', () => {
    // 333,334 × 12 % = 40,000.08 → 40,100; × 8.5 % = 28,333.39 → 28,400. The worker's shares are not due.
    const line = slnLine(slnPlanilla());
    expect([line.get(24), line.get(46), line.get(47), line.get(54), line.get(55)]).toEqual([
      'X',
      '0.12000',
      '000040100',
      '0.08500',
      '000028400',
    ]);
  });

  it('no health when the company chooses so (payroll setting healthDuringUnpaidLeave = false)', () => {
    const line = slnLine(slnPlanilla({ employerHealth: false }));
    expect([line.get(54), line.get(55)]).toEqual(['0.00000', '000000000']);
  });

  it('no pension when the company does not pay its share', () => {
    const line = slnLine(slnPlanilla({ employerPension: false }));
    expect([line.get(46), line.get(47), line.get(51), line.get(52)]).toEqual([
      '0.00000',
      '000000000',
      '000000000',
      '000000000',
    ]);
  });

  it('never health on SLN for an exonerated worker', () => {
    const exonerated = slnPlanilla({ employerHealth: true });
    exonerated.workers[0] = { ...exonerated.workers[0]!, exonerated: true };
    expect(slnLine(exonerated).get(55)).toBe('000000000');
  });
});

describe('worked line of a non-exonerated worker', () => {
  it('pays SENA 2 % and ICBF 3 % and reports field 95', () => {
    const input: PlanillaInput = {
      ...planillaInput,
      workers: [
        {
          ...planillaInput.workers[0]!,
          exonerated: false,
          lines: [{ kind: 'worked', days: 30, ibc: sameIbc('2500000') }],
        },
      ],
    };
    const records = latin1(writePlanilla(input).bytes).slice(0, -2).split('\r\n');
    const line = readRecord(REGISTRO_TIPO_2, records[1]!);
    expect([
      line.get(54),
      line.get(55),
      line.get(66),
      line.get(67),
      line.get(68),
      line.get(69),
      line.get(76),
      line.get(95),
    ]).toEqual(['0.12500', '000312500', '0.02000', '000050000', '0.03000', '000075000', 'N', '002500000']);
  });
});

describe('Fondo de Solidaridad Pensional and SLN lines', () => {
  it('follows the income the worker earns: SLN days do not push a worker over 4 SMMLV', () => {
    // Salary 7,500,000 (4.28 SMMLV), 15 days worked + 15 days of SLN: the worker's pension IBC of the
    // month is 3,750,000 (< 4 × 1,750,905 = 7,003,620), so no FSP (Ley 797/2003 art. 8). Counting the
    // SLN line, as before, charged 18,800 + 18,800 on the worked line.
    const input: PlanillaInput = {
      ...planillaInput,
      workers: [
        {
          ...planillaInput.workers[0]!,
          salary: '7500000',
          lines: [
            { kind: 'worked', days: 15, ibc: sameIbc('3750000') },
            { kind: 'SLN', days: 15, start: '2026-10-16', end: '2026-10-31', ibc: sameIbc('3750000') },
          ],
        },
      ],
    };
    const records = latin1(writePlanilla(input).bytes).slice(0, -2).split('\r\n');
    const worked = readRecord(REGISTRO_TIPO_2, records[1]!);
    const sln = readRecord(REGISTRO_TIPO_2, records[2]!);
    expect([worked.get(47), worked.get(51), worked.get(52)]).toEqual(['000600000', '000000000', '000000000']);
    expect([sln.get(46), sln.get(47), sln.get(51), sln.get(52)]).toEqual([
      '0.12000',
      '000450000',
      '000000000',
      '000000000',
    ]);
  });
});
