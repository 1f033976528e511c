import { Calendar } from 'primereact/calendar';

/** yyyy-mm-dd of a picked day, read in local time (the picker's day, not UTC's). */
export function isoDayOf(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local day of a yyyy-mm-dd text, or null when there is none. */
export function dateOfIsoDay(iso: string | null | undefined): Date | null {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

/**
 * The date picker of every form (spec 02 "Shared behaviours": dd-mm-yy, Spanish calendar, Monday
 * first, years 2010 to 2030). It holds the ISO day the contracts carry; '' when empty.
 */
export function DateField({
  id,
  value,
  onChange,
  invalid = false,
  disabled = false,
  readOnly = false,
}: {
  id: string;
  value: string;
  onChange?: (iso: string) => void;
  invalid?: boolean;
  disabled?: boolean;
  /** A date the server computes (an end date): shown, never typed. */
  readOnly?: boolean;
}) {
  return (
    <Calendar
      inputId={id}
      value={dateOfIsoDay(value)}
      onChange={(event) => onChange?.(event.value instanceof Date ? isoDayOf(event.value) : '')}
      dateFormat="dd-mm-yy"
      showIcon={!readOnly}
      yearNavigator
      yearRange="2010:2030"
      invalid={invalid}
      disabled={disabled || readOnly}
      readOnlyInput={readOnly}
      className="w-full"
    />
  );
}
