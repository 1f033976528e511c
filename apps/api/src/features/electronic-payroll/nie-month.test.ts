import { describe, expect, it } from 'vitest';
import { type ContractSettlements, paidSomething } from './nie-month.ts';

const month = (...values: string[]): ContractSettlements => ({
  processIds: [1],
  sources: [
    {
      periodStart: '2026-01-01',
      periodEnd: '2026-01-15',
      lines: values.map((value) => ({ value }) as ContractSettlements['sources'][number]['lines'][number]),
    },
  ],
});

describe('a month with pay', () => {
  it('is one where some earning or deduction is not zero', () => {
    expect(paidSomething(month('875452.50', '-35018.00'))).toBe(true);
    expect(paidSomething(month('0.00', '12.00'))).toBe(true);
  });

  it('is not one whose every line is zero, nor a month with no settlement: those get an Eliminar note', () => {
    expect(paidSomething(month('0.00', '0'))).toBe(false);
    expect(paidSomething(month())).toBe(false);
    expect(paidSomething(undefined)).toBe(false);
  });
});
