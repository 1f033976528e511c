import { describe, expect, it } from 'vitest';
import { type LineInput, mergeSameCotizante, PlanillaBuildError, type WorkerInput } from '../src/index.ts';
import { planillaInput, sameIbc } from './fixtures/planilla-input.ts';

const base = planillaInput.workers[0] as WorkerInput;
const line = (change: Partial<LineInput>): LineInput => ({
  kind: 'worked',
  days: 10,
  ibc: sameIbc('833334'),
  ...change,
});

describe('one cotizante per person', () => {
  it('joins the contracts of a person retired and re-hired in the month, in contract order', () => {
    const first = { ...base, salary: '2500000', lines: [line({ retirementDate: '2026-10-10' })] };
    const second = { ...base, salary: '2800000', lines: [line({ days: 11, entryDate: '2026-10-20' })] };
    const other = planillaInput.workers[1] as WorkerInput;
    const merged = mergeSameCotizante([first, other, second]);
    expect(merged).toHaveLength(2);
    expect(merged[0]?.lines.map((l) => [l.retirementDate, l.entryDate])).toEqual([
      ['2026-10-10', undefined],
      [undefined, '2026-10-20'],
    ]);
    // Field 40: the salary in force at the end of the month, the re-hire's.
    expect(merged[0]?.salary).toBe('2800000');
    expect(merged[1]).toEqual(other);
  });

  it('refuses contracts of one person with different administrators', () => {
    const first = { ...base, lines: [line({ retirementDate: '2026-10-10' })] };
    const second = { ...base, healthProviderCode: 'EPS002', lines: [line({ entryDate: '2026-10-20' })] };
    expect(() => mergeSameCotizante([first, second])).toThrow(PlanillaBuildError);
    expect(() => mergeSameCotizante([first, second])).toThrow(
      `El cotizante CC 52123456 tiene en el mes contratos con EPS distinta (${base.healthProviderCode} y EPS002); la planilla lo reporta como un solo cotizante.`,
    );
  });
});
