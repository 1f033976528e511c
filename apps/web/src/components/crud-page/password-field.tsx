import { Password } from 'primereact/password';
import type { ReactNode } from 'react';

/**
 * A labelled password with its eye switch and no PrimeReact strength pop-up (the screens that
 * want one draw the strength meter as `children`), marked invalid while the field has a message.
 */
export function PasswordField({
  id,
  label,
  autoComplete,
  required,
  maxLength,
  value,
  onChange,
  error,
  children,
}: {
  id: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  required?: boolean;
  maxLength?: number;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  children?: ReactNode;
}) {
  // Not FormField: the meter (`children`) stands below the field's message.
  return (
    <div className="field-group">
      <label htmlFor={id} className="field-label">
        {label}
        {required && ' *'}
      </label>
      <Password
        inputId={id}
        autoComplete={autoComplete}
        feedback={false}
        toggleMask
        value={value}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        invalid={Boolean(error)}
        className="w-full"
        inputClassName="w-full"
      />
      {error && (
        <small className="field-error" id={`${id}-error`}>
          {error}
        </small>
      )}
      {children}
    </div>
  );
}
