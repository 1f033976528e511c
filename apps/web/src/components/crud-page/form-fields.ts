import { codeNameFieldsOf } from './dropdown-field.tsx';
import { textFieldsOf } from './text-field.tsx';

type TextBinder<Values> = typeof textFieldsOf<Values>;

/**
 * Both field binders of one form (decision 0370): `choice` for its code-and-name drop-downs (each
 * call gives its own id), `text` for its text fields with what they all share (ids, input class,
 * named inputs). Both read the form's values, messages and change from the same three arguments.
 */
export function formFieldsOf<Values>(
  values: Values,
  set: Parameters<TextBinder<Values>>[1],
  errorOf: Parameters<TextBinder<Values>>[2],
  shared: Parameters<TextBinder<Values>>[3] = {},
) {
  return {
    choice: codeNameFieldsOf(values, set, errorOf),
    text: textFieldsOf(values, set, errorOf, shared),
  };
}
