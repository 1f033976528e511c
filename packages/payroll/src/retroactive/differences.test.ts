import { describe, expect, it } from 'vitest';
import { type CaseOptions, caseOf } from '../../test/factories.ts';
import type { Contract } from '../model/contract.ts';
import type { PayPeriod } from '../model/period.ts';
import { settle } from '../settlement/settle.ts';
import { aggregateRetroactive } from './aggregate.ts';
import { retroactiveDifferences } from './differences.ts';
import type { PeriodRecomputation, RetroactiveLine } from './types.ts';

/**
 * Hand-checked retroactive differences. Every expected value is worked out in the comments from the 2026
 * parameters in src/parameters/table.ts: SMMLV 1.750.905, transport aid 249.095 (2 SMMLV = 3.501.810),
 * 44 weekly hours until 14 July (monthly hours 44 / 6 × 30 = 220), health 4 % + 8,5 %, pension 4 % + 12 %,
 * ARL class 1 0,522 %, CCF 4 %, exoneration of employer health/SENA/ICBF below 10 SMMLV (art. 114-1 E.T.).
 * PILA totals are rounded up to the next 100 and the employer pays the total minus the worker's 4 %.
 */

/** The periods of the months, settled with the given contract (second fortnights chained to the first). */
function settleMonths(
  months: number[],
  contract: Partial<Contract>,
  fortnights: boolean,
  extra: Omit<CaseOptions, 'contract' | 'month' | 'fortnight'> = {},
) {
  return months.flatMap((month) => {
    if (!fortnights) {
      const period: PayPeriod = { year: extra.year ?? 2026, month };
      return [{ period, result: settle(caseOf({ ...extra, month, contract })) }];
    }
    const first = settle(caseOf({ ...extra, month, fortnight: 1, contract }));
    const second = settle(
      caseOf({ ...extra, month, fortnight: 2, contract, history: { earlierInMonth: first.monthCarry } }),
    );
    return [
      { period: { year: 2026, month, fortnight: 1 as const }, result: first },
      { period: { year: 2026, month, fortnight: 2 as const }, result: second },
    ];
  });
}

/** Stored = settled with the old facts; recomputed = settled with the new facts, period by period. */
function recomputations(
  months: number[],
  before: Partial<Contract>,
  after: Partial<Contract>,
  fortnights = false,
  extra: Omit<CaseOptions, 'contract' | 'month' | 'fortnight'> = {},
): PeriodRecomputation[] {
  const stored = settleMonths(months, before, fortnights, extra);
  const recomputed = settleMonths(months, after, fortnights, extra);
  return stored.map((s, i) => ({
    period: s.period,
    stored: s.result.lines,
    recomputed: recomputed[i]?.result.lines ?? [],
  }));
}

/** code → value of the differences, for compact assertions. */
function values(lines: RetroactiveLine[]): Record<string, string> {
  return Object.fromEntries(lines.map((l) => [l.code, l.value]));
}

const RAISE = {
  before: { salary: '2000000' },
  after: { salaryChanges: [{ from: '2026-01-01', amount: '2300000' }] },
};

