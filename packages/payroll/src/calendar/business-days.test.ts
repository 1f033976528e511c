import { describe, expect, it } from 'vitest';
import { addBusinessDays, businessDaysBetween, isBusinessDay, type WorkingWeek } from './business-days.ts';

describe('isBusinessDay', () => {
  it('excludes Sundays and holidays, and Saturdays only in a Monday–Friday week', () => {
    expect(isBusinessDay('2026-07-10')).toBe(true); // Friday
    expect(isBusinessDay('2026-07-11')).toBe(false); // Saturday
    expect(isBusinessDay('2026-07-11', 'MONDAY_TO_SATURDAY')).toBe(true);
    expect(isBusinessDay('2026-07-12', 'MONDAY_TO_SATURDAY')).toBe(false); // Sunday
    expect(isBusinessDay('2026-07-13', 'MONDAY_TO_SATURDAY')).toBe(false); // Chiquinquirá
    expect(isBusinessDay('2026-07-14')).toBe(true);
  });

  it('refuses an unknown working week', () => {
    expect(() => isBusinessDay('2026-07-14', 'MONDAY_TO_SUNDAY' as WorkingWeek)).toThrow(RangeError);
    expect(() => businessDaysBetween('2026-07-01', '2026-07-31', 'X' as WorkingWeek)).toThrow(RangeError);
  });
});

describe('addBusinessDays', () => {
  it('skips weekends and holidays going forward', () => {
    // Friday 10 July 2026 + 1 → Tuesday 14 July (weekend, then the Monday holiday).
    expect(addBusinessDays('2026-07-10', 1)).toBe('2026-07-14');
    expect(addBusinessDays('2026-07-10', 1, 'MONDAY_TO_SATURDAY')).toBe('2026-07-11');
    // Holy week 2026: Wednesday 1 April + 1 → Monday 6 April.
    expect(addBusinessDays('2026-04-01', 1)).toBe('2026-04-06');
  });

  it('goes backward with a negative count and returns the same date for 0', () => {
    expect(addBusinessDays('2026-04-06', -1)).toBe('2026-04-01');
    expect(addBusinessDays('2026-04-04', 0)).toBe('2026-04-04');
  });

  it('crosses a year end', () => {
    // Thursday 24 December 2026 + 2 → Monday 28 December (25 December is a Friday holiday).
    expect(addBusinessDays('2026-12-24', 2)).toBe('2026-12-29');
    expect(addBusinessDays('2026-12-31', 1)).toBe('2027-01-04');
  });

  it('refuses a fractional count', () => {
    expect(() => addBusinessDays('2026-01-02', 1.5)).toThrow(RangeError);
  });
});

describe('businessDaysBetween', () => {
  it('counts both ends included', () => {
    // July 2026: 23 weekdays, less the holidays of 13 and 20 July.
    expect(businessDaysBetween('2026-07-01', '2026-07-31')).toBe(21);
    // Same month with Saturdays: + 4 Saturdays (4, 11, 18, 25).
    expect(businessDaysBetween('2026-07-01', '2026-07-31', 'MONDAY_TO_SATURDAY')).toBe(25);
    expect(businessDaysBetween('2026-07-14', '2026-07-14')).toBe(1);
    expect(businessDaysBetween('2026-07-31', '2026-07-01')).toBe(0);
  });

  it('counts the business days of 2025 and 2026', () => {
    // 2025: 261 weekdays less the 16 holiday dates that fall on weekdays (20 July is a Sunday; two share 30 June).
    expect(businessDaysBetween('2025-01-01', '2025-12-31')).toBe(245);
    // 2026: 261 weekdays less the 19 holiday dates, all on weekdays.
    expect(businessDaysBetween('2026-01-01', '2026-12-31')).toBe(242);
  });

  it('agrees with addBusinessDays: 15 vacation days from a Monday', () => {
    // 15 business days starting Monday 6 July 2026 (the 6th counts), Monday–Friday week.
    const end = addBusinessDays('2026-07-06', 14);
    expect(end).toBe('2026-07-28');
    expect(businessDaysBetween('2026-07-06', end)).toBe(15);
  });
});
