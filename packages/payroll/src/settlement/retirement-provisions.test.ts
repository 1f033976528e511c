import { describe, expect, it } from 'vitest';
import { caseOf, lineOf } from '../../test/factories.ts';
import { settle } from './settle.ts';

/**
 * Decision 0122: the period that pays the liquidación definitiva provisions nothing — after it the worker is
 * owed nothing — and the period's own accrual of each benefit is marked on the settlement line as the part
 * posted to expense, so the liability built by earlier provisions is what the line draws down.
 */
describe('provisions in the retirement period (CST arts. 186, 249, 306; Ley 52/1975)', () => {
  const dismissal = caseOf({
    month: 9,
    contract: { salary: '3200000', startDate: '2022-03-01' },
    novelties: { retirement: { date: '2026-09-15', reason: 'dismissal_without_cause' } },
    history: { pendingVacationDays: '8.75' },
  });

  it('leaves no provision for benefits the final settlement pays in the same period', () => {
    const r = settle(dismissal);
    expect(r.provisions).toEqual([]);
    expect(r.lines.filter((l) => l.kind === 'provision')).toEqual([]);
    expect(r.totals.provisions).toBe('0');
    expect(r.totals.employerCost).toBe(
      String(Number(r.totals.earnings) + Number(r.totals.employerContributions)),
    );
  });

  it("posts the period's accrual of each benefit to expense and the rest to the liability", () => {
    const r = settle(dismissal);
    // Prima and cesantías base 3.200.000 + 249.095 aid = 3.449.095; 15 days: × 15 / 360 = 143.712,29 → 143.712.
    expect(lineOf(r, 'PRIMA')?.accounting).toEqual({
      debit: 'benefits_liability',
      credit: 'salaries_payable',
      expenseShare: '143712',
    });
    expect(lineOf(r, 'CESANTIAS')?.accounting.expenseShare).toBe('143712');
    // Interest: 12 % of the period's cesantías, 17.245,44 → 17.245.
    expect(lineOf(r, 'CESANTIAS_INTEREST')?.accounting.expenseShare).toBe('17245');
    // Vacations: 3.200.000 × 15 × 15 / 10.800 = 66.666,67 → 66.667.
    expect(lineOf(r, 'VACATION_TERMINATION')?.accounting.expenseShare).toBe('66667');
    // The indemnity was never provisioned: all expense, no share to split.
    expect(lineOf(r, 'INDEMNITY')?.accounting).toEqual({
      debit: 'payroll_expense',
      credit: 'salaries_payable',
    });
  });

  it('keeps provisioning the months before the retirement', () => {
    const r = settle(caseOf({ month: 8, contract: { salary: '3200000', startDate: '2022-03-01' } }));
    expect(r.provisions.map((p) => [p.concept, p.value])).toEqual([
      ['prima', '287425'],
      ['cesantias', '287425'],
      ['cesantias_interest', '34491'],
      ['vacations', '133333'],
    ]);
    expect(lineOf(r, 'PRIMA')).toBeUndefined();
  });
});
