import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parametersOn } from '../parameters/index.ts';
import { cesantias } from './cesantias.ts';
import { primaDeServicios } from './prima.ts';
import { proportionalVacationPay } from './vacations.ts';

const base = fc.integer({ min: 0, max: 100_000_000 }).map((n) => new Decimal(n));
const days = fc.integer({ min: 0, max: 360 });
const LAW = parametersOn('2026-06-30');

describe('benefit properties — CST arts. 186, 249, 306', () => {
  it('pays whole pesos, proportional to the days within half a peso', () => {
    fc.assert(
      fc.property(base, days, (b, n) => {
        for (const value of [primaDeServicios(b, n, LAW), cesantias(b, n, LAW)]) {
          expect(value.isInteger()).toBe(true);
          expect(value.minus(b.times(n).div(360)).abs().lte('0.5')).toBe(true);
        }
        const vacation = proportionalVacationPay(b, n, LAW);
        expect(vacation.minus(b.times(n).div(720)).abs().lte('0.5')).toBe(true);
      }),
    );
  });
});
