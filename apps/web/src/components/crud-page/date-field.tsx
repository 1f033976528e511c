import { Calendar } from 'primereact/calendar';
import { dateOfIsoDay, isoDayOf } from '../../lib/iso-day.ts';

export { dateOfIsoDay, isoDayOf };

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
