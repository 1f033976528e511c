import type Decimal from 'decimal.js';
import type { EarlierPeriodInMonth, MonthRecord } from '../model/history.ts';
import type { SettlementInput } from '../model/input.ts';
import type { SettlementLine, SettlementResult } from '../model/output.ts';
import type { DayBreakdown } from './days.ts';
import type { ItemLine } from './items.ts';
import { BASIC_CODES, OVERTIME_CODES, total } from './line-totals.ts';
import { lineValue } from './lines.ts';
import { amount, dec, str, sum } from './money.ts';

const ZERO = dec(0);

/** What the second fortnight needs from the first (`history.earlierInMonth`). */
export function carry(
  earnings: readonly SettlementLine[],
  items: readonly ItemLine[],
  labourIncome: Decimal,
  health: Decimal,
  pension: Decimal,
  withholding: Decimal,
  days: DayBreakdown,
): EarlierPeriodInMonth {
  return {
    totalSalaryEarnings: str(total(earnings, (l) => l.salary)),
    variableSalaryEarnings: str(total(earnings, (l) => l.salary && !BASIC_CODES.has(l.code))),
    nonSalaryEarnings: str(sum(items.filter((i) => i.law1393).map((i) => lineValue(i.line)))),
    vacationMoneyPay: str(total(earnings, (l) => l.code === 'VACATION_MONEY')),
    withholdingIncome: str(labourIncome),
    healthDeducted: str(health),
    pensionDeducted: str(pension),
    fspDeducted: '0',
    withholdingDeducted: str(withholding),
    voluntaryPensionDeducted: '0',
    afcDeducted: '0',
    transportAidPaid: str(
      total(earnings, (l) => l.code === 'TRANSPORT_AID' || l.code === 'CONNECTIVITY_AID'),
    ),
    basicPaid: str(total(earnings, (l) => l.code === 'BASIC' || l.code === 'APPRENTICE_SUPPORT')),
    salaryDays: days.basicDays,
    workedDays: days.workedDays,
  };
}

/** The month as a history record (`history.months`). */
export function monthRecord(
  period: SettlementInput['period'],
  earnings: readonly SettlementLine[],
  earlier: EarlierPeriodInMonth | undefined,
  days: DayBreakdown,
  monthIncome: Decimal,
  nonTaxable: Decimal,
  ss: SettlementResult['socialSecurity'],
): MonthRecord {
  const fixed = total(earnings, (l) => BASIC_CODES.has(l.code));
  const variable = total(earnings, (l) => l.salary && !BASIC_CODES.has(l.code)).plus(
    amount(earlier?.variableSalaryEarnings),
  );
  const earlierFixed = earlier
    ? amount(earlier.totalSalaryEarnings).minus(amount(earlier.variableSalaryEarnings))
    : ZERO;
  const monthUnpaid = days.days
    .filter((d) => d.category === 'unpaid_leave' || d.category === 'suspension')
    .reduce((n, d) => n + d.weight, 0);
  return {
    month: `${period.year}-${String(period.month).padStart(2, '0')}`,
    days: days.activeDays - monthUnpaid,
    unpaidLeaveDays: monthUnpaid,
    fixedSalary: str(fixed.plus(earlierFixed)),
    variableSalary: str(variable),
    overtimeAndSurcharges: str(total(earnings, (l) => OVERTIME_CODES.has(l.code))),
    transportAid: str(
      total(earnings, (l) => l.code === 'TRANSPORT_AID' || l.code === 'CONNECTIVITY_AID').plus(
        amount(earlier?.transportAidPaid),
      ),
    ),
    labourIncome: str(monthIncome),
    nonTaxableIncome: str(nonTaxable),
    ibc: ss?.contributions.find((c) => c.subsystem === 'health')?.ibc ?? '0',
  };
}
