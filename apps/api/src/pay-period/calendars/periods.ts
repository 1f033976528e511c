import { MONTH_NAMES } from '@quincena/contracts';
import { addDays, isHoliday, isoDate, weekday } from '@quincena/payroll';
import type { CalendarType } from '../../db/schema/settlement.ts';

export type PayFrequency = 'fortnightly' | 'monthly';

/** A period a calendar row stands for. */
export interface PeriodDraft {
  type: Exclude<CalendarType, 'LD'>;
  year: number;
  month: number;
  fortnight: 1 | 2 | null;
  periodStart: string;
  periodEnd: string;
  paymentDate: string;
  detail: string;
}

const PREFIX: Record<PeriodDraft['type'], string> = {
  NM: 'Nómina',
  SS: 'Seguridad social',
  CB: 'Contabilidad',
  CES: 'Cesantías',
  CIR: 'Ingresos y retenciones',
  NIE: 'Nómina electrónica',
};

/** Types settled once a year (the whole calendar year), every other one monthly or by pay period. */
const YEARLY: ReadonlySet<PeriodDraft['type']> = new Set(['CES', 'CIR']);

function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The payment date of a period: its last day, or the business day before it when that day is a
 * Sunday or a Colombian holiday (Ley 51 de 1983), so wages are never paid after the period they
 * pay (CST art. 134; decision 0181). Saturdays are paydays.
 */
export function paymentDateFor(periodEnd: string): string {
  let date = periodEnd;
  while (weekday(date) === 0 || isHoliday(date)) date = addDays(date, -1);
  return date;
}

function draft(
  type: PeriodDraft['type'],
  year: number,
  month: number,
  fortnight: 1 | 2 | null,
  startDay: number,
  endDay: number,
  endMonth = month,
): PeriodDraft {
  const periodStart = isoDate(year, month, startDay);
  const periodEnd = isoDate(year, endMonth, endDay);
  const monthName = MONTH_NAMES[month - 1] as string;
  const detail = YEARLY.has(type)
    ? `${PREFIX[type]} ${year}`
    : fortnight === null
      ? `${PREFIX[type]} ${monthName} de ${year}`
      : `${PREFIX[type]} ${fortnight === 1 ? 'primera' : 'segunda'} quincena de ${monthName} de ${year}`;
  return {
    type,
    year,
    month,
    fortnight,
    periodStart,
    periodEnd,
    paymentDate: paymentDateFor(periodEnd),
    detail,
  };
}

/**
 * Every period of a year for a calendar type: payroll (NM) by the company's pay frequency (two
 * fortnights a month, 1–15 and 16–end, or one month); social security, accounting and electronic
 * payroll by month; severance and income-and-withholding by calendar year.
 */
export function periodsOfYear(
  type: PeriodDraft['type'],
  year: number,
  frequency: PayFrequency,
): PeriodDraft[] {
  if (YEARLY.has(type)) return [draft(type, year, 1, null, 1, 31, 12)];
  const periods: PeriodDraft[] = [];
  for (let month = 1; month <= 12; month += 1) {
    const last = lastDayOfMonth(year, month);
    if (type === 'NM' && frequency === 'fortnightly') {
      periods.push(draft(type, year, month, 1, 1, 15), draft(type, year, month, 2, 16, last));
    } else {
      periods.push(draft(type, year, month, null, 1, last));
    }
  }
  return periods;
}
