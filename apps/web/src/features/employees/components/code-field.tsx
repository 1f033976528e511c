import type { ComponentProps } from 'react';
import { ReferenceSelect, type ReferenceSelectProps } from '../../reference/index.ts';
import { Field } from './field.tsx';

type SelectProps = Omit<ReferenceSelectProps, 'inputId' | 'value' | 'onChange' | 'invalid'>;

/**
 * A labelled reference-list drop-down of the person and contract forms, whose values keep an
 * unchosen list as '' (decision 0360): the chosen code, or '' when cleared. Marked invalid while the
 * field has a message unless `invalid` says otherwise.
 */
export function CodeField({
  id,
  label,
  required,
  error,
  value,
  onChange,
  invalid = Boolean(error),
  ...select
}: Pick<ComponentProps<typeof Field>, 'id' | 'label' | 'required' | 'error'> &
  SelectProps & {
    value: string;
    onChange: (code: string) => void;
    invalid?: boolean;
  }) {
  return (
    <Field id={id} label={label} required={required} error={error}>
      <ReferenceSelect
        inputId={id}
        value={value || null}
        onChange={(code) => onChange(code ?? '')}
        invalid={invalid}
        {...select}
      />
    </Field>
  );
}

/** The names of a form's fields that hold a list code (string values). */
type CodeName<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values] & string;

type CodeFieldProps = ComponentProps<typeof CodeField>;

/**
 * Binds CodeField to one form's values: `code('bankCode', 'Banco', 'banks', 'bancos')` is the
 * required field of that name; `more` adds or overrides props (not required, showClear, filter, a
 * change that also clears another field).
 */
export function codeFieldsOf<Values>(
  values: Values,
  set: (name: CodeName<Values>, code: string) => void,
  errorOf: (name: CodeName<Values>) => string | undefined,
) {
  return (
    name: CodeName<Values>,
    label: string,
    listKey: CodeFieldProps['listKey'],
    things: string,
    more: Partial<CodeFieldProps> = {},
  ) => (
    <CodeField
      id={name}
      label={label}
      required
      error={errorOf(name)}
      listKey={listKey}
      things={things}
      value={values[name] as string}
      onChange={(code) => set(name, code)}
      {...more}
    />
  );
}
