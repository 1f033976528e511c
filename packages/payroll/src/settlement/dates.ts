import { addDays } from '../calendar/index.ts';
import type { IsoDate } from '../model/common.ts';
import type { PayPeriod } from '../model/period.ts';

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export interface PeriodBounds {
  start: IsoDate;
  end: IsoDate;
  /** Last calendar day of the month. */
  monthEnd: IsoDate;
  monthStart: IsoDate;
  lastDayOfMonth: number;
  /** Commercial days of the period on the 30-day month: 30, or 15 per fortnight. */
  commercialDays: number;
}

/** Calendar bounds of a period: the month, days 1–15, or day 16 to the end of the month. */
export function periodBounds(period: PayPeriod): PeriodBounds {
  if (
    !Number.isInteger(period.year) ||
    !Number.isInteger(period.month) ||
    period.month < 1 ||
    period.month > 12
  ) {
    throw new RangeError('El período debe tener un año y un mes (1 a 12) válidos.');
  }
  const last = daysInMonth(period.year, period.month);
  const prefix = `${String(period.year).padStart(4, '0')}-${period.month < 10 ? '0' : ''}${period.month}-`;
  const monthStart = `${prefix}01`;
  const monthEnd = `${prefix}${last}`;
  if (period.fortnight === 1) {
    return {
      start: monthStart,
      end: `${prefix}15`,
      monthEnd,
      monthStart,
      lastDayOfMonth: last,
      commercialDays: 15,
    };
  }
  if (period.fortnight === 2) {
    return {
      start: `${prefix}16`,
      end: monthEnd,
      monthEnd,
      monthStart,
      lastDayOfMonth: last,
      commercialDays: 15,
    };
  }
  return { start: monthStart, end: monthEnd, monthEnd, monthStart, lastDayOfMonth: last, commercialDays: 30 };
}

export function dayOfMonth(date: IsoDate): number {
  return Number(date.slice(8, 10));
}

export function maxDate(a: IsoDate, b: IsoDate): IsoDate {
  return a > b ? a : b;
}

export function minDate(a: IsoDate, b: IsoDate): IsoDate {
  return a < b ? a : b;
}

/** Every date from `start` to `end`, both included. */
export function eachDate(start: IsoDate, end: IsoDate): IsoDate[] {
  const out: IsoDate[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) out.push(d);
  return out;
}

/** Days from `start` to `end` inclusive on the 360-day commercial calendar (30-day months). */
export function days360Inclusive(start: IsoDate, end: IsoDate): number {
  if (end < start) return 0;
  const y1 = Number(start.slice(0, 4));
  const m1 = Number(start.slice(5, 7));
  let d1 = Number(start.slice(8, 10));
  const y2 = Number(end.slice(0, 4));
  const m2 = Number(end.slice(5, 7));
  let d2 = Number(end.slice(8, 10));
  if (d1 === 31) d1 = 30;
  // The last day of a month counts as day 30 (February included) on the commercial calendar.
  if (d2 === 31 || d2 === daysInMonth(y2, m2)) d2 = 30;
  return (y2 - y1) * 360 + (m2 - m1) * 30 + (d2 - d1) + 1;
}