describe('a raise from 1 January (2.000.000 → 2.300.000) applied in April', () => {
  it('first fortnight: salary +150.000, provisional health and pension 4 % of it, provisions', () => {
    const [january1] = recomputations([1], RAISE.before, RAISE.after, true);
    if (!january1) throw new Error('no period');
    const lines = retroactiveDifferences(january1);
    expect(values(lines)).toEqual({
      // 2.300.000 × 15/30 − 2.000.000 × 15/30 = 1.150.000 − 1.000.000
      BASIC: '150000',
      // 4 % × 150.000 each
      HEALTH_EE: '6000',
      PENSION_EE: '6000',
      // (salary + aid) / 24 per fortnight: (1.150.000 + 124.547,5) / 12 = 106.212,29 → 106.212 minus
      // (1.000.000 + 124.547,5) / 12 = 93.712,29 → 93.712 = 12.500 (= 150.000 / 12), prima and cesantías alike
      PROV_PRIMA: '12500',
      PROV_CESANTIAS: '12500',
      // 12 % of the rounded cesantías provision: 12.745,44 → 12.745 minus 11.245,44 → 11.245
      PROV_CESANTIAS_INTEREST: '1500',
      // 15 days a year: 1.150.000 / 24 = 47.916,67 → 47.917 minus 1.000.000 / 24 = 41.666,67 → 41.667
      PROV_VACATIONS: '6250',
    });
    const basic = lines.find((l) => l.code === 'BASIC');
    expect(basic).toMatchObject({
      kind: 'earning',
      units: '0',
      storedValue: '1000000',
      recomputedValue: '1150000',
      treatment: 'carried',
      withholdingBase: true,
      period: { year: 2026, month: 1, fortnight: 1, start: '2026-01-01', end: '2026-01-15' },
    });
    expect(lines.find((l) => l.code === 'HEALTH_EE')?.treatment).toBe('consequence');
  });

  it('second fortnight reconciles the month: employer contributions on the month’s IBC difference', () => {
    const [, january2] = recomputations([1], RAISE.before, RAISE.after, true);
    if (!january2) throw new Error('no period');
    expect(values(retroactiveDifferences(january2))).toEqual({
      BASIC: '150000',
      // month 4 % × 2.300.000 = 92.000 minus the first fortnight's 46.000, against 80.000 − 40.000
      HEALTH_EE: '6000',
      PENSION_EE: '6000',
      // 16 % × 2.300.000 = 368.000 − 92.000 = 276.000 against 320.000 − 80.000 = 240.000
      PENSION_ER: '36000',
      // 0,522 % × 2.300.000 = 12.006 → 12.100 against 0,522 % × 2.000.000 = 10.440 → 10.500
      ARL_ER: '1600',
      // 4 % × 300.000
      CCF_ER: '12000',
      PROV_PRIMA: '12500',
      PROV_CESANTIAS: '12500',
      PROV_CESANTIAS_INTEREST: '1500',
      PROV_VACATIONS: '6250',
    });
  });

  it('six fortnights carried by one period: 300.000 a month, each line keeps its fortnight', () => {
    const summary = aggregateRetroactive(recomputations([1, 2, 3], RAISE.before, RAISE.after, true));
    const basics = summary.lines.filter((l) => l.code === 'BASIC');
    expect(basics.map((l) => [l.period.month, l.period.fortnight, l.value])).toEqual([
      [1, 1, '150000'],
      [1, 2, '150000'],
      [2, 1, '150000'],
      [2, 2, '150000'],
      [3, 1, '150000'],
      [3, 2, '150000'],
    ]);
    expect(summary.totals).toEqual({
      // 3 months × 300.000
      earnings: '900000',
      // 3 × (12.000 health + 12.000 pension)
      deductions: '72000',
      netPay: '828000',
      // 3 × (36.000 + 1.600 + 12.000)
      employerContributions: '148800',
      // 3 × 2 × (12.500 + 12.500 + 1.500 + 6.250)
      provisions: '196500',
    });
    expect(summary.months).toEqual([
      { month: '2026-01', withholdingIncome: '300000', nonTaxableIncome: '24000' },
      { month: '2026-02', withholdingIncome: '300000', nonTaxableIncome: '24000' },
      { month: '2026-03', withholdingIncome: '300000', nonTaxableIncome: '24000' },
    ]);
  });
});

