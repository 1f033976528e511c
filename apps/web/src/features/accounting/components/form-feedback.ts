import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client.ts';

/** The message of the first failing field in the screen's check order (spec 03 §5 names the order). */
export function firstErrorMessage<Values extends FieldValues>(
  errors: FieldErrors<Values>,
  order: readonly Path<Values>[],
): string | undefined {
  for (const name of order) {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}

/** Marks the fields a server refusal names, so the dialog shows where the problem is. */
export function markServerFields<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
): void {
  if (!(error instanceof ApiError) || !error.fields) return;
  for (const [field, message] of Object.entries(error.fields)) {
    if ((fields as readonly string[]).includes(field)) setError(field as Path<Values>, { message });
  }
}
