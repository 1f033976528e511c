import { Calendar } from 'primereact/calendar';

/** Spec 02 shared section: settlement dates run from 2010 to 2030, dd-mm-yy, Monday first. */
const MIN_DATE = new Date(2010, 0, 1);
const MAX_DATE = new Date(2030, 11, 31);

const pad = (value: number) => String(value).padStart(2, '0');

export function toIsoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function fromIsoDay(text: string | null): Date | null {
  const match = text ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) : null;
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

/** A Spanish dd-mm-yy date bound to an ISO day (yyyy-mm-dd), never shifted by the time zone. */
export function PaymentDateInput({
  id,
  value,
  onChange,
  invalid = false,
}: {
  id: string;
  value: string | null;
  onChange: (value: string | null) => void;
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
      yearRange="2010:2030"
      showIcon
      className={invalid ? 'w-full p-invalid' : 'w-full'}
      aria-invalid={invalid || undefined}
    />
  );
}
