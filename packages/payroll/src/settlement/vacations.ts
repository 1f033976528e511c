import type Decimal from 'decimal.js';
import { vacationMonthlyBase, vacationPay } from '../benefits/index.ts';
import type { IsoDate } from '../model/common.ts';
import type { AccumulatedHistory } from '../model/history.ts';
import type { VacationNovelty } from '../model/novelties.ts';
import type { SettlementLine } from '../model/output.ts';
import type { CompanyPayrollSettings } from '../model/settings.ts';
import type { ClassifiedDay } from './days.ts';
import { line } from './lines.ts';
import { dec, sum } from './money.ts';

/**
 * Monthly vacation base (CST 192): ordinary salary when the vacation starts plus, per CONF_VAC VARIABLE,
 * the average of the last twelve months' variable ordinary pay without overtime and rest-day work.
 */
export function vacationBase(
  ordinarySalary: Decimal,
  history: AccumulatedHistory,
  settings: CompanyPayrollSettings,
): Decimal {
  const months = history.months.slice(-12);
  const variable = sum(months.map((m) => dec(m.variableSalary).minus(dec(m.overtimeAndSurcharges))));
  return vacationMonthlyBase({
    ordinarySalary,
    variableOrdinaryPayLastYear: variable.isNegative() ? dec(0) : variable,
    variableDays: months.reduce((n, m) => n + m.days + m.unpaidLeaveDays, 0),
    includeVariablePay: settings.vacations.includeVariablePay,
  });
}

/** Vacation pay for the business days enjoyed in the period and for days paid in money (CST 186, 189). */
export function vacationLines(
  periodDays: readonly ClassifiedDay[],
  vacations: readonly VacationNovelty[],
  base: Decimal,
): SettlementLine[] {
  const lines: SettlementLine[] = [];
  const business = periodDays.filter((d) => d.category === 'vacation' && d.business);
  if (business.length > 0) {
    const first: IsoDate = business[0]!.date;
    const last: IsoDate = business[business.length - 1]!.date;
    lines.push(
      line({
        code: 'VACATION_TIME',
        name: 'Vacaciones disfrutadas',
        kind: 'earning',
        units: business.length,
        unitKind: 'days',
        base,
        value: vacationPay(base, business.length),
        dianElement: 'VacacionesComunes',
        salary: false,
        withholdingBase: true,
        startDate: first,
        endDate: last,
        source: 'CST arts. 186, 192 (business days; ordinary salary without overtime)',
      }),
    );
  }
  const moneyDays = vacations.reduce((n, v) => n + v.daysInMoney, 0);
  if (moneyDays > 0) {
    lines.push(
      line({
        code: 'VACATION_MONEY',
        name: 'Vacaciones compensadas en dinero',
        kind: 'earning',
        units: moneyDays,
        unitKind: 'days',
        base,
        value: vacationPay(base, moneyDays),
        dianElement: 'VacacionesCompensadas',
        salary: false,
        withholdingBase: true,
        source: 'CST art. 189 (Ley 1429/2010 art. 20); CST 192',
      }),
    );
  }
  return lines;
}
