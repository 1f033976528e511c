import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { notify } from '../notify.tsx';

/** Validation and success toasts last 4 s (spec 02 §9, spec 03 §8). */
export const FORM_TOAST_LIFE_MS = 4000;

/** Shows the first failing check of a form, the way every screen's validation alerts read. */
export function warnFirst(message: string | undefined): void {
  if (message) notify.warn(message, { life: FORM_TOAST_LIFE_MS });
}

/** The per-field messages of a server refusal, if it named any. */
export function serverFields(error: unknown): Record<string, string> | undefined {
  return error instanceof ApiError && error.fields ? error.fields : undefined;
}

export interface SaveFeedbackOptions<Answer> {
  /** The success text: fixed, or read from the server's answer. */
  success: string | ((answer: Answer) => string);
  /** Closes the dialog after a successful save. */
  onHide: () => void;
  /** Receives the saved record first (the caller's own follow-up: a nested dialog's choice, a secret). */
  onSaved?: (answer: Answer) => void;
  /** Receives a refusal before its toast (to mark the fields it names, or clear dates). */
  onRefused?: (error: unknown) => void;
  /** Rewrites the server message before it is shown (some screens drop double quotes). */
  serverMessage?: (message: string) => string;
  /** How a refusal shows; the sticky 'Aviso' warning by default. */
  showError?: (message: string) => void;
}

/**
 * The callbacks of every add/edit save (spec 02 shared section, spec 03 §8): success toast and
 * close, or the server's message as a sticky 'Aviso' with the dialog left open as it was.
 */
export function saveFeedback<Answer>({
  success,
  onHide,
  onSaved,
  onRefused,
  serverMessage = (message) => message,
  showError = (message) => notify.serverError(message),
}: SaveFeedbackOptions<Answer>) {
  return {
    onSuccess: (answer: Answer) => {
      onSaved?.(answer);
      notify.success(typeof success === 'function' ? success(answer) : success, {
        life: FORM_TOAST_LIFE_MS,
      });
      onHide();
    },
    onError: (error: unknown) => {
      onRefused?.(error);
      showError(serverMessage(errorMessage(error)));
    },
  };
}

/** Drops the double quotes some servers wrap names in (spec 02 §8: "split on the double-quote"). */
export const withoutQuotes = (message: string): string => message.split('"').join('');
