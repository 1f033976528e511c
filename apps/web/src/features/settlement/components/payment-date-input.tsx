import { IsoDayInput } from '../../../components/iso-day-input.tsx';

export { isoDayOf as toIsoDay } from '../../../lib/iso-day.ts';

/** Spec 02 shared section: settlement dates run from 2010 to 2030, dd-mm-yy, Monday first. */
const YEARS = [2010, 2030] as const;

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
  return <IsoDayInput id={id} value={value} onChange={onChange} years={YEARS} invalid={invalid} />;
}
