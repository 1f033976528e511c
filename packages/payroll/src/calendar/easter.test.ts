import { describe, expect, it } from 'vitest';
import { easterSunday } from './easter.ts';

describe('easterSunday', () => {
  // Published Western Easter dates (the earliest possible, 22 March, is in 2285; the latest, 25 April, in 2038).
  it.each([
    [1984, '1984-04-22'],
    [2000, '2000-04-23'],
    [2008, '2008-03-23'],
    [2011, '2011-04-24'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
    [2100, '2100-03-28'],
    [2285, '2285-03-22'],
  ])('Easter %i is %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });

  it('always falls on a Sunday between 22 March and 25 April', () => {
    for (let year = 1984; year <= 2100; year += 1) {
      const date = easterSunday(year);
      expect(new Date(`${date}T00:00:00Z`).getUTCDay()).toBe(0);
      expect(date.slice(5) >= '03-22' && date.slice(5) <= '04-25').toBe(true);
    }
  });

  it('refuses years before the Gregorian calendar', () => {
    expect(() => easterSunday(1582)).toThrow(RangeError);
  });
});
