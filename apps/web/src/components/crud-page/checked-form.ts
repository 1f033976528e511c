import { useCallback, useEffect, useState } from 'react';
import { useFieldErrors } from './field-errors.ts';
import { warnFirst } from './save-feedback.ts';

/** What a screen's form check answers: the body to send, or the first problem in the spec's order. */
export type CheckResult<Values, Body> =
  | { ok: true; body: Body }
  | {
      ok: false;
      field: Extract<keyof Values, string>;
      message: string;
      /** Values the screen empties with the message (the vacation's days, its dates). */
      clear?: Partial<Values>;
    };

/**
 * The state of a form whose checks run in the order a spec lists them (one message at a time, as
 * the screens' alerts do): values reset each time the dialog opens, the failing field is marked
 * and its message shown for 4 s.
 */
export function useCheckedForm<Values extends object, Body>({
  visible,
  initial,
  check,
}: {
  visible: boolean;
  /** The values the dialog opens with (empty, or the row being edited). */
  initial: () => Values;
  check: (values: Values) => CheckResult<Values, Body>;
}) {
  const [values, setValues] = useState<Values>(initial);
  const { errors, setErrors, clear } = useFieldErrors<keyof Values>();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form resets when the dialog opens, not when its caller re-renders.
  useEffect(() => {
    if (!visible) return;
    setValues(initial());
    setErrors({});
  }, [visible]);

  const set = useCallback(
    <K extends keyof Values>(key: K, value: Values[K]) => {
      setValues((previous) => ({ ...previous, [key]: value }));
      clear(key);
    },
    [clear],
  );

  const patch = useCallback((changes: Partial<Values>) => {
    setValues((previous) => ({ ...previous, ...changes }));
  }, []);

  /** Runs the check; a valid form goes to `onValid` with its body. */
  function submit(onValid: (body: Body, values: Values) => void) {
    const verdict = check(values);
    if (!verdict.ok) {
      setErrors({ [verdict.field]: verdict.message } as Partial<Record<keyof Values, string>>);
      if (verdict.clear) patch(verdict.clear);
      warnFirst(verdict.message);
      return;
    }
    setErrors({});
    onValid(verdict.body, values);
  }

  return { values, set, patch, errors, setErrors, submit };
}
