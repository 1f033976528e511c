import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { parametersOn } from '../parameters/index.ts';
import { finalSettlement } from './final-settlement.ts';

const d = (v: Decimal.Value) => new Decimal(v);

const base = {
  salaryType: 'ordinary' as const,
  contractType: 'indefinite' as const,
  startDate: '2025-03-01',
  terminationDate: '2026-04-15',
  smmlv: d(1_750_905),
  monthlySalary: d(1_750_905),
  pendingSalaryDays: 15,
  monthlyTransportAid: d(249_095),
  prima: { monthlyBase: d(2_000_000), days: 105 },
  cesantias: { monthlyBase: d(2_000_000), days: 105 },
  vacations: { monthlyBase: d(1_750_905), pendingDays: d('17.5') },
  params: parametersOn('2026-04-15'),
};

describe('liquidación definitiva — law reference §7.1', () => {
  it('pays salary, transport aid, prima, cesantías, interest and vacations on a resignation', () => {
    const result = finalSettlement({ ...base, reason: 'resignation' });
    expect(result.items.map((i) => [i.concept, i.value.toString()])).toEqual([
      ['pending_salary', '875453'],
      ['transport_aid', '124548'],
      ['prima', '583333'],
      ['cesantias', '583333'],
      ['cesantias_interest', '20417'],
      ['vacations', '1021361'],
    ]);
    expect(result.total.toString()).toBe('3208445');
    expect(result.indemnity).toBeUndefined();
  });

  it('adds the CST art. 64 indemnity only on dismissal without just cause', () => {
    const result = finalSettlement({ ...base, reason: 'dismissal_without_cause' });
    // 405 days of service: 30 + 45 × 20 / 360 = 32,5 days × 58.363,5
    expect(result.indemnity?.days.toString()).toBe('32.5');
    expect(result.items.at(-1)).toMatchObject({ concept: 'indemnity' });
    expect(result.items.at(-1)?.value.toString()).toBe('1896814');
  });

  it('gives an integral salary only salary and vacations (CST art. 132)', () => {
    const result = finalSettlement({
      ...base,
      salaryType: 'integral',
      monthlySalary: d(30_000_000),
      monthlyTransportAid: d(0),
      vacations: { monthlyBase: d(30_000_000), pendingDays: d(5) },
      reason: 'mutual_agreement',
    });
    expect(result.items.map((i) => i.concept)).toEqual(['pending_salary', 'vacations']);
    expect(result.total.toString()).toBe('20000000');
  });
});
