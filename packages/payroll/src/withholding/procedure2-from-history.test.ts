import { describe, expect, it } from 'vitest';
import type { Contract, MonthRecord } from '../model/index.ts';
import { procedure2PercentageFromHistory } from './procedure2-from-history.ts';

const contract = {
  id: 'C-1',
  employeeId: '1',
  salaryType: 'ordinary',
  salary: '8000000',
  contractType: 'indefinite',
  startDate: '2020-01-01',
  arlRiskClass: 1,
  transportAidExcluded: true,
  withholding: { procedure: 2, hasDependants: false },
} satisfies Contract;

const month = (ym: string, labourIncome: string): MonthRecord => ({
  month: ym,
  days: 30,
  unpaidLeaveDays: 0,
  fixedSalary: '8000000',
  variableSalary: '0',
  overtimeAndSurcharges: '0',
  transportAid: '0',
  labourIncome,
  nonTaxableIncome: '640000',
  ibc: '8000000',
});

describe('procedure 2 from the settled history — art. 386 E.T.', () => {
  it('takes the 12 months before the calculation month and the table of the semester it applies to', () => {
    // June 2026 calculation: June 2025 – May 2026, salary 8.000.000 a month plus a December prima of 8.000.000.
    const months = [
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
    ].map((ym) => month(ym, ym === '2025-12' ? '16000000' : '8000000'));
    const result = procedure2PercentageFromHistory({ months }, contract, '2026-07-31');
    expect(result.divisor).toBe(13);
    expect(result.depuration.labourIncome.toString()).toBe('104000000');
    expect(result.depuration.taxableBase.toString()).toBe('72240000');
    expect(result.percentage.toString()).toBe('1.99');
  });

  it('asks for procedure 1 when no month was settled in the window', () => {
    expect(() => procedure2PercentageFromHistory({ months: [] }, contract, '2026-07-31')).toThrow(
      'No hay meses liquidados entre 2025-06 y 2026-05 para calcular el porcentaje fijo del procedimiento 2.',
    );
  });

  it('computes the December percentage with the UVT of the next year, when it applies (DUR 1.2.4.1.1)', () => {
    const months = ['2024-12', '2025-01', '2025-02', '2025-03', '2025-04', '2025-05'].map((ym) =>
      month(ym, '8000000'),
    );
    const result = procedure2PercentageFromHistory({ months }, contract, '2026-01-31');
    expect(result.divisor).toBe(6);
    expect(result.baseUvt.times(52_374).toDecimalPlaces(6).toString()).toBe(
      result.averageMonthlyBase.toDecimalPlaces(6).toString(),
    );
  });
});
