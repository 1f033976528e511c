import { describe, expect, it } from 'vitest';
import {
  colombianHolidays,
  holidayDates,
  holidayNames,
  isHoliday,
  nextMondayFrom,
} from './colombian-holidays.ts';

const listOf = (year: number) => colombianHolidays(year).map((holiday) => [holiday.date, holiday.name]);

describe('colombianHolidays', () => {
  // Official 2025 calendar (Ley 51 de 1983; Easter 20 April 2025). San Pedro y San Pablo (29 June, a Sunday,
  // moved to Monday 30 June) and Sagrado Corazón (Easter + 71) share 30 June: 18 holidays on 17 days.
  it('gives the official 2025 calendar', () => {
    expect(listOf(2025)).toEqual([
      ['2025-01-01', 'Año Nuevo'],
      ['2025-01-06', 'Día de los Reyes Magos'],
      ['2025-03-24', 'Día de San José'],
      ['2025-04-17', 'Jueves Santo'],
      ['2025-04-18', 'Viernes Santo'],
      ['2025-05-01', 'Día del Trabajo'],
      ['2025-06-02', 'Ascensión del Señor'],
      ['2025-06-23', 'Corpus Christi'],
      ['2025-06-30', 'Sagrado Corazón de Jesús'],
      ['2025-06-30', 'San Pedro y San Pablo'],
      ['2025-07-20', 'Día de la Independencia'],
      ['2025-08-07', 'Batalla de Boyacá'],
      ['2025-08-18', 'Asunción de la Virgen'],
      ['2025-10-13', 'Día de la Raza'],
      ['2025-11-03', 'Día de Todos los Santos'],
      ['2025-11-17', 'Independencia de Cartagena'],
      ['2025-12-08', 'Inmaculada Concepción'],
      ['2025-12-25', 'Navidad'],
    ]);
    expect(holidayDates(2025).size).toBe(17);
  });

  // Official 2026 calendar: the 18 days of Ley 51 de 1983 (Easter 5 April 2026) plus Monday 13 July, the
  // Día de Nuestra Señora del Rosario de Chiquinquirá created by Ley 2578 de 2026 (9 July is a Thursday).
  it('gives the official 2026 calendar, with the holiday of Ley 2578 de 2026', () => {
    expect(listOf(2026)).toEqual([
      ['2026-01-01', 'Año Nuevo'],
      ['2026-01-12', 'Día de los Reyes Magos'],
      ['2026-03-23', 'Día de San José'],
      ['2026-04-02', 'Jueves Santo'],
      ['2026-04-03', 'Viernes Santo'],
      ['2026-05-01', 'Día del Trabajo'],
      ['2026-05-18', 'Ascensión del Señor'],
      ['2026-06-08', 'Corpus Christi'],
      ['2026-06-15', 'Sagrado Corazón de Jesús'],
      ['2026-06-29', 'San Pedro y San Pablo'],
      ['2026-07-13', 'Día de Nuestra Señora del Rosario de Chiquinquirá'],
      ['2026-07-20', 'Día de la Independencia'],
      ['2026-08-07', 'Batalla de Boyacá'],
      ['2026-08-17', 'Asunción de la Virgen'],
      ['2026-10-12', 'Día de la Raza'],
      ['2026-11-02', 'Día de Todos los Santos'],
      ['2026-11-16', 'Independencia de Cartagena'],
      ['2026-12-08', 'Inmaculada Concepción'],
      ['2026-12-25', 'Navidad'],
    ]);
    expect(colombianHolidays(2026)).toHaveLength(19);
    expect(holidayDates(2026).size).toBe(19);
  });

  it('adds the Chiquinquirá holiday only from 2026', () => {
    expect(holidayNames('2025-07-14')).toEqual([]);
    expect(isHoliday('2027-07-12')).toBe(true);
    // 9 July 2029 is a Monday: the holiday stays on its day.
    expect(holidayNames('2029-07-09')).toEqual(['Día de Nuestra Señora del Rosario de Chiquinquirá']);
    expect(colombianHolidays(2025)).toHaveLength(18);
    expect(colombianHolidays(2027)).toHaveLength(19);
  });

  it('moves the Ley 51 de 1983 holidays to the next Monday and leaves the fixed ones in place', () => {
    // 2027: 6 January is a Wednesday, 1 November a Monday, 20 July a Tuesday, 25 December a Saturday.
    expect(isHoliday('2027-01-11')).toBe(true);
    expect(isHoliday('2027-01-06')).toBe(false);
    expect(isHoliday('2027-11-01')).toBe(true);
    expect(isHoliday('2027-07-20')).toBe(true);
    expect(isHoliday('2027-12-25')).toBe(true);
    expect(nextMondayFrom('2026-11-11')).toBe('2026-11-16');
    expect(nextMondayFrom('2026-10-12')).toBe('2026-10-12');
    expect(nextMondayFrom('2026-11-01')).toBe('2026-11-02');
  });

  it('puts every moved holiday on a Monday in every supported year', () => {
    for (let year = 1984; year <= 2100; year += 1) {
      for (const holiday of colombianHolidays(year)) {
        if (holiday.rule === 'next-monday') {
          expect(new Date(`${holiday.date}T00:00:00Z`).getUTCDay()).toBe(1);
        }
        expect(holiday.date.startsWith(String(year))).toBe(true);
      }
    }
  });

  it('refuses years outside 1984–2100 and malformed dates', () => {
    expect(() => colombianHolidays(1983)).toThrow(RangeError);
    expect(() => colombianHolidays(2101)).toThrow(RangeError);
    expect(() => isHoliday('2026-02-30')).toThrow(RangeError);
    expect(() => isHoliday('13/07/2026')).toThrow(RangeError);
  });
});
