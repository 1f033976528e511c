import { Calendar } from 'primereact/calendar';
import { dateOfIsoDay, isoDayOf } from '../lib/iso-day.ts';
import type { BoundInputProps } from './bound-input.ts';

/**
 * A Spanish dd-mm-yy calendar bound to an ISO day (yyyy-mm-dd), never shifted by the time zone;
 * null when empty. Each screen gives the years its spec allows.
 */
export function IsoDayInput({
  id,
  value,
  onChange,
  years,
  disabled,
  invalid = false,
  typed = false,
}: BoundInputProps<string> & {
  /** The first and last year the calendar offers. */
  years: readonly [number, number];
  /** Long forms filled by typing and tabbing: the icon opens the calendar, which has Hoy and Limpiar. */
  typed?: boolean;
}) {
  return (
    <Calendar
      inputId={id}
      value={dateOfIsoDay(value)}
      onChange={(event) => onChange(event.value instanceof Date ? isoDayOf(event.value) : null)}
      dateFormat="dd-mm-yy"
      locale="es"
      minDate={new Date(years[0], 0, 1)}
      maxDate={new Date(years[1], 11, 31)}
      monthNavigator
      yearNavigator
      yearRange={`${years[0]}:${years[1]}`}
      showIcon
      {...(typed ? { showOnFocus: false, showButtonBar: true } : {})}
      {...(disabled === undefined ? {} : { disabled })}
      className={invalid ? 'w-full p-invalid' : 'w-full'}
      aria-invalid={invalid || undefined}
    />
  );
}
