import './crud-page.css';
import type { ComponentProps, ReactNode } from 'react';

/**
 * Label (with the asterisk of a required field), control and the field's message: the one field
 * wrapper of every form (decision 0320).
 */
export function FormField({
  id,
  label,
  required = false,
  error,
  hint,
  hintClassName = 'crud-form__hint',
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string | undefined;
  hint?: ReactNode;
  /** The hint's look (the person and contract forms keep their own). */
  hintClassName?: string;
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
        hint && <small className={hintClassName}>{hint}</small>
      )}
    </div>
  );
}

/** What FormField takes besides its control: a field component's props split into these and its own. */
export type FieldFrameProps = Omit<ComponentProps<typeof FormField>, 'children'>;

export function splitFieldFrame<Props extends FieldFrameProps>({
  id,
  label,
  required,
  error,
  hint,
  hintClassName,
  className,
  ...own
}: Props) {
  return { frame: { id, label, required, error, hint, hintClassName, className }, own };
}
