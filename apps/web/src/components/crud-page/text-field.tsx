import { InputText } from 'primereact/inputtext';
import type { ComponentProps } from 'react';
import { FormField } from './form-field.tsx';

type InputProps = Pick<
  ComponentProps<typeof InputText>,
  | 'name'
  | 'type'
  | 'autoComplete'
  | 'inputMode'
  | 'maxLength'
  | 'disabled'
  | 'onBlur'
  | 'placeholder'
  | 'keyfilter'
  | 'aria-describedby'
>;

/**
 * A labelled one-line text field (decision 0320): FormField around an InputText that answers the
 * typed text and is marked invalid while the field has a message.
 */
export function TextField({
  id,
  label,
  required,
  error,
  hint,
  hintClassName,
  className,
  inputClassName,
  value,
  onChange,
  ...input
}: Omit<ComponentProps<typeof FormField>, 'children'> &
  InputProps & {
    value: string;
    onChange: (value: string) => void;
    inputClassName?: string;
  }) {
  return (
    <FormField
      id={id}
      label={label}
      required={required}
      error={error}
      hint={hint}
      hintClassName={hintClassName}
      className={className}
    >
      <InputText
        id={id}
        {...input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        invalid={Boolean(error)}
        className={inputClassName}
      />
    </FormField>
  );
}
