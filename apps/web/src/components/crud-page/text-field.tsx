import { InputText } from 'primereact/inputtext';
import type { ComponentProps } from 'react';
import { type FieldFrameProps, FormField, splitFieldFrame } from './form-field.tsx';

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
export function TextField(
  props: FieldFrameProps &
    InputProps & {
      value: string;
      onChange: (value: string) => void;
      inputClassName?: string;
    },
) {
  const { frame, own } = splitFieldFrame(props);
  const { value, onChange, inputClassName, ...input } = own;
  return (
    <FormField {...frame}>
      <InputText
        id={frame.id}
        {...input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        invalid={Boolean(frame.error)}
        className={inputClassName}
      />
    </FormField>
  );
}

type TextFieldProps = ComponentProps<typeof TextField>;

/** The names of a form's fields that hold text. */
type TextName<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values] & string;

/**
 * Binds TextField to one form's values (decision 0360): `text('name', 'Nombre', 60)` is the required
 * field of that name, with its value, its message and its change. `shared` holds what every field of
 * the form has (the id made from the name, the input's class, the input named after the field);
 * `more` adds or overrides one field's props (not required, type, a change that also fills another).
 */
export function textFieldsOf<Values>(
  values: Values,
  set: (name: TextName<Values>, value: string) => void,
  errorOf: (name: TextName<Values>) => string | undefined,
  {
    idOf = (name) => name,
    named = false,
    ...shared
  }: Partial<TextFieldProps> & { idOf?: (name: string) => string; named?: boolean } = {},
) {
  return (name: TextName<Values>, label: string, maxLength: number, more: Partial<TextFieldProps> = {}) => (
    <TextField
      id={idOf(name)}
      label={label}
      required
      error={errorOf(name)}
      {...(named ? { name } : {})}
      value={values[name] as string}
      onChange={(value) => set(name, value)}
      maxLength={maxLength}
      {...shared}
      {...more}
    />
  );
}
