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
  it('by default: employer pension 12 %, no health, even when not exonerated', () => {
    const line = slnLine(slnPlanilla());
    expect([line.get(24), line.get(46), line.get(47), line.get(54), line.get(55)]).toEqual([
      'X',
      '0.12000',
      '000040100',
      '0.00000',
      '000000000',
    ]);
  });

  it('employer health 8.5 % when the company pays it: 333,334 × 8.5 % = 28,333.39 → 28,400', () => {
    const line = slnLine(slnPlanilla({ employerHealth: true }));
    expect([line.get(54), line.get(55)]).toEqual(['0.08500', '000028400']);
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
