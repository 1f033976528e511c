import { describe, expect, it } from 'vitest';
import { caseOf } from '../../test/factories.ts';
import type { Contract } from '../model/contract.ts';
import { settle } from '../settlement/settle.ts';
import { aggregateRetroactive } from './aggregate.ts';
import type { PeriodRecomputation } from './types.ts';
import { retroactiveWithholding } from './withholding.ts';

/**
 * A raise 10.000.000 → 12.000.000 from 1 January 2026, paid on 15 April 2026 (UVT 52.374; art. 383 table:
 * 95–150 UVT at 19 % over 95, 150–360 UVT at 28 % over 150 plus 10 UVT; default rounding to the thousand).
 *
 * Each month as stored: income 10.000.000; non-taxable 4 % health + 4 % pension + 1 % FSP = 900.000;
 * net 9.100.000; exempt 25 % = 2.275.000 (below 790 UVT / 12 and the 40 % cap); base 6.825.000 =
 * 130,3128 UVT → (130,3128 − 95) × 19 % = 6,70942 UVT = 351.399,75 → 351.000 withheld.
 * Each month with its retroactive share: income 12.000.000; non-taxable 1.080.000; net 10.920.000; exempt
 * 2.730.000; base 8.190.000 = 156,3753 UVT → (156,3753 − 150) × 28 % + 10 = 11,78509 UVT = 617.227,59 →
 * 617.000. The retroactive payment withholds 617.000 − 351.000 = 266.000 for each month (DIAN Concepto
 * 38818/1998), 798.000 for the three.
 */
function quarter(before: Partial<Contract>, after: Partial<Contract>) {
  return [1, 2, 3].map((month) => {
    const stored = settle(caseOf({ month, contract: before }));
    const recomputed = settle(caseOf({ month, contract: after }));
    return {
      month,
      stored,
      recomputation: {
        period: { year: 2026, month },
        stored: stored.lines,
        recomputed: recomputed.lines,
      } satisfies PeriodRecomputation,
    };
  });
}

const BEFORE = { salary: '10000000' };
const AFTER = { salaryChanges: [{ from: '2026-01-01', amount: '12000000' }] };

describe('withholding on a retroactive payment, in the month it is paid', () => {
  it('procedure 1: each month re-placed in the table with its share, minus what it already withheld', () => {
    const months = quarter(BEFORE, AFTER);
    expect(months[0]?.stored.lines.find((l) => l.code === 'WITHHOLDING')?.value).toBe('351000');
    const summary = aggregateRetroactive(months.map((m) => m.recomputation));
    // 2.000.000 more income and 180.000 more contributions (4 % + 4 % + 1 % of 2.000.000) each month
    expect(summary.months[0]).toEqual({
      month: '2026-01',
      withholdingIncome: '2000000',
      nonTaxableIncome: '180000',
    });
    const result = retroactiveWithholding({
      contract: caseOf({ contract: BEFORE }).contract,
      settings: caseOf().company,
      history: { months: [] },
      paymentDate: '2026-04-15',
      months: months.map((m, i) => {
        const record = m.stored.monthRecord;
        const retroactive = summary.months[i];
        if (!record || !retroactive) throw new Error('missing month');
        return {
          retroactive,
          paidLabourIncome: record.labourIncome,
          paidNonTaxableIncome: record.nonTaxableIncome,
          withheld: m.stored.lines.find((l) => l.code === 'WITHHOLDING')?.value ?? '0',
        };
      }),
    });
    expect(result.byMonth).toEqual([
      { month: '2026-01', value: '266000' },
      { month: '2026-02', value: '266000' },
      { month: '2026-03', value: '266000' },
    ]);
    expect(result.value).toBe('798000');
  });

  it('procedure 2: the fixed percentage in force on the payment date applies to the whole retroactive payment', () => {
    const contract = caseOf({
      contract: {
        ...BEFORE,
        withholding: { procedure: 2, procedure2Percentage: '10.5', hasDependants: false },
      },
    }).contract;
    const summary = aggregateRetroactive(quarter(BEFORE, AFTER).map((m) => m.recomputation));
    const result = retroactiveWithholding({
      contract,
      settings: caseOf().company,
      history: { months: [] },
      paymentDate: '2026-04-15',
      months: summary.months.map((retroactive) => ({
        retroactive,
        paidLabourIncome: '0',
        paidNonTaxableIncome: '0',
        withheld: '0',
      })),
    });
    // 6.000.000 − 540.000 = 5.460.000; exempt 25 % = 1.365.000; base 4.095.000 × 10,5 % = 429.975 → 430.000
    expect(result).toEqual({ value: '430000', byMonth: [] });
  });

  it('no retroactive income withholds nothing', () => {
    const result = retroactiveWithholding({
      contract: caseOf({ contract: BEFORE }).contract,
      settings: caseOf().company,
      history: { months: [] },
      paymentDate: '2026-04-15',
      months: [
        {
          retroactive: { month: '2026-01', withholdingIncome: '0', nonTaxableIncome: '0' },
          paidLabourIncome: '10000000',
          paidNonTaxableIncome: '900000',
          withheld: '351000',
        },
      ],
    });
    expect(result.value).toBe('0');
  });
});
