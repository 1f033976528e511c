import type { BoundInputProps } from '../../../components/bound-input.ts';
import { IsoDayInput } from '../../../components/iso-day-input.tsx';

/** Spec 01 §5, §9: the contract form's calendars run from 1900 to 2060. */
const YEARS = [1900, 2060] as const;

/** A Spanish dd-mm-yy calendar bound to an ISO day; the picker opens from its icon. */
export function DateInput(props: BoundInputProps<string>) {
  return <IsoDayInput {...props} years={YEARS} typed />;
}
