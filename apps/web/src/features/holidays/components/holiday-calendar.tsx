import type { THoliday } from '@quincena/contracts/holidays';
import { Calendar, type CalendarDateTemplateEvent } from 'primereact/calendar';
import { useMemo } from 'react';
import { cellIsoDate, holidaysByDate } from './holiday-calendar-logic.ts';

interface HolidayCalendarProps {
  year: number;
  holidays: readonly THoliday[];
  viewDate: Date;
  onViewDateChange: (date: Date) => void;
}

/** An inline month calendar of the chosen year with its holidays highlighted and named on hover. */
export function HolidayCalendar({ year, holidays, viewDate, onViewDateChange }: HolidayCalendarProps) {
  const byDate = useMemo(() => holidaysByDate(holidays), [holidays]);

  function dayCell(cell: CalendarDateTemplateEvent) {
    const names = byDate.get(cellIsoDate(cell));
    if (!names || cell.otherMonth) return cell.day;
    return (
      <span className="holiday-day" title={names.join(' y ')} data-holiday={cellIsoDate(cell)}>
        {cell.day}
      </span>
    );
  }

  return (
    <Calendar
      // Remounted per year: PrimeReact keeps the title's year in its own state.
      key={year}
      inline
      locale="es"
      value={null}
      viewDate={viewDate}
      onViewDateChange={(event) => onViewDateChange(event.value)}
      minDate={new Date(year, 0, 1)}
      maxDate={new Date(year, 11, 31)}
      dateTemplate={dayCell}
      showOtherMonths={false}
      readOnlyInput
      className="holiday-calendar w-full"
      aria-label={`Calendario de festivos ${year}`}
    />
  );
}
