import { finalSettlement, parametersOn } from '@quincena/payroll';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { FinalSettlementLineRow } from './final-settlement.repository.ts';
import { baseComposition, benefitComputations } from './final-settlement-content.ts';

const CODES = {
  cesantias: ['CESANTIAS', 'Cesantías'],
  cesantias_interest: ['CESANTIAS_INTEREST', 'Intereses sobre cesantías'],
  prima: ['PRIMA', 'Prima de servicios proporcional'],
  vacations: ['VACATION_TERMINATION', 'Vacaciones compensadas a la terminación'],
  indemnity: ['INDEMNITY', 'Indemnización por despido sin justa causa'],
} as const;

/** The engine's items stored as the runner stores them (units to four decimals, values in pesos). */
function storedLines(items: ReturnType<typeof finalSettlement>['items']): FinalSettlementLineRow[] {
  return items.flatMap((item) => {
    const code = CODES[item.concept as keyof typeof CODES];
    if (!code) return [];
    return [
      {
        concept_code: code[0],
        concept_name: code[1],
        kind: 'earning' as const,
        units: item.days.toDecimalPlaces(4).toFixed(4),
        unit_kind: 'days' as const,
        base: item.base.toFixed(2),
        rate: null,
        value: item.value.toFixed(2),
        source: item.source,
      },
    ];
  });
}

describe('the computation written on the liquidación de contrato', () => {
  it("reproduces nominas.com.co's worked example to the peso: 300 days at $ 1.200.000, 120 in the semester", () => {
    // https://nominas.com.co/terminacion-de-contrato.html: fixed term ending 31 October, everything of the
    // previous year settled; prima (1.200.000 × 120) / 360 = 400.000, vacaciones (1.200.000 × 300) / 720 =
    // 500.000, cesantías (1.200.000 × 300) / 360 = 1.000.000, intereses (1.000.000 × 300 × 0,12) / 360 =
    // 100.000. The engine settles the same case (its base given without transport aid, as the example's).
    const salary = new Decimal(1_200_000);
    const law = parametersOn('2025-10-31');
    const settlement = finalSettlement({
      salaryType: 'ordinary',
      contractType: 'fixed_term',
      startDate: '2025-01-01',
      terminationDate: '2025-10-31',
      agreedEndDate: '2025-10-31',
      reason: 'fixed_term_expiry',
      smmlv: law.smmlv,
      monthlySalary: salary,
      pendingSalaryDays: 0,
      monthlyTransportAid: new Decimal(0),
      prima: { monthlyBase: salary, days: 120 },
      cesantias: { monthlyBase: salary, days: 300 },
      vacations: { monthlyBase: salary, pendingDays: new Decimal(300).times(15).div(360) },
      params: law,
    });
    const { benefits, indemnity } = benefitComputations(
      storedLines(settlement.items),
      '1200000.00',
      '2025-10-31',
      300,
    );
    expect(indemnity).toBeNull();
    expect(benefits.map((benefit) => [benefit.title, benefit.formula, Number(benefit.value)])).toEqual([
      ['Cesantías', '$ 1.200.000 × 300 / 360', 1_000_000],
      ['Intereses sobre cesantías', '$ 1.000.000 × 300 × 12 % / 360', 100_000],
      ['Prima de servicios proporcional', '$ 1.200.000 × 120 / 360', 400_000],
      ['Vacaciones compensadas a la terminación', '$ 1.200.000 × 300 / 720', 500_000],
    ]);
    expect(benefits[3]?.days).toBe('12,5');
    // Five days already enjoyed: the days owed are no longer the whole service's, so the /30 form is shown.
    const enjoyed = benefitComputations(
      storedLines(settlement.items).map((line) =>
        line.concept_code === 'VACATION_TERMINATION'
          ? { ...line, units: '7.5000', value: '300000.00' }
          : line,
      ),
      '1200000.00',
      '2025-10-31',
      300,
    );
    expect(enjoyed.benefits[3]?.formula).toBe('$ 1.200.000 × 7,5 / 30');
    expect(benefits[0]?.baseLabel).toBe('salario $ 1.200.000');
  });

  it('names what a benefit base is made of', () => {
    expect(baseComposition('2749095', '2500000', '249095')).toBe(
      'salario $ 2.500.000 + auxilio de transporte $ 249.095',
    );
    expect(baseComposition('2849095', '2500000', '249095')).toBe(
      'salario $ 2.500.000 + auxilio de transporte $ 249.095 + promedio variable $ 100.000',
    );
    expect(baseComposition('5300000', '5000000', '0')).toBe(
      'salario $ 5.000.000 + promedio variable $ 300.000',
    );
  });
});
