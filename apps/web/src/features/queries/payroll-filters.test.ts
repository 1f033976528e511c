import { describe, expect, it } from 'vitest';
import {
  changeFilter,
  conceptFilterOptions,
  EMPTY_FILTERS,
  filterLocks,
  filterQuery,
  validateFilters,
} from './payroll-filters.ts';

describe('historic payroll filters (spec 03 §2.7)', () => {
  it('requires Año and Mes while no calendar is chosen', () => {
    expect(filterLocks('historic', EMPTY_FILTERS).periodRequired).toBe(true);
    expect(validateFilters('historic', EMPTY_FILTERS)).toEqual({
      year: 'Debes diligenciar el campo Año',
      month: 'Debes diligenciar el campo Mes',
    });
  });

  it('choosing a calendar disables and clears year and month, and drops the requirement', () => {
    const typed = { ...EMPTY_FILTERS, year: '2026' };
    // Typing the year locked the calendar: the choice is refused until the year is cleared.
    expect(changeFilter('historic', typed, 'calendarId', 4)).toBe(typed);
    const withCalendar = changeFilter('historic', EMPTY_FILTERS, 'calendarId', 4);
    expect(filterLocks('historic', withCalendar)).toEqual({
      calendarDisabled: false,
      periodDisabled: true,
      periodRequired: false,
    });
    expect(changeFilter('historic', withCalendar, 'month', '3')).toBe(withCalendar);
    expect(validateFilters('historic', withCalendar)).toEqual({});
  });

  it('typing a year or a month disables the calendar', () => {
    expect(filterLocks('historic', { ...EMPTY_FILTERS, year: '2' }).calendarDisabled).toBe(true);
    expect(filterLocks('historic', { ...EMPTY_FILTERS, month: '1' }).calendarDisabled).toBe(true);
    expect(filterLocks('historic', EMPTY_FILTERS).calendarDisabled).toBe(false);
  });

  it('keeps year to four digits and month to two', () => {
    expect(changeFilter('historic', EMPTY_FILTERS, 'year', '20a265').year).toBe('2026');
    expect(changeFilter('historic', EMPTY_FILTERS, 'month', '123').month).toBe('12');
  });

  it('refuses a short year and a month outside 1 to 12', () => {
    expect(validateFilters('historic', { ...EMPTY_FILTERS, year: '26', month: '13' })).toEqual({
      year: 'El año debe tener cuatro dígitos',
      month: 'El mes debe estar entre 1 y 12',
    });
    expect(validateFilters('historic', { ...EMPTY_FILTERS, year: '2026', month: '02' })).toEqual({});
  });
});

describe('open payroll filters', () => {
  it('needs nothing and never locks a field', () => {
    expect(validateFilters('open', EMPTY_FILTERS)).toEqual({});
    const both = changeFilter('open', { ...EMPTY_FILTERS, year: '2026' }, 'calendarId', 3);
    expect(both).toMatchObject({ calendarId: 3, year: '2026' });
    expect(filterLocks('open', both)).toEqual({
      calendarDisabled: false,
      periodDisabled: false,
      periodRequired: false,
    });
  });

  it('sends only the filled filters, as numbers', () => {
    expect(filterQuery({ ...EMPTY_FILTERS, contractId: 12, year: '2026', month: '03' })).toEqual({
      contractId: 12,
      year: 2026,
      month: 3,
    });
  });
});

describe('the Concepto picker of the queries', () => {
  it('shows the display code and the Spanish name, and filters by the internal code', () => {
    expect(
      conceptFilterOptions([
        { code: 'HEALTH_EE', displayCode: '101', name: 'Aporte salud empleado' },
        { code: 'C0003', displayCode: 'C0003', name: 'Fondo de empleados' },
      ]),
    ).toEqual([
      { value: 'HEALTH_EE', label: '101 - Aporte salud empleado' },
      { value: 'C0003', label: 'C0003 - Fondo de empleados' },
    ]);
  });
});
