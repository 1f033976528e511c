import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dismissalIndemnity } from './indemnity.ts';

const SMMLV = new Decimal(1_750_905);
const isoDate = fc
  .record({
    year: fc.integer({ min: 2003, max: 2026 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ year, month, day }) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);

describe('dismissal indemnity properties — CST art. 64', () => {
  it('pays at least the first-year days and never fewer days for a longer service', () => {
    fc.assert(
      fc.property(isoDate, isoDate, fc.integer({ min: 1_423_500, max: 60_000_000 }), (a, b, salary) => {
        const [start, end] = a <= b ? [a, b] : [b, a];
        const base = {
          contractType: 'indefinite' as const,
          monthlySalary: new Decimal(salary),
          smmlv: SMMLV,
        };
        const shorter = dismissalIndemnity({ ...base, startDate: end, terminationDate: end });
        const longer = dismissalIndemnity({ ...base, startDate: start, terminationDate: end });
        const firstYear = salary >= SMMLV.times(10).toNumber() ? 20 : 30;
        expect(shorter.days.toNumber()).toBe(firstYear);
        expect(longer.days.gte(shorter.days)).toBe(true);
        expect(longer.value.gte(0)).toBe(true);
      }),
    );
  });
});
