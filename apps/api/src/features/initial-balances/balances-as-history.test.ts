import { describe, expect, it } from 'vitest';
import { balancesToHistory, type DatedBalanceLine } from './balances-as-history.ts';

const line = (
  concept: DatedBalanceLine['concept'],
  days: string | null,
  amount: string | null,
  cutOffDate = '2026-01-31',
): DatedBalanceLine => ({ concept, days, amount, cutOffDate });

describe('balancesToHistory', () => {
  const all = [
    line('EPS', '30.00', '2500000.00'),
    line('ARL', '30.00', '2500000.00'),
    line('SEVERANCE', '30.00', '208333.33'),
    line('SEVERANCE_INTEREST', '30.00', '2083.33'),
    line('VACATION', '7.50', '625000.00'),
    line('PRIMA', '30.00', '208333.33'),
  ];

  it('maps a January cut-off to the history of a period starting 1 February', () => {
    expect(balancesToHistory(all, '2026-02-01')).toEqual({
      months: [],
      previousMonthIbc: '2500000',
      cesantiasBalance: '208333.33',
      cesantiasYearDays: 30,
      pendingVacationDays: '7.5',
      vacationsAccruedFrom: '2026-02-01',
      primaSemesterDays: 30,
    });
  });

  it('drops the previous-month IBC and the prima days once the period is later', () => {
    expect(balancesToHistory(all, '2026-07-16')).toEqual({
      months: [],
      cesantiasBalance: '208333.33',
      cesantiasYearDays: 30,
      pendingVacationDays: '7.5',
      vacationsAccruedFrom: '2026-02-01',
    });
  });

  it('keeps the 31 December cesantías for the January interest until 14 February only', () => {
    const december = [line('SEVERANCE', '360.00', '2249095.00', '2025-12-31')];
    expect(balancesToHistory(december, '2026-01-01')).toEqual({
      months: [],
      cesantiasBalance: '2249095',
      cesantiasYearDays: 360,
    });
    expect(balancesToHistory(december, '2026-02-14')).toMatchObject({ cesantiasBalance: '2249095' });
    expect(balancesToHistory(december, '2026-02-15')).toEqual({ months: [] });
  });

  it('ignores balances taken on or after the first day of the period', () => {
    expect(balancesToHistory(all, '2026-01-31')).toEqual({ months: [] });
    expect(balancesToHistory([line('VACATION', '3.00', null, '2026-01-15')], '2026-01-16')).toEqual({
      months: [],
      pendingVacationDays: '3',
      vacationsAccruedFrom: '2026-01-16',
    });
  });

  it('leaves out a concept whose day count or amount is blank', () => {
    expect(
      balancesToHistory(
        [line('EPS', '30.00', null), line('VACATION', null, '100000.00'), line('PRIMA', null, '5.00')],
        '2026-02-01',
      ),
    ).toEqual({ months: [] });
  });
});
