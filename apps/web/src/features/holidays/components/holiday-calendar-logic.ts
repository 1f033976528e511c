import {
  HOLIDAY_MESSAGES,
  HOLIDAY_YEARS,
  type THoliday,
  type THolidayRule,
} from '@quincena/contracts/holidays';

/** The years offered: five back and five ahead of the current one, inside the calendar's range. */
export function yearOptions(currentYear: number, span = 5): { label: string; value: number }[] {
  const first = Math.max(HOLIDAY_YEARS.first, currentYear - span);
  const last = Math.min(HOLIDAY_YEARS.last, currentYear + span);
  const years: { label: string; value: number }[] = [];
  for (let year = first; year <= last; year += 1) years.push({ label: String(year), value: year });
  return years;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The ISO date of a calendar cell (PrimeReact months count from 0). */
export function cellIsoDate(cell: { year: number; month: number; day: number }): string {
  return `${cell.year}-${pad(cell.month + 1)}-${pad(cell.day)}`;
}

/** Holiday names by date: two holidays can share a day (30 June 2025). */
export function holidaysByDate(holidays: readonly THoliday[]): Map<string, string[]> {
  const byDate = new Map<string, string[]>();
  for (const holiday of holidays)
    byDate.set(holiday.date, [...(byDate.get(holiday.date) ?? []), holiday.name]);
  return byDate;
}

export const RULE_LABELS: Record<THolidayRule, string> = {
  fixed: 'Fecha fija',
  // Ley 51 de 1983, art. 1: the "Emiliani" holidays move to the next Monday.
  'next-monday': 'Trasladado al lunes',
  easter: 'Según la Pascua',
};

const WEEKDAYS = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'];

/** The weekday of an ISO date, read as a calendar day (no time zone can move it). */
export function weekdayName(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return WEEKDAYS[new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)).getUTCDay()] ?? '';
}

export interface HolidayFormValues {
  vacationSystem: string | null;
  year: number | null;
}

/** Spec 01 §2.12: both selects are required; the first missing one is announced. */
export function holidayFormErrors(
  values: HolidayFormValues,
): Partial<Record<keyof HolidayFormValues, string>> {
  const errors: Partial<Record<keyof HolidayFormValues, string>> = {};
  if (!values.vacationSystem) errors.vacationSystem = HOLIDAY_MESSAGES.vacationSystemRequired;
  if (values.year === null) errors.year = HOLIDAY_MESSAGES.yearRequired;
  return errors;
}

/** Where the calendar opens for a year: today's month in the current year, January otherwise. */
export function initialViewDate(year: number, today: Date): Date {
  return year === today.getFullYear() ? new Date(year, today.getMonth(), 1) : new Date(year, 0, 1);
}
