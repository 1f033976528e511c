import { describe, expect, it } from 'vitest';
import { caseOf } from '../../test/factories.ts';
import type { CompanyPayrollSettings } from '../model/settings.ts';
import { settle } from './settle.ts';

/**
 * Ley 1393/2010 art. 30 with an integral salary (decision 0131). Aleluya, "Conoce cómo se aplica la Ley 1393
 * de 2010 para empleados con salario integral" (ayuda.aleluya.com, knowledge base): "se debe considerar solo
 * el 70% de su salario para el cálculo del límite (no se debe tener en cuenta el factor prestacional)";
 * integral salary $13.000.000 + non-salary $6.500.000 → 40 % of (9.100.000 + 6.500.000) = 6.240.000 →
 * excess $260.000; IBC = 70 % of the salary + the excess = $9.360.000.
 */
const nonSalary = (value: string) => ({
  reported: [
    {
      code: 'BNS',
      name: 'Bonificación no salarial',
      nature: 'earning' as const,
      category: 'bonus' as const,
      salary: false,
      value,
    },
  ],
});

const integral = (company: Partial<CompanyPayrollSettings> = {}, bonus = '6500000') =>
  settle(
    caseOf({
      contract: { salaryType: 'integral', salary: '13000000', transportAidExcluded: true },
      novelties: nonSalary(bonus),
      company,
    }),
  );

const healthIbc = (r: ReturnType<typeof settle>) =>
  r.socialSecurity?.contributions.find((c) => c.subsystem === 'health')?.ibc;

describe('Ley 1393/2010 art. 30 with an integral salary', () => {
  it('counts the same 70 % the IBC uses (default): excess $260.000, IBC $9.360.000 (Aleluya)', () => {
    const r = integral();
    expect(r.socialSecurity?.law1393Excess).toBe('260000');
    expect(healthIbc(r)).toBe('9360000');
  });

  it('with the company setting "full" counts 100 % of the integral salary: 40 % of 19.500.000 = 7.800.000 ≥ 6.500.000, no excess', () => {
    const r = integral({ law1393IntegralSalary: 'full' });
    expect(r.socialSecurity?.law1393Excess).toBe('0');
    expect(healthIbc(r)).toBe('9100000');
  });

  it('is consistent with the contribution base: at the limit (non-salary = 40 % of 70 % salary + non-salary) no excess', () => {
    // 9.100.000 × 0,4 / 0,6 = 6.066.666,67: a bonus of 6.066.666 stays under the limit, 6.066.668 exceeds it.
    expect(integral({}, '6066666').socialSecurity?.law1393Excess).toBe('0');
    expect(integral({}, '6066668').socialSecurity?.law1393Excess).toBe('1');
  });

  it('leaves an ordinary salary unchanged by the setting', () => {
    const ordinary = (company: Partial<CompanyPayrollSettings>) =>
      settle(caseOf({ contract: { salary: '2000000' }, novelties: nonSalary('2000000'), company }));
    expect(ordinary({}).socialSecurity?.law1393Excess).toBe('400000');
    expect(ordinary({ law1393IntegralSalary: 'full' }).socialSecurity?.law1393Excess).toBe('400000');
  });

  it('refuses an unknown reading with a Spanish message', () => {
    expect(() => integral({ law1393IntegralSalary: 'half' as never })).toThrow(/Ley 1393/);
  });
});
