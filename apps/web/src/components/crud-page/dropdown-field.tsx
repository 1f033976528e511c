import { Dropdown } from 'primereact/dropdown';
import type { ComponentProps } from 'react';
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
