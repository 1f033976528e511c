import { useCallback, useEffect, useRef, useState } from 'react';
import { useFieldErrors } from './field-errors.ts';
import { warnFirst } from './save-feedback.ts';

type FieldOf<Values> = Extract<keyof Values, string>;

/** What a screen's form check answers: the body to send, or the first problem in the spec's order. */
export type CheckResult<Values, Body> =
  | { ok: true; body: Body }
  | {
      ok: false;
      field: FieldOf<Values>;
      message: string;
      /** Values the screen empties with the message (the vacation's days, its dates). */
      clear?: Partial<Values>;
      /**
       * Every failing field's message, for the forms that mark all failures at once (login,
       * password, the accounting and company forms); without it only `field` is marked.
       */
      fields?: Partial<Record<FieldOf<Values>, string>>;
    };

/** A zod-like schema: only `safeParse` is used, so this file does not import zod itself. */
interface SafeParser<Body> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: Body }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * A check by the contract's own schema: every field's first message (the way the schema orders
 * them), the first of `order` announced. A failure that names no field of `order` is announced as
 * the first issue's message on the first field.
 */
export function checkBySchema<Values, Body>(
  schema: SafeParser<Body>,
  input: unknown,
  order: readonly FieldOf<Values>[],
): CheckResult<Values, Body> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, body: parsed.data };
  const fields: Partial<Record<FieldOf<Values>, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') as FieldOf<Values>;
    fields[field] ??= issue.message;
  }
  const field = order.find((name) => fields[name]);
  if (field) return { ok: false, field, message: fields[field] ?? '', fields };
  return {
    ok: false,
    field: order[0] as FieldOf<Values>,
    message: parsed.error.issues[0]?.message ?? '',
    fields,
  };
}

/**
 * The state of a form whose checks run in the order a spec lists them (one message at a time, as
 * the screens' alerts do): values reset each time the dialog opens, the failing field is marked
 * and its message shown for 4 s.
 */
export function useCheckedForm<Values extends object, Body>({
  visible,
  initial,
  check,
  revalidate = false,
  announce = warnFirst,
  focusOnError,
}: {
  visible: boolean;
  /** The values the dialog opens with (empty, or the row being edited). */
  initial: () => Values;
  check: (values: Values) => CheckResult<Values, Body>;
  /**
   * After the first Guardar (`true`), or from the first change (`'always'`), a field's message
   * follows its value as it is typed (the check runs again for that field) instead of clearing:
   * the forms that came from react-hook-form keep it.
   */
  revalidate?: boolean | 'always';
  /** How the first failure is announced; the 4-second warning by default. */
  announce?: (message: string) => void;
  /**
   * The inputs that take the focus after a failed Guardar, in the form's order ([field, element
   * id]): the first whose field failed is focused, as react-hook-form did for the inputs it held.
   */
  focusOnError?: readonly (readonly [FieldOf<Values>, string])[];
}) {
  const [values, setValues] = useState<Values>(initial);
  const { errors, setErrors, clear, markServer } = useFieldErrors<keyof Values>();
  // The latest values and whether Guardar ran since the form opened, for `revalidate`.
  const latest = useRef(values);
  latest.current = values;
  const submitted = useRef(false);
  const checkRef = useRef(check);
  checkRef.current = check;

  const reset = useCallback(
    (next: Values) => {
      latest.current = next;
      submitted.current = false;
      setValues(next);
      setErrors({});
    },
    [setErrors],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form resets when the dialog opens, not when its caller re-renders.
  useEffect(() => {
    if (!visible) return;
    reset(initial());
  }, [visible]);

  const set = useCallback(
    <K extends keyof Values>(key: K, value: Values[K]) => {
      const next = { ...latest.current, [key]: value };
      latest.current = next;
      setValues(next);
      if (!(revalidate === 'always' || (revalidate && submitted.current))) {
        clear(key);
        return;
      }
      const verdict = checkRef.current(next);
      const fields = verdict.ok ? undefined : (verdict.fields as Partial<Record<keyof Values, string>>);
      const message = verdict.ok
        ? undefined
        : (fields?.[key] ?? ((verdict.field as keyof Values) === key ? verdict.message : undefined));
      setErrors((previous) => (previous[key] === message ? previous : { ...previous, [key]: message }));
    },
    [clear, revalidate, setErrors],
  );

  const patch = useCallback((changes: Partial<Values>) => {
    latest.current = { ...latest.current, ...changes };
    setValues(latest.current);
  }, []);

  /** Runs the check; a valid form goes to `onValid` with its body. */
  function submit(onValid: (body: Body, values: Values) => void) {
    submitted.current = true;
    const verdict = check(latest.current);
    if (!verdict.ok) {
      const failed = (verdict.fields ?? { [verdict.field]: verdict.message }) as Partial<
        Record<keyof Values, string>
      >;
      setErrors(failed);
      if (verdict.clear) patch(verdict.clear);
      const target = focusOnError?.find(([field]) => failed[field]);
      if (target) document.getElementById(target[1])?.focus();
      announce(verdict.message);
      return;
    }
    setErrors({});
    onValid(verdict.body, latest.current);
  }

  return { values, set, patch, reset, errors, setErrors, markServer, submit };
}
