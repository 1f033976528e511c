import type { ReactNode } from 'react';

/** Label, control and the field's message, laid out the same in the person and contract forms. */
export function Field({
  id,
  label,
  required = false,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string | undefined;
  hint?: string | undefined;
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
        hint && <small className="employee-form__hint">{hint}</small>
      )}
    </div>
  );
}
