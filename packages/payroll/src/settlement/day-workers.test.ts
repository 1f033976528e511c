import { describe, expect, it } from 'vitest';
import { amountOf, caseOf, lineOf } from '../../test/factories.ts';
import { settle } from './settle.ts';

/**
 * Transport aid of workers who work only some days of the month (decision 0033: "paid for days actually
 * worked"; decision 0130). Aid 2026: $249.095 (Decreto 1470/2025); 10 days → 249.095 × 10 / 30 = 83.031,67 →
 * $83.032.
 */
const weekly = { salary: '600000', agreedWeeklyHours: '12', weeklyContributionDaysWorked: 10 };

describe('transport aid of day workers and Decreto 2616/2013 weekly contributors (Ley 15/1959; decision 0033)', () => {
  it('pays the aid for the 10 days worked, not for the whole month', () => {
    const r = settle(caseOf({ contract: weekly }));
    expect(amountOf(r, 'TRANSPORT_AID')).toBe('83032');
    expect(lineOf(r, 'TRANSPORT_AID')?.units).toBe('10');
  });

  it('takes the same aid into the prima and cesantías provision bases (Ley 1/1963 art. 7), and interest follows', () => {
    const r = settle(caseOf({ contract: weekly }));
    const base = (concept: string) => r.provisions.find((p) => p.concept === concept)?.base;
    // 600.000 + 83.032 = 683.032, not 600.000 + 249.095 = 849.095.
    expect(base('prima')).toBe('683032');
    expect(base('cesantias')).toBe('683032');
    // Cesantías 683.032 × 30 / 360 = 56.919,33 → 56.919; interest 12 % of that → 6.830,28 → 6.830.
    expect(r.provisions.find((p) => p.concept === 'cesantias')?.value).toBe('56919');
    expect(r.provisions.find((p) => p.concept === 'cesantias_interest')?.value).toBe('6830');
  });

  it('accepts an average of days for one day a week (4,29) and pays the aid in the period that closes the month', () => {
    const contract = { salary: '343200', daysWorkedInMonth: 4.29 };
    const first = settle(caseOf({ fortnight: 1, contract }));
    expect(amountOf(first, 'TRANSPORT_AID')).toBeUndefined();
    const second = settle(caseOf({ fortnight: 2, contract, history: { earlierInMonth: first.monthCarry } }));
    const monthly = settle(caseOf({ contract }));
    expect(amountOf(second, 'TRANSPORT_AID')).toBe('35621');
    expect(amountOf(monthly, 'TRANSPORT_AID')).toBe('35621');
  });

  it('never pays aid for more days than the calendar leaves worked (an incapacity is not a worked day)', () => {
    const r = settle(
      caseOf({
        contract: { salary: '600000', daysWorkedInMonth: 20 },
        novelties: {
          absences: [{ contingency: 'common_illness', startDate: '2026-03-01', endDate: '2026-03-20' }],
        },
      }),
    );
    // March: 30 days minus 20 on incapacity = 10 worked days → 249.095 × 10 / 30.
    expect(amountOf(r, 'TRANSPORT_AID')).toBe('83032');
  });

  it('refuses a number of days outside 0–30 with a Spanish message', () => {
    expect(() => settle(caseOf({ contract: { daysWorkedInMonth: 31 } }))).toThrow(
      /días trabajados en el mes/,
    );
  });

  it('leaves full-month workers unchanged: the whole month of aid', () => {
    expect(amountOf(settle(caseOf()), 'TRANSPORT_AID')).toBe('249095');
  });
});
