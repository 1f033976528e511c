/** Calendar helpers for a PILA period `aaaa-mm`; the month always counts 30 days (Decreto 1990/2016). */

const PERIOD_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface Period {
  year: number;
  month: number;
}

export function parsePeriod(text: string): Period | undefined {
  const match = PERIOD_PATTERN.exec(text);
  if (!match) return undefined;
  return { year: Number(match[1]), month: Number(match[2]) };
}

export function formatPeriod(period: Period): string {
  return `${period.year}-${String(period.month).padStart(2, '0')}`;
}

/** Health is paid for the following month on planilla E (header field 16 = field 15 + 1 month). */
export function nextPeriod(period: Period): Period {
  return period.month === 12
    ? { year: period.year + 1, month: 1 }
    : { year: period.year, month: period.month + 1 };
}

export function daysInMonth(period: Period): number {
  return new Date(Date.UTC(period.year, period.month, 0)).getUTCDate();
}

export function lastDayOfPeriod(period: Period): string {
  return `${formatPeriod(period)}-${String(daysInMonth(period)).padStart(2, '0')}`;
}

/** True when `iso` is a real calendar date inside the period. */
export function isDateInPeriod(iso: string, period: Period): boolean {
  const match = DATE_PATTERN.exec(iso);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return year === period.year && month === period.month && day >= 1 && day <= daysInMonth(period);
}

/**
 * Commercial day number (1–30) of a date inside the period: day 31 counts as 30 and the last day of
 * February as 30, so that a segment to the end of the month spans up to day 30.
 */
export function commercialDay(iso: string, period: Period): number {
  const day = Number(iso.slice(8, 10));
  if (day >= daysInMonth(period)) return 30;
  return Math.min(day, 30);
}

/** Days of the 30-day month covered by `start`..`end`, both inclusive. */
export function commercialSpan(start: string, end: string, period: Period): number {
  return commercialDay(end, period) - commercialDay(start, period) + 1;
}
