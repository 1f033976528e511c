import { holidayDates } from './colombian-holidays.ts';
import { fromDayNumber, type IsoDate, toDayNumber, weekdayOfDayNumber } from './iso-date.ts';

/**
 * Which weekdays are working days. The company's vacation system decides it: vacations are counted in
 * business days (CST art. 186), and whether Saturday is one depends on the working week agreed
 * (Monday–Friday or Monday–Saturday). Sundays and holidays are never business days (CST art. 172, 177).
 */
export type WorkingWeek = 'MONDAY_TO_FRIDAY' | 'MONDAY_TO_SATURDAY';

export const WORKING_WEEKS: readonly WorkingWeek[] = ['MONDAY_TO_FRIDAY', 'MONDAY_TO_SATURDAY'];

function isWorkingWeekday(weekday: number, workingWeek: WorkingWeek): boolean {
  if (weekday === 0) return false;
  if (weekday === 6) return workingWeek === 'MONDAY_TO_SATURDAY';
  return true;
}

function isBusinessDayNumber(dayNumber: number, workingWeek: WorkingWeek): boolean {
  if (!isWorkingWeekday(weekdayOfDayNumber(dayNumber), workingWeek)) return false;
  const date = fromDayNumber(dayNumber);
  return !holidayDates(Number(date.slice(0, 4))).has(date);
}

/** Working weeks usually come from stored company settings: refuse anything else instead of guessing. */
function assertWorkingWeek(workingWeek: WorkingWeek): void {
  if (!WORKING_WEEKS.includes(workingWeek)) {
    throw new RangeError(`Semana laboral desconocida: "${workingWeek}"`);
  }
}

export function isBusinessDay(date: IsoDate, workingWeek: WorkingWeek = 'MONDAY_TO_FRIDAY'): boolean {
  assertWorkingWeek(workingWeek);
  return isBusinessDayNumber(toDayNumber(date), workingWeek);
}

/**
 * The date `count` business days after `date` (before it when `count` is negative); `date` itself is not
 * counted. With `count` 0 the date is returned unchanged.
 */
export function addBusinessDays(
  date: IsoDate,
  count: number,
  workingWeek: WorkingWeek = 'MONDAY_TO_FRIDAY',
): IsoDate {
  if (!Number.isInteger(count)) throw new RangeError(`Número de días hábiles inválido: ${count}`);
  assertWorkingWeek(workingWeek);
  let dayNumber = toDayNumber(date);
  const step = count < 0 ? -1 : 1;
  let remaining = Math.abs(count);
  while (remaining > 0) {
    dayNumber += step;
    if (isBusinessDayNumber(dayNumber, workingWeek)) remaining -= 1;
  }
  return fromDayNumber(dayNumber);
}

/**
 * Business days from `start` to `end`, both included; 0 when `end` is before `start`.
 */
export function businessDaysBetween(
  start: IsoDate,
  end: IsoDate,
  workingWeek: WorkingWeek = 'MONDAY_TO_FRIDAY',
): number {
  assertWorkingWeek(workingWeek);
  const first = toDayNumber(start);
  const last = toDayNumber(end);
  let count = 0;
  for (let dayNumber = first; dayNumber <= last; dayNumber += 1) {
    if (isBusinessDayNumber(dayNumber, workingWeek)) count += 1;
  }
  return count;
}
