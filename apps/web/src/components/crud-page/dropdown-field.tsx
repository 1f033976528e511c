import { Dropdown } from 'primereact/dropdown';
import type { ComponentProps } from 'react';
import { noOptionsText } from '../data-table/empty-options.ts';
import { type FieldFrameProps, FormField, splitFieldFrame } from './form-field.tsx';

type DropdownProps = Omit<
  ComponentProps<typeof Dropdown>,
  'inputId' | 'value' | 'onChange' | 'invalid' | 'className'
>;

/**
 * A labelled full-width drop-down (decision 0355): FormField around a Dropdown that answers the
 * chosen value and is marked invalid while the field has a message. Every other Dropdown property
 * (options, labels, placeholder, filter, empty messages) passes through.
 */
export function DropdownField<Value>(
  props: FieldFrameProps &
    DropdownProps & {
      value: Value;
      onChange: (value: Value) => void;
    },
) {
  const { frame, own } = splitFieldFrame(props);
  const { value, onChange, ...dropdown } = own;
  return (
    <FormField {...frame}>
      <Dropdown
        inputId={frame.id}
        value={value}
        {...dropdown}
        onChange={(event) => onChange(event.value)}
        invalid={Boolean(frame.error)}
        className="w-full"
      />
    </FormField>
  );
}

/** The names of a form's fields that hold a chosen code ('' while none is chosen). */
type CodeName<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values] & string;

type CodeNameFieldProps = Partial<ComponentProps<typeof DropdownField<string | null>>>;

/**
 * Binds DropdownField to one form's code fields whose options are code and name (decision 0360):
 * `choice('status', 'Estado', statuses, 'estados')` is the required field of that name, showing the
 * names, keeping the code ('' when cleared) and saying 'No hay estados disponibles' when the list is
 * empty. `more` adds or overrides props (placeholder, filter, a change that also fills another field).
 */
export function codeNameFieldsOf<Values>(
  values: Values,
  set: (name: CodeName<Values>, code: string) => void,
  errorOf: (name: CodeName<Values>) => string | undefined,
  idOf: (name: string) => string = (name) => name,
) {
  return (
    name: CodeName<Values>,
    label: string,
    options: readonly { code: string; name: string }[],
    things: string,
    more: CodeNameFieldProps = {},
  ) => (
    <DropdownField<string | null>
      id={idOf(name)}
      label={label}
      required
      error={errorOf(name)}
      value={(values[name] as string) || null}
      options={[...options]}
      optionLabel="name"
      optionValue="code"
      emptyMessage={noOptionsText(things)}
      onChange={(value) => set(name, value ?? '')}
      {...more}
    />
  );
}
