import { Password } from 'primereact/password';
import type { ReactNode } from 'react';
import { FormField } from '../../../components/crud-page/index.ts';

/**
 * A labelled password with its eye switch and no PrimeReact strength pop-up (the sign-up and
 * password screens draw their own meter as `children`), marked invalid while it has a message.
 */
export function PasswordField({
  id,
  label,
  autoComplete,
  value,
  onChange,
  error,
  children,
}: {
  id: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  children?: ReactNode;
}) {
  return (
    <FormField id={id} label={label} error={error}>
      <Password
        inputId={id}
        autoComplete={autoComplete}
        feedback={false}
        toggleMask
        value={value}
        onChange={(event) => onChange(event.target.value)}
        invalid={Boolean(error)}
        className="w-full"
        inputClassName="w-full"
      />
      {children}
    </FormField>
  );
}
