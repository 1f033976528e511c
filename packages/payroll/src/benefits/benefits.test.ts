import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { parametersOn } from '../parameters/index.ts';
import { accruingDays, monthlyBenefitBase } from './benefit-base.ts';
import { cesantias, cesantiasInterest } from './cesantias.ts';
import { benefitEligibility } from './eligibility.ts';
import { primaDeServicios } from './prima.ts';
import { monthlyProvisions } from './provisions.ts';
import {
  pendingVacationDays,
  proportionalVacationPay,
  vacationDaysEarned,
  vacationMonthlyBase,
  vacationPay,
} from './vacations.ts';

const d = (v: Decimal.Value) => new Decimal(v);
const PARAMS = parametersOn('2026-03-31');

describe('prima de servicios — CST art. 306', () => {
  it('pays base × days / 360 for the semester', () => {
    expect(primaDeServicios(d(1_750_905 + 249_095), 180, PARAMS).toString()).toBe('1000000');
  });
  it('is proportional for a partial semester and rounds to the peso once', () => {
    // 1.423.500 + 200.000 = 1.623.500 × 97 / 360 = 437.443,06
    expect(primaDeServicios(d(1_623_500), 97, PARAMS).toString()).toBe('437443');
  });
});

describe('cesantías — CST arts. 249 and 253', () => {
  it('pays one month per 360 days', () => {
    expect(cesantias(d(2_000_000), 360, PARAMS).toString()).toBe('2000000');
  });
  it('averages the salary of the year when it changed in the last 3 months (art. 253 num. 1)', () => {
    const base = monthlyBenefitBase({
      lastMonthlySalary: d(3_000_000),
      averageFixedSalary: true,
      fixedSalaryEarned: d(2_500_000 * 9 + 3_000_000 * 3),
      variableSalaryEarned: d(0),
      periodDays: 360,
      monthlyTransportAid: d(0),
    });
    expect(base.toString()).toBe('2625000');
  });
  it('keeps the last salary when unchanged and adds the monthly average of variable pay and transport aid', () => {
    const base = monthlyBenefitBase({
      lastMonthlySalary: d(1_423_500),
      averageFixedSalary: false,
      fixedSalaryEarned: d(0),
      variableSalaryEarned: d(600_000),
      periodDays: 180,
      monthlyTransportAid: d(200_000),
    });
    expect(base.toString()).toBe('1723500');
  });
});

describe('interest on cesantías — Ley 52/1975 art. 1', () => {
  it('is 12 % a year, proportional to the days', () => {
    expect(cesantiasInterest(d(2_000_000), 360, PARAMS).toString()).toBe('240000');
    expect(cesantiasInterest(d(1_000_000), 180, PARAMS).toString()).toBe('60000');
  });
});

describe('vacations — CST arts. 186, 189, 192; Ley 995/2005', () => {
  it('earns 15 business days per 360 days of service', () => {
    expect(vacationDaysEarned(360, PARAMS).toString()).toBe('15');
    expect(vacationDaysEarned(120, PARAMS).toString()).toBe('5');
    expect(pendingVacationDays(540, 11, PARAMS).toString()).toBe('11.5');
    expect(pendingVacationDays(100, 15, PARAMS).toString()).toBe('0');
  });
  it('pays days at the monthly base / 30', () => {
    expect(vacationPay(d(1_800_000), 15).toString()).toBe('900000');
  });
  it('compensates a fraction as base × days / 720', () => {
    expect(proportionalVacationPay(d(2_000_000), 180, PARAMS).toString()).toBe('500000');
  });
  it('excludes overtime by taking only ordinary salary, and adds the variable average per setting (art. 192)', () => {
    const input = {
      ordinarySalary: d(2_000_000),
      variableOrdinaryPayLastYear: d(3_600_000),
      variableDays: 360,
      includeVariablePay: true,
    };
    expect(vacationMonthlyBase(input).toString()).toBe('2300000');
    expect(vacationMonthlyBase({ ...input, includeVariablePay: false }).toString()).toBe('2000000');
  });
});

describe('accruing days — CST art. 53 and CONF_PRIMA APLICA_LNR', () => {
  it('discounts unpaid leave only when the rule says so', () => {
    expect(accruingDays(180, 10, true)).toBe(170);
    expect(accruingDays(180, 10, false)).toBe(180);
    expect(accruingDays(5, 10, true)).toBe(0);
  });
});

describe('eligibility — CST art. 132, Decreto 1174/1991, Ley 789/2002 art. 30, Ley 2466/2025 art. 21', () => {
  it('gives an ordinary salary every benefit', () => {
    expect(benefitEligibility('ordinary', '2026-01-31')).toEqual({
      prima: true,
      cesantias: true,
      cesantiasInterest: true,
      vacations: true,
    });
  });
  it('gives integral salary only vacations', () => {
    expect(benefitEligibility('integral', '2026-01-31')).toEqual({
      prima: false,
      cesantias: false,
      cesantiasInterest: false,
      vacations: true,
    });
  });
  it('gives apprentices in práctica every benefit only from 25 Jun 2025', () => {
    expect(benefitEligibility('apprentice', '2025-06-24', 'practica').cesantias).toBe(false);
    expect(benefitEligibility('apprentice', '2025-06-25', 'practica').cesantias).toBe(true);
    expect(benefitEligibility('apprentice', '2026-03-31', 'lectiva').prima).toBe(false);
    expect(benefitEligibility('apprentice', '2026-03-31', 'lectiva').vacations).toBe(false);
  });
});

describe('monthly provisions', () => {
  it('provisions 8,33 % prima and cesantías, 12 % of cesantías as interest and 4,17 % vacations', () => {
    const provisions = monthlyProvisions({
      eligibility: benefitEligibility('ordinary', '2026-03-31'),
      primaBase: d(2_000_000),
      cesantiasBase: d(2_000_000),
      vacationBase: d(1_750_905),
      primaDays: 30,
      serviceDays: 30,
      params: PARAMS,
    });
    expect(provisions.map((p) => [p.concept, p.value.toString()])).toEqual([
      ['prima', '166667'],
      ['cesantias', '166667'],
      ['cesantias_interest', '20000'],
      ['vacations', '72954'],
    ]);
  });
  it('provisions only vacations for an integral salary', () => {
    const provisions = monthlyProvisions({
      eligibility: benefitEligibility('integral', '2026-03-31'),
      primaBase: d(30_000_000),
      cesantiasBase: d(30_000_000),
      vacationBase: d(30_000_000),
      primaDays: 30,
      serviceDays: 30,
      params: PARAMS,
    });
    expect(provisions.map((p) => [p.concept, p.value.toString()])).toEqual([['vacations', '1250000']]);
  });
});
