import { useCallback, useState } from 'react';
import { serverFields } from './save-feedback.ts';

/**
 * The per-field messages of a form (decision 0320): its own checks set them, typing in a field
 * clears that field's message, and a server refusal that names fields shows its Spanish messages
 * under them.
 */
export function useFieldErrors<Field extends PropertyKey>() {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  /** Clears one field's message (the clerk is correcting it). */
  const clear = useCallback((field: Field) => {
    setErrors((previous) => (previous[field] ? { ...previous, [field]: undefined } : previous));
  }, []);

  /**
   * Shows the messages of a server refusal under the fields it names (only `fields` when given),
   * in place of the form's own; answers whether it named any.
   */
  const markServer = useCallback((error: unknown, fields?: readonly Field[]): boolean => {
    const named = serverFields(error);
    if (!named) return false;
    const kept = Object.entries(named).filter(
      ([field]) => !fields || (fields as readonly PropertyKey[]).includes(field),
    );
    setErrors(Object.fromEntries(kept) as Partial<Record<Field, string>>);
    return kept.length > 0;
  }, []);

  return { errors, setErrors, clear, markServer };
}
