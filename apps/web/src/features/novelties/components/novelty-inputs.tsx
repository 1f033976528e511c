import type { ComponentProps } from 'react';
import { DateField, FormField } from '../../../components/crud-page/index.ts';
import { MoneyInput } from '../../employees/components/money-input.tsx';
import { CodeNameSelect } from './novelty-fields.tsx';

/** The names of a form's fields whose value is of type `Value`. */
type NameOf<Values, Value> = { [K in keyof Values]: Values[K] extends Value ? K : never }[keyof Values] &
  string;

/** Whether a bound field is required (most are) or disabled. */
interface InputOptions {
  required?: boolean;
  disabled?: boolean;
}

/** What a code drop-down states besides its binding: label, options, empty texts and the rest. */
type SelectProps = Omit<ComponentProps<typeof CodeNameSelect>, 'id' | 'value' | 'error' | 'onChange'> &
  Partial<Pick<ComponentProps<typeof CodeNameSelect>, 'onChange'>>;

/** The concept drop-down's words in the overtime, reported and fixed dialogs. */
export const CONCEPT_CHOICE = {
  label: 'Concepto',
  things: 'conceptos',
  placeholder: 'Seleccione un concepto',
};

/**
 * Binds the fields of a novelty form (decision 0370): `date('startDate', 'fixed-start', 'Fecha inicio')`
 * is the required field of that name with its value, its message and its change; `money` the same
 * for an amount, `select` for a code drop-down (its own change may replace the binding's). Each call
 * states only its name, id, label and options.
 */
export function noveltyInputsOf<Values>(
  values: Values,
  set: <K extends keyof Values>(name: K, value: Values[K]) => void,
  errors: Partial<Record<keyof Values, string>>,
) {
  return {
    select: (name: NameOf<Values, string>, id: string, props: SelectProps) => (
      <CodeNameSelect
        id={id}
        value={values[name] as string}
        onChange={(code) => set(name, code as Values[typeof name])}
        error={errors[name]}
        {...props}
      />
    ),
    date: (name: NameOf<Values, string>, id: string, label: string, options: InputOptions = {}) => (
      <FormField id={id} label={label} required={options.required ?? true} error={errors[name]}>
        <DateField
          id={id}
          value={values[name] as string}
          onChange={(value) => set(name, value as Values[typeof name])}
          invalid={Boolean(errors[name])}
          disabled={options.disabled}
        />
      </FormField>
    ),
    money: (name: NameOf<Values, number | null>, id: string, label: string, options: InputOptions = {}) => (
      <FormField id={id} label={label} required={options.required ?? true} error={errors[name]}>
        <MoneyInput
          id={id}
          value={values[name] as number | null}
          onChange={(value) => set(name, value as Values[typeof name])}
          invalid={Boolean(errors[name])}
          disabled={options.disabled}
        />
      </FormField>
    ),
  };
}