describe('crossing the two-minimum-wage line (3.400.000 → 3.600.000 from 1 January)', () => {
  it('the transport aid paid comes back whole as a negative line, and the provisions lose it from their base', () => {
    const [january] = recomputations(
      [1],
      { salary: '3400000' },
      { salaryChanges: [{ from: '2026-01-01', amount: '3600000' }] },
    );
    if (!january) throw new Error('no period');
    const lines = retroactiveDifferences(january);
    expect(values(lines)).toEqual({
      BASIC: '200000',
      // 3.400.000 ≤ 3.501.810 earned the aid; 3.600.000 does not (Ley 15/1959 art. 2)
      TRANSPORT_AID: '-249095',
      // 4 % × 200.000
      HEALTH_EE: '8000',
      PENSION_EE: '8000',
      // 16 % × 3.600.000 − 144.000 = 432.000 against 16 % × 3.400.000 − 136.000 = 408.000
      PENSION_ER: '24000',
      // 18.792 → 18.800 against 17.748 → 17.800
      ARL_ER: '1000',
      CCF_ER: '8000',
      // 3.600.000 / 12 = 300.000 against (3.400.000 + 249.095) / 12 = 304.091,25 → 304.091
      PROV_PRIMA: '-4091',
      PROV_CESANTIAS: '-4091',
      // 12 % × 300.000 = 36.000 against 12 % × 304.091 = 36.490,92 → 36.491
      PROV_CESANTIAS_INTEREST: '-491',
      // the aid is not in the vacation base: 150.000 against 3.400.000 / 24 = 141.666,67 → 141.667
      PROV_VACATIONS: '8333',
    });
    expect(lines.find((l) => l.code === 'TRANSPORT_AID')).toMatchObject({
      kind: 'earning',
      units: '-30',
      storedValue: '249095',
      recomputedValue: '0',
      salary: false,
    });
  });

  it('gaining the aid back (a salary lowered by a correction) comes out as a whole positive line', () => {
    const [january] = recomputations(
      [1],
      { salary: '3600000' },
      { salaryChanges: [{ from: '2026-01-01', amount: '3400000' }] },
    );
    if (!january) throw new Error('no period');
    const aid = retroactiveDifferences(january).find((l) => l.code === 'TRANSPORT_AID');
    expect(aid).toMatchObject({ value: '249095', units: '30', storedValue: '0' });
  });
});

describe('a typo corrected after three months (1.850.000 typed as 1.580.000)', () => {
  it('pays 270.000 a month; the contributions only on the part above the minimum-wage IBC floor', () => {
    const summary = aggregateRetroactive(
      recomputations([1, 2, 3], { salary: '1580000' }, { salary: '1850000' }),
    );
    const january = summary.lines.filter((l) => l.period.month === 1);
    // The typed 1.580.000 was below the minimum wage, so its IBC was already raised to 1.750.905 (the IBC
    // floor of 1 SMMLV, Ley 100/1993 arts. 18, 204): contributions change on 1.850.000 − 1.750.905 only.
    expect(values(january)).toMatchObject({
      // 1.850.000 − 1.580.000
      BASIC: '270000',
      // 4 % × 1.850.000 = 74.000 against 4 % × 1.750.905 = 70.036,2 → 70.036
      HEALTH_EE: '3964',
      PENSION_EE: '3964',
      // the exonerated employer's health is only PILA's round-up: 70.036,2 → 70.100 − 70.036 = 64, now 0
      HEALTH_ER: '-64',
      // 16 % × 1.850.000 = 296.000 − 74.000 = 222.000 against 280.144,8 → 280.200 − 70.036 = 210.164
      PENSION_ER: '11836',
      // 0,522 %: 9.657 → 9.700 against 9.139,72 → 9.200
      ARL_ER: '500',
      // 4 %: 74.000 against 70.036,2 → 70.100
      CCF_ER: '3900',
    });
    expect(january.some((l) => l.code === 'TRANSPORT_AID')).toBe(false);
    // 3 × 270.000; 3 × (3.964 + 3.964) = 23.784; 810.000 − 23.784
    expect(summary.totals).toMatchObject({ earnings: '810000', deductions: '23784', netPay: '786216' });
  });
});

describe('overtime at the new hourly value', () => {
  it('10 HED hours in February: 10 × 1,25 × (new hourly − old hourly), each side rounded to the peso', () => {
    const hours = {
      hours: [{ kind: 'typed' as const, type: 'HED' as const, hours: '10', date: '2026-02-10' }],
    };
    const [february] = recomputations([2], RAISE.before, RAISE.after, false, { novelties: hours });
    if (!february) throw new Error('no period');
    const hed = retroactiveDifferences(february).find((l) => l.code === 'HED');
    // old: 2.000.000 / 220 × 1,25 × 10 = 113.636,36 → 113.636; new: 2.300.000 / 220 × 1,25 × 10 =
    // 130.681,82 → 130.682. Difference 17.046 (the unrounded 10 × 1,25 × 1.363,64 is 17.045,45: the
    // engine pays whole pesos per period, so the difference is of the amounts actually paid).
    expect(hed).toMatchObject({
      value: '17046',
      units: '0',
      storedValue: '113636',
      recomputedValue: '130682',
    });
  });
});

