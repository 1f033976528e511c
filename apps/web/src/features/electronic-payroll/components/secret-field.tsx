import { Password } from 'primereact/password';
import type { ReactNode } from 'react';
import { FormField } from '../../../components/crud-page/index.ts';

/** A required secret of the DIAN set-up (PIN, passwords): typed hidden, with the eye to show it. */
export function SecretField({
  id,
  label,
  hint,
  value,
  onChange,
  maxLength,
  disabled,
}: {
  id: string;
  label: string;
  hint: ReactNode;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  disabled: boolean;
}) {
  return (
    <FormField id={id} label={label} required hint={hint}>
      <Password
        inputId={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        feedback={false}
        toggleMask
        maxLength={maxLength}
        disabled={disabled}
        className="w-full"
        inputClassName="w-full"
      />
    </FormField>
  );
}
