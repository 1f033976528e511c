import { describe, expect, it } from 'vitest';
import {
  cellIsoDate,
  holidayFormErrors,
  holidaysByDate,
  initialViewDate,
  weekdayName,
  yearOptions,
} from './holiday-calendar-logic.ts';

describe('holiday calendar logic', () => {
  it('offers five years each side of the current one, clipped to 1984–2100', () => {
    expect(yearOptions(2026).map((option) => option.value)).toEqual([
      2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030, 2031,
    ]);
    expect(yearOptions(2098).at(-1)).toEqual({ label: '2100', value: 2100 });
    expect(yearOptions(1985)[0]).toEqual({ label: '1984', value: 1984 });
  });

  it('turns a PrimeReact cell (months from 0) into an ISO date', () => {
    expect(cellIsoDate({ year: 2026, month: 6, day: 13 })).toBe('2026-07-13');
  });

  it('keeps both names when two holidays share a day (30 June 2025)', () => {
    const byDate = holidaysByDate([
      { date: '2025-06-30', name: 'Sagrado Corazón', rule: 'easter', source: 'Ley 51 de 1983, art. 1' },
      {
        date: '2025-06-30',
        name: 'San Pedro y San Pablo',
        rule: 'next-monday',
        source: 'Ley 51 de 1983, art. 1',
      },
    ]);
    expect(byDate.get('2025-06-30')).toEqual(['Sagrado Corazón', 'San Pedro y San Pablo']);
  });

  it('names the weekday of a date whatever the browser time zone', () => {
    expect(weekdayName('2026-07-13')).toBe('Lunes');
    expect(weekdayName('2025-12-25')).toBe('Jueves');
  });

  it('requires both selects, vacation system first', () => {
    expect(holidayFormErrors({ vacationSystem: null, year: null })).toEqual({
      vacationSystem: 'Seleccione el sistema de vacaciones',
      year: 'Seleccione el año de los festivos',
    });
    expect(holidayFormErrors({ vacationSystem: 'MONDAY_TO_FRIDAY', year: 2026 })).toEqual({});
  });

  it("opens the calendar on today's month for the current year and on January otherwise", () => {
    const today = new Date(2026, 10, 21);
    expect(initialViewDate(2026, today)).toEqual(new Date(2026, 10, 1));
    expect(initialViewDate(2025, today)).toEqual(new Date(2025, 0, 1));
  });
});
