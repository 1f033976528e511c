import { easterSunday } from './easter.ts';
import { addDays, type IsoDate, isoDate, toDayNumber, weekdayOfDayNumber } from './iso-date.ts';

/**
 * Colombian public holidays (días festivos), 1984–2100.
 *
 * - Ley 51 de 1983, art. 1: 1 January, 1 May, 20 July, 7 August, 8 December, 25 December, Jueves Santo and
 *   Viernes Santo are rested on their own day; 6 January, 19 March, 29 June, 15 August, 12 October,
 *   1 November, 11 November, Ascensión del Señor, Corpus Christi and Sagrado Corazón de Jesús are moved to
 *   the next Monday when they do not fall on a Monday. The law took effect in 1984, hence the lower bound.
 * - Ley 2578 de 2026 (1 June 2026), art. 6: 9 July, Día de Nuestra Señora del Rosario de Chiquinquirá, is a
 *   national holiday from 2026 on, moved to Monday under Ley 51 de 1983 (first observed Monday 13 July 2026).
 * - Easter-based days count from Easter Sunday: Jueves Santo −3, Viernes Santo −2, Ascensión +39 (Thursday,
 *   observed Monday +43), Corpus Christi +60 (observed +64), Sagrado Corazón +68 (Friday, observed +71).
 */
export const FIRST_SUPPORTED_YEAR = 1984;
export const LAST_SUPPORTED_YEAR = 2100;

export type HolidayRule = 'fixed' | 'next-monday' | 'easter';

export interface Holiday {
  /** Day the rest is taken (after any move to Monday). */
  date: IsoDate;
  name: string;
  rule: HolidayRule;
  /** Legal source of the holiday and of its rule. */
  source: string;
}

const LEY_51_1983 = 'Ley 51 de 1983, art. 1';
const LEY_2578_2026 = 'Ley 2578 de 2026, art. 6; Ley 51 de 1983, art. 1';

interface DatedRule {
  month: number;
  day: number;
  name: string;
  movesToMonday: boolean;
  fromYear?: number;
  source: string;
}

const DATED_RULES: readonly DatedRule[] = [
  { month: 1, day: 1, name: 'Año Nuevo', movesToMonday: false, source: LEY_51_1983 },
  { month: 1, day: 6, name: 'Día de los Reyes Magos', movesToMonday: true, source: LEY_51_1983 },
  { month: 3, day: 19, name: 'Día de San José', movesToMonday: true, source: LEY_51_1983 },
  { month: 5, day: 1, name: 'Día del Trabajo', movesToMonday: false, source: LEY_51_1983 },
  { month: 6, day: 29, name: 'San Pedro y San Pablo', movesToMonday: true, source: LEY_51_1983 },
  {
    month: 7,
    day: 9,
    name: 'Día de Nuestra Señora del Rosario de Chiquinquirá',
    movesToMonday: true,
    fromYear: 2026,
    source: LEY_2578_2026,
  },
  { month: 7, day: 20, name: 'Día de la Independencia', movesToMonday: false, source: LEY_51_1983 },
  { month: 8, day: 7, name: 'Batalla de Boyacá', movesToMonday: false, source: LEY_51_1983 },
  { month: 8, day: 15, name: 'Asunción de la Virgen', movesToMonday: true, source: LEY_51_1983 },
  { month: 10, day: 12, name: 'Día de la Raza', movesToMonday: true, source: LEY_51_1983 },
  { month: 11, day: 1, name: 'Día de Todos los Santos', movesToMonday: true, source: LEY_51_1983 },
  { month: 11, day: 11, name: 'Independencia de Cartagena', movesToMonday: true, source: LEY_51_1983 },
  { month: 12, day: 8, name: 'Inmaculada Concepción', movesToMonday: false, source: LEY_51_1983 },
  { month: 12, day: 25, name: 'Navidad', movesToMonday: false, source: LEY_51_1983 },
];

