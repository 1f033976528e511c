import type { IsoDate } from '../model/index.ts';

interface DayParts {
  year: number;
  month: number;
  day: number;
}

function parseIsoDate(date: IsoDate): DayParts {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  if (date.length !== 10 || !Number.isInteger(year) || month < 1 || month > 12 || day < 1 || day > 31) {
    throw new RangeError(`Fecha inválida: ${date}`);
  }
  return { year, month, day };
}

function isLastDayOfFebruary({ year, month, day }: DayParts): boolean {
  if (month !== 2) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return day === (leap ? 29 : 28);
}

/**
 * Days from `start` to `end`, both inclusive, on the labour commercial calendar: "para efectos laborales el
 * mes se entiende de 30 días y el año de 360 días" (Gerencie.com, Guía Laboral 2026), the basis on which
 * prima (CST 306), cesantías (CST 249) and vacations (CST 186) are prorated. Day 31 counts as day 30, and
 * the last day of February closes the month as day 30 when it is the end date, so that a second fortnight
 * of February is 15 days like any other (decision 0040).
 *
 * Returns 0 when `end` is before `start`.
 */
export function days360(start: IsoDate, end: IsoDate): number {
  const from = parseIsoDate(start);
  const to = parseIsoDate(end);
  const fromDay = Math.min(from.day, 30);
  const toDay = isLastDayOfFebruary(to) ? 30 : Math.min(to.day, 30);
  const days = (to.year - from.year) * 360 + (to.month - from.month) * 30 + (toDay - fromDay) + 1;
  return Math.max(days, 0);
}

/** The ISO date of the day after `date`, in the civil calendar. */
export function nextDay(date: IsoDate): IsoDate {
  const { year, month, day } = parseIsoDate(date);
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return next.toISOString().slice(0, 10);
}