describe('periods that do not change', () => {
  it('no difference, no line', () => {
    const [january] = recomputations([1], { salary: '2000000' }, { salary: '2000000' });
    if (!january) throw new Error('no period');
    expect(retroactiveDifferences(january)).toEqual([]);
    expect(aggregateRetroactive([january]).totals.netPay).toBe('0');
  });

  it('a raise from April leaves the closed first quarter without lines', () => {
    const summary = aggregateRetroactive(
      recomputations([1, 2, 3], RAISE.before, { salaryChanges: [{ from: '2026-04-01', amount: '2300000' }] }),
    );
    expect(summary.lines).toEqual([]);
  });
});

describe('a period with an incapacity keeps its rules', () => {
  const absences = [
    { contingency: 'common_illness' as const, startDate: '2026-02-10', endDate: '2026-02-14' },
  ];

  it('below the floor the incapacity days stay at the minimum wage: only the 25 worked days change', () => {
    const [february] = recomputations([2], RAISE.before, RAISE.after, false, { novelties: { absences } });
    if (!february) throw new Error('no period');
    const lines = retroactiveDifferences(february);
    // 2.300.000 × 25/30 = 1.916.666,67 → 1.916.667 against 1.666.666,67 → 1.666.667
    expect(lines.find((l) => l.code === 'BASIC')?.value).toBe('250000');
    // 2/3 of 2.000.000 or of 2.300.000 is below 1.750.905, so both pay the floor (C-543/2007): no line
    expect(lines.some((l) => l.code.startsWith('INC_'))).toBe(false);
  });

  it('above the floor the incapacity pays two thirds of the new salary', () => {
    const [february] = recomputations(
      [2],
      { salary: '3000000' },
      { salaryChanges: [{ from: '2026-01-01', amount: '3300000' }] },
      false,
      { novelties: { absences } },
    );
    if (!february) throw new Error('no period');
    expect(values(retroactiveDifferences(february))).toMatchObject({
      // 25 days × 300.000 / 30
      BASIC: '250000',
      // days 1–2 at 2/3: 2.200.000 × 2/30 = 146.666,67 → 146.667 against 2.000.000 × 2/30 = 133.333,33 → 133.333
      INC_COMMON_EMPLOYER: '13334',
      // days 3–5 at 2/3: 2.200.000 × 3/30 = 220.000 against 200.000
      INC_COMMON_EPS: '20000',
    });
  });
});

describe('withholding is left to the paying month (art. 383 E.T.; DIAN Concepto 38818/1998)', () => {
  it('a raise 10.000.000 → 12.000.000 changes the stored withholding but carries no withholding line', () => {
    const [january] = recomputations(
      [1],
      { salary: '10000000' },
      { salaryChanges: [{ from: '2026-01-01', amount: '12000000' }] },
    );
    if (!january) throw new Error('no period');
    const stored = january.stored.find((l) => l.code === 'WITHHOLDING')?.value;
    const recomputed = january.recomputed.find((l) => l.code === 'WITHHOLDING')?.value;
    expect(stored).not.toBe(recomputed);
    const lines = retroactiveDifferences(january);
    expect(lines.some((l) => l.code.startsWith('WITHHOLDING'))).toBe(false);
    // FSP 1 % from 4 SMMLV (Ley 797/2003 art. 8): 0,5 % + 0,5 % of 2.000.000
    expect(values(lines)).toMatchObject({
      BASIC: '2000000',
      FSP_SOLIDARITY: '10000',
      FSP_SUBSISTENCE: '10000',
    });
  });
});