/** Offsets from Easter Sunday of the day the rest is taken. */
const EASTER_RULES: readonly { offset: number; name: string; rule: HolidayRule }[] = [
  { offset: -3, name: 'Jueves Santo', rule: 'easter' },
  { offset: -2, name: 'Viernes Santo', rule: 'easter' },
  { offset: 43, name: 'Ascensión del Señor', rule: 'next-monday' },
  { offset: 64, name: 'Corpus Christi', rule: 'next-monday' },
  { offset: 71, name: 'Sagrado Corazón de Jesús', rule: 'next-monday' },
];

/** The same date, or the next Monday when it is not a Monday (Ley 51 de 1983). */
export function nextMondayFrom(date: IsoDate): IsoDate {
  const dayNumber = toDayNumber(date);
  const daysToMonday = (8 - weekdayOfDayNumber(dayNumber)) % 7;
  return addDays(date, daysToMonday);
}

export function assertSupportedYear(year: number): void {
  if (!Number.isInteger(year) || year < FIRST_SUPPORTED_YEAR || year > LAST_SUPPORTED_YEAR) {
    throw new RangeError(
      `El calendario de festivos cubre los años ${FIRST_SUPPORTED_YEAR} a ${LAST_SUPPORTED_YEAR}; se pidió ${year}`,
    );
  }
}

function computeHolidays(year: number): readonly Holiday[] {
  const holidays: Holiday[] = [];
  for (const rule of DATED_RULES) {
    if (rule.fromYear !== undefined && year < rule.fromYear) continue;
    const date = isoDate(year, rule.month, rule.day);
    holidays.push({
      date: rule.movesToMonday ? nextMondayFrom(date) : date,
      name: rule.name,
      rule: rule.movesToMonday ? 'next-monday' : 'fixed',
      source: rule.source,
    });
  }
  const easter = easterSunday(year);
  for (const rule of EASTER_RULES) {
    holidays.push({
      date: addDays(easter, rule.offset),
      name: rule.name,
      rule: rule.rule,
      source: LEY_51_1983,
    });
  }
  // Sorted by date, then by name so that two holidays on one day (San Pedro and Sagrado Corazón on
  // 30 June 2025) always come out in the same order.
  holidays.sort((x, y) =>
    x.date === y.date ? x.name.localeCompare(y.name, 'es') : x.date < y.date ? -1 : 1,
  );
  return Object.freeze(holidays.map((holiday) => Object.freeze(holiday)));
}

const holidaysByYear = new Map<number, readonly Holiday[]>();
const holidayDatesByYear = new Map<number, ReadonlySet<IsoDate>>();

/**
 * Every holiday of a year, sorted by date. Two holidays can fall on the same day (30 June 2025), so the
 * list can hold more entries than distinct dates.
 */
export function colombianHolidays(year: number): readonly Holiday[] {
  assertSupportedYear(year);
  let holidays = holidaysByYear.get(year);
  if (!holidays) {
    holidays = computeHolidays(year);
    holidaysByYear.set(year, holidays);
  }
  return holidays;
}

/** Distinct holiday dates of a year. */
export function holidayDates(year: number): ReadonlySet<IsoDate> {
  let dates = holidayDatesByYear.get(year);
  if (!dates) {
    dates = new Set(colombianHolidays(year).map((holiday) => holiday.date));
    holidayDatesByYear.set(year, dates);
  }
  return dates;
}

export function isHoliday(date: IsoDate): boolean {
  toDayNumber(date);
  return holidayDates(Number(date.slice(0, 4))).has(date);
}

/** Names of the holidays on a date (empty when it is not a holiday). */
export function holidayNames(date: IsoDate): string[] {
  toDayNumber(date);
  return colombianHolidays(Number(date.slice(0, 4)))
    .filter((holiday) => holiday.date === date)
    .map((holiday) => holiday.name);
}
