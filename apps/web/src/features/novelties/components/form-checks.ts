import { NOVELTY_MESSAGES as M, NOVELTY_LIMITS } from '@quincena/contracts/novelties';

/** A failed check: which field, which words. */
export interface Failure<Field extends string> {
  ok: false;
  field: Field;
  message: string;
}

export const fail = <Field extends string>(field: Field, message: string): Failure<Field> => ({
  ok: false,
  field,
  message,
});

/** The contracts' own rule, so the browser and the server agree on "two decimals at most". */
export { hasAtMostTwoDecimals as hasTwoDecimalsAtMost } from '@quincena/contracts/novelties';

/** Observaciones: at most 70 characters (spec 02 §5). */
export function observationsProblem(text: string): string | undefined {
  return text.trim().length > NOVELTY_LIMITS.observationsMax ? M.observationsTooLong : undefined;
}

/** '' or the trimmed text, as the contracts take it. */
export const textOrNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The calendar and employee every novelty form starts with. */
export interface PeriodAndEmployee {
  calendarId: number | null;
  contractId: number | null;
}

/**
 * The first checks of every novelty form: the calendar, then the employee. Either the failure of the
 * first one missing, or both ids for the request's body.
 */
export function checkPeriodAndEmployee(
  values: PeriodAndEmployee,
): Failure<keyof PeriodAndEmployee> | { ok: true; ids: { calendarId: number; contractId: number } } {
  if (values.calendarId === null) return fail('calendarId', M.calendarRequired);
  if (values.contractId === null) return fail('contractId', M.employeeRequired);
  return { ok: true, ids: { calendarId: values.calendarId, contractId: values.contractId } };
}

/**
 * The last check and the body of a novelty with Observaciones: too long fails; else the body is the
 * calendar and employee, the form's own fields, then the trimmed observations (null when empty).
 */
export function withObservations<Own extends object>(
  observations: string,
  ids: { calendarId: number; contractId: number },
  own: Own,
): Failure<'observations'> | { ok: true; body: typeof ids & Own & { observations: string | null } } {
  const problem = observationsProblem(observations);
  if (problem) return fail('observations', problem);
  return { ok: true, body: { ...ids, ...own, observations: textOrNull(observations) } };
}
