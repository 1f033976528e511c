import Decimal from 'decimal.js';

const THIRTY = new Decimal(30);

/** Inputs of a monthly benefit base: the salary at the cut date plus averages of the accrual period. */
export interface BenefitBaseInput {
  /** Ordinary monthly salary in force at the cut date (the "último salario"). */
  lastMonthlySalary: Decimal;
  /**
   * Average the fixed salary instead of taking the last one: salary variable, or changed inside the
   * window the rule looks at (CST art. 253 num. 1: the last 3 months for cesantías).
   */
  averageFixedSalary: boolean;
  /** Fixed salary earned over the accrual period (used only when averaging). */
  fixedSalaryEarned: Decimal;
  /** Salary-constitutive variable pay of the period (overtime, surcharges, commissions, salary bonuses). */
  variableSalaryEarned: Decimal;
  /** Days of the accrual period on the 360-day calendar (the averaging divisor). */
  periodDays: number;
  /** Monthly transport or connectivity aid to add (0 when the worker is not entitled or the setting excludes it). */
  monthlyTransportAid: Decimal;
}

/**
 * Monthly base of prima and cesantías: salary (last, or averaged) plus the monthly average of variable
 * salary plus transport aid.
 *
 * CST art. 253 num. 1 (cesantías): the last monthly salary when it did not change in the last 3 months,
 * otherwise — and for variable salaries — the average of what was earned in the last year or the time
 * served. CST art. 306 (prima) has no base rule of its own; the same averaging over the semester is applied
 * (Actualícese, "Prima de servicios en Colombia", cap. 2). Transport aid is part of the base of both by
 * Ley 1/1963 art. 7 (law reference §4); excluded by company setting when the caller passes 0.
 */
export function monthlyBenefitBase(input: BenefitBaseInput): Decimal {
  if (input.periodDays <= 0) return input.lastMonthlySalary.plus(input.monthlyTransportAid);
  const perMonth = THIRTY.div(input.periodDays);
  const salary = input.averageFixedSalary ? input.fixedSalaryEarned.times(perMonth) : input.lastMonthlySalary;
  const variable = input.variableSalaryEarned.isZero()
    ? input.variableSalaryEarned
    : input.variableSalaryEarned.times(perMonth);
  return salary.plus(variable).plus(input.monthlyTransportAid);
}

/**
 * Days that accrue a benefit: the days of the period minus the unpaid-leave and suspension days when the
 * rule discounts them. CST art. 53: suspension days may be discounted for cesantías and vacations; for the
 * prima the company setting CONF_PRIMA APLICA_LNR decides.
 */
export function accruingDays(
  periodDays: number,
  unpaidLeaveDays: number,
  discountUnpaidLeave: boolean,
): number {
  const days = discountUnpaidLeave ? periodDays - unpaidLeaveDays : periodDays;
  return Math.max(days, 0);
}
