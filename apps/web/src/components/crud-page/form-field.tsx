import './crud-page.css';
import type { ReactNode } from 'react';

/** Label (with the asterisk of a required field), control and the field's message. */
export function FormField({
  id,
  label,
  required = false,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `field-group ${className}` : 'field-group'}>
      <label htmlFor={id} className="field-label">
        {label}
        {required && ' *'}
      </label>
      {children}
      {error ? (
        <small className="field-error" id={`${id}-error`}>
          {error}
        </small>
      ) : (
        hint && <small className="crud-form__hint">{hint}</small>
      )}
    </div>
  );
}
