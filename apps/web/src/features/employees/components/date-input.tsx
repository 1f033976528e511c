import { Calendar } from 'primereact/calendar';

/** Spec 01 §5, §9: the contract form's calendars run from 1900 to 2060. */
const MIN_DATE = new Date(1900, 0, 1);
const MAX_DATE = new Date(2060, 11, 31);

const pad = (value: number) => String(value).padStart(2, '0');

/** ISO yyyy-mm-dd of a picked day (a calendar day in the browser's zone, never shifted). */
export function toIsoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function fromIsoDay(text: string | null): Date | null {
  const match = text ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) : null;
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

/** A Spanish dd-mm-yy calendar bound to an ISO day; the picker opens from its icon. */
export function DateInput({
  id,
  value,
  onChange,
  disabled = false,
  invalid = false,
}: {
  id: string;
  value: string | null;
  onChange: (value: string | null) => void;
  disabled?: boolean;
  invalid?: boolean;
}) {
  return (
    <Calendar
      inputId={id}
      value={fromIsoDay(value)}
      onChange={(event) => onChange(event.value instanceof Date ? toIsoDay(event.value) : null)}
      dateFormat="dd-mm-yy"
      locale="es"
      minDate={MIN_DATE}
      maxDate={MAX_DATE}
      monthNavigator
      yearNavigator
      yearRange="1900:2060"
      showIcon
      // The long contract form is filled by typing and tabbing; the icon opens the calendar.
      showOnFocus={false}
      showButtonBar
      disabled={disabled}
      className={invalid ? 'w-full p-invalid' : 'w-full'}
      aria-invalid={invalid || undefined}
    />
  );
}
