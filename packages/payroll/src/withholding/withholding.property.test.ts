import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parametersOn } from '../parameters/index.ts';
import { depureLabourIncome } from './depuration.ts';
import { withholdingProcedure1 } from './procedure1.ts';

const P = parametersOn('2026-06-30');
const ZERO = new Decimal(0);

/** A month of a worker with the legal 4 % + 4 % contributions and random declared items. */
const monthArb = fc.record({
  income: fc.integer({ min: 0, max: 200_000_000 }),
  dependants: fc.boolean(),
  prepaid: fc.integer({ min: 0, max: 3_000_000 }),
  housing: fc.integer({ min: 0, max: 10_000_000 }),
  voluntary: fc.integer({ min: 0, max: 20_000_000 }),
});

const input = (m: {
  income: number;
  dependants: boolean;
  prepaid: number;
  housing: number;
  voluntary: number;
}) => {
  const income = new Decimal(m.income);
  return {
    labourIncome: income,
    mandatoryPension: income.times('0.04'),
    mandatoryHealth: income.times('0.04'),
    voluntaryPension: new Decimal(m.voluntary),
    afc: ZERO,
    hasDependants: m.dependants,
    prepaidMedicine: new Decimal(m.prepaid),
    housingInterest: new Decimal(m.housing),
  };
};

describe('withholding properties — arts. 336, 383, 388 E.T.', () => {
  it('never subtracts more than 40 % of net income nor 1.340 UVT / 12 (art. 336)', () => {
    fc.assert(
      fc.property(monthArb, (m) => {
        const r = depureLabourIncome({ ...input(m), months: 1 }, P);
        const cap = P.withholdingLimits.globalCapAnnualUvt.times(P.uvt).div(12);
        expect(r.benefits.lte(r.netIncome.times('0.4'))).toBe(true);
        expect(r.benefits.lte(cap)).toBe(true);
        expect(r.taxableBase.gte(0)).toBe(true);
      }),
    );
  });

  it('rounds to a non-negative multiple of 1.000 and never exceeds 39 % of the taxable base', () => {
    fc.assert(
      fc.property(monthArb, (m) => {
        const r = withholdingProcedure1(input(m), P, 'thousand');
        expect(r.value.gte(0)).toBe(true);
        expect(r.value.mod(1000).isZero()).toBe(true);
        expect(r.exact.lte(r.depuration.taxableBase.times('0.39'))).toBe(true);
      }),
    );
  });

  it('does not withhold less when the salary rises, other items equal', () => {
    fc.assert(
      fc.property(monthArb, fc.integer({ min: 0, max: 50_000_000 }), (m, raise) => {
        const low = withholdingProcedure1(input(m), P, 'peso');
        const high = withholdingProcedure1(input({ ...m, income: m.income + raise }), P, 'peso');
        expect(high.exact.gte(low.exact)).toBe(true);
      }),
    );
  });
});
