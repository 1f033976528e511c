/**
 * A control outside a FormField tied to its message (decision 0370): marked invalid and described
 * by `${id}-error` while it has one. Spread into the control; `ErrorText` shows the message.
 */
export const errorBinding = (id: string, error: string | undefined) => ({
  invalid: Boolean(error),
  'aria-describedby': error ? `${id}-error` : undefined,
});

/** The message under such a control, with the id its `aria-describedby` names. */
export function ErrorText({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <small id={`${id}-error`} className="p-error">
      {error}
    </small>
  ) : null;
}
