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
