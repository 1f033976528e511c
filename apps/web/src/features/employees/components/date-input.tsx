import { IsoDayInput } from '../../../components/iso-day-input.tsx';

/** Spec 01 §5, §9: the contract form's calendars run from 1900 to 2060. */
const YEARS = [1900, 2060] as const;

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
    <IsoDayInput
      id={id}
      value={value}
      onChange={onChange}
      years={YEARS}
      disabled={disabled}
      invalid={invalid}
      typed
    />
  );
}
