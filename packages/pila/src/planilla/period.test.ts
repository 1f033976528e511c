import { describe, expect, it } from 'vitest';
import { commercialSpan, isDateInPeriod, nextPeriod, parsePeriod } from './period.ts';

describe('period helpers', () => {
  const october = parsePeriod('2026-10')!;
  const february = parsePeriod('2027-02')!;

  it('counts a 30-day month: day 31 and the end of February count as day 30', () => {
    expect(commercialSpan('2026-10-01', '2026-10-31', october)).toBe(30);
    expect(commercialSpan('2026-10-26', '2026-10-31', october)).toBe(5);
    expect(commercialSpan('2026-10-16', '2026-10-30', october)).toBe(15);
    expect(commercialSpan('2027-02-01', '2027-02-28', february)).toBe(30);
    expect(commercialSpan('2027-02-15', '2027-02-28', february)).toBe(16);
  });

  it('knows which dates fall inside the period', () => {
    expect(isDateInPeriod('2026-10-31', october)).toBe(true);
    expect(isDateInPeriod('2026-11-01', october)).toBe(false);
    expect(isDateInPeriod('2027-02-29', february)).toBe(false);
    expect(isDateInPeriod('2026-10-1', october)).toBe(false);
  });

  it('pays health for the following month on planilla E', () => {
    expect(nextPeriod(parsePeriod('2026-12')!)).toEqual({ year: 2027, month: 1 });
    expect(parsePeriod('2026-13')).toBeUndefined();
  });
});
