import { describe, expect, it } from 'vitest';
import {
  type FixedTermState,
  fourYearCapEnd,
  lastDayOfMonths,
  nextFixedTermRenewal,
  noticeDeadline,
  noticeInTime,
  termBetween,
} from './fixed-term-renewal.ts';

/** Renews `state` `times` times as the law would, returning each renewal's first and last day. */
function renewTimes(state: FixedTermState, times: number): string[] {
  const out: string[] = [];
  let current = state;
  for (let i = 0; i < times; i += 1) {
    const next = nextFixedTermRenewal(current);
    if (next.kind !== 'RENOVACION') {
      out.push(`INDEFINIDO desde ${next.eventDate}`);
      break;
    }
    out.push(`${next.renewalNumber}: ${next.eventDate}..${next.newEndDate}`);
    current = {
      ...current,
      endDate: next.newEndDate,
      renewals: next.renewalNumber,
      lastRenewal: { from: next.eventDate, to: next.newEndDate },
    };
  }
  return out;
}

/** A contract just signed: from `startDate` to its first end date, never renewed. */
function signedFor(startDate: string, firstEndDate: string): FixedTermState {
  return { startDate, firstEndDate, endDate: firstEndDate, renewals: 0 };
}

describe('contract terms counted as the parties count them', () => {
  it('a month from the 31st or from 29 February ends on the last day of the shorter month', () => {
    expect(lastDayOfMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(lastDayOfMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(lastDayOfMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(lastDayOfMonths('2026-01-15', 3)).toBe('2026-04-14');
  });

  it('a term is whole months when it ends the day before the same day, otherwise days', () => {
    expect(termBetween('2026-01-01', '2026-03-31')).toEqual({ months: 3, days: 0 });
    expect(termBetween('2023-09-01', '2024-02-29')).toEqual({ months: 6, days: 0 });
    expect(termBetween('2026-02-01', '2026-03-17')).toEqual({ months: 0, days: 45 });
  });
});

describe('notice of non-renewal (30 days before the end date)', () => {
  it('the last day to give it is the end date minus 30 calendar days', () => {
    expect(noticeDeadline('2026-03-31')).toBe('2026-03-01');
    expect(noticeDeadline('2028-03-30')).toBe('2028-02-29');
    expect(noticeDeadline('2027-01-15')).toBe('2026-12-16');
  });

  it('given on the deadline it is in time; a day later it is not', () => {
    expect(noticeInTime('2026-03-01', '2026-03-31')).toBe(true);
    expect(noticeInTime('2026-03-02', '2026-03-31')).toBe(false);
  });
});

describe('automatic renewal (CST art. 46 num. 1 as Ley 2466/2025 left it)', () => {
  it('a 3-month contract renews three times for 3 months, then for one year (the fourth renewal)', () => {
    expect(renewTimes(signedFor('2026-01-01', '2026-03-31'), 5)).toEqual([
      '1: 2026-04-01..2026-06-30',
      '2: 2026-07-01..2026-09-30',
      '3: 2026-10-01..2026-12-31',
      '4: 2027-01-01..2027-12-31',
      '5: 2028-01-01..2028-12-31',
    ]);
  });

  it('a 45-day contract renews for 45 days', () => {
    expect(renewTimes(signedFor('2026-02-01', '2026-03-17'), 1)).toEqual(['1: 2026-03-18..2026-05-01']);
  });

  it('a 6-month contract ending on 29 February renews from 1 March (leap year)', () => {
    expect(renewTimes(signedFor('2023-09-01', '2024-02-29'), 2)).toEqual([
      '1: 2024-03-01..2024-08-31',
      '2: 2024-09-01..2025-02-28',
    ]);
  });

  it('a renewal takes the term of the last renewal when the parties agreed a different one', () => {
    const state = {
      startDate: '2026-01-01',
      firstEndDate: '2026-03-31',
      endDate: '2026-09-30',
      renewals: 1,
      lastRenewal: { from: '2026-04-01', to: '2026-09-30' },
    };
    expect(renewTimes(state, 1)).toEqual(['2: 2026-10-01..2027-03-31']);
  });

  it('a contract signed in 2022 counts four years from 25 June 2025: the cap ends on 24 June 2029', () => {
    expect(fourYearCapEnd('2022-03-01', '2029-03-01')).toBe('2029-06-24');
    const state = {
      startDate: '2022-03-01',
      firstEndDate: '2023-02-28',
      endDate: '2029-02-28',
      renewals: 6,
      lastRenewal: { from: '2028-03-01', to: '2029-02-28' },
    };
    const renewal = nextFixedTermRenewal(state);
    expect(renewal).toMatchObject({
      kind: 'RENOVACION',
      renewalNumber: 7,
      eventDate: '2029-03-01',
      newEndDate: '2029-06-24',
      capped: true,
    });
    const after = nextFixedTermRenewal({ ...state, endDate: '2029-06-24', renewals: 7 });
    expect(after).toMatchObject({
      kind: 'INDEFINIDO',
      eventDate: '2029-06-25',
      previousEndDate: '2029-06-24',
    });
  });

  it('before Ley 2466 there was no cap: a 2022 contract renewed for a full year in March 2025', () => {
    const state = { startDate: '2022-03-01', firstEndDate: '2023-02-28', endDate: '2025-02-28', renewals: 2 };
    expect(fourYearCapEnd('2022-03-01', '2025-03-01')).toBeNull();
    expect(renewTimes(state, 1)).toEqual(['3: 2025-03-01..2026-02-28']);
  });

  it('a one-year contract signed in 2026 reaches four years exactly and then is indefinite', () => {
    expect(renewTimes(signedFor('2026-01-15', '2027-01-14'), 5)).toEqual([
      '1: 2027-01-15..2028-01-14',
      '2: 2028-01-15..2029-01-14',
      '3: 2029-01-15..2030-01-14',
      'INDEFINIDO desde 2030-01-15',
    ]);
  });

  it('a renewal that starts after 25 June 2025 follows the new law even if earlier ones did not', () => {
    expect(renewTimes(signedFor('2025-01-01', '2025-03-31'), 4)).toEqual([
      '1: 2025-04-01..2025-06-30',
      '2: 2025-07-01..2025-09-30',
      '3: 2025-10-01..2025-12-31',
      '4: 2026-01-01..2026-12-31',
    ]);
  });
});
