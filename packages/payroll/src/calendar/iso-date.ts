/**
 * Calendar dates as ISO `yyyy-mm-dd` strings, converted to and from a day number
 * (days since 1970-01-01) so that arithmetic never depends on the machine's time zone.
 */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 of a valid ISO date; throws RangeError on anything else. */
export function toDayNumber(date: IsoDate): number {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Fecha inválida: "${date}" (se espera aaaa-mm-dd)`);
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new RangeError(`Fecha inválida: "${date}"`);
  }
  return ms / MS_PER_DAY;
}

/** ISO date of a day number. */
export function fromDayNumber(dayNumber: number): IsoDate {
  return new Date(dayNumber * MS_PER_DAY).toISOString().slice(0, 10);
}

/** ISO date of a year, month (1–12) and day. */
export function isoDate(year: number, month: number, day: number): IsoDate {
  return fromDayNumber(Date.UTC(year, month - 1, day) / MS_PER_DAY);
}

/** 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export function weekdayOfDayNumber(dayNumber: number): number {
  return (((dayNumber + 4) % 7) + 7) % 7;
}

export function weekday(date: IsoDate): number {
  return weekdayOfDayNumber(toDayNumber(date));
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromDayNumber(toDayNumber(date) + days);
}
