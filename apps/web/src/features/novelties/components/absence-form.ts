import {
  EXTENSION_CONTINGENCY_CODES,
  NOVELTY_MESSAGES as M,
  NOVELTY_LIMITS,
  type TAbsenceRequest,
  type TAbsenceRow,
} from '@quincena/contracts/novelties';
import type { CheckResult } from '../../../components/crud-page/index.ts';
import { checkPeriodAndEmployee, fail, textOrNull, withObservations } from './form-checks.ts';

export interface AbsenceFormValues {
  calendarId: number | null;
  contractId: number | null;
  contingencyCode: string;
  startDate: string;
  /** Tiempo: what the user typed, at most 7 characters. */
  days: string;
  extensionOfId: number | null;
  diagnosisCode: string;
  observations: string;
}

export const emptyAbsenceForm = (): AbsenceFormValues => ({
  calendarId: null,
  contractId: null,
  contingencyCode: '',
  startDate: '',
  days: '',
  extensionOfId: null,
  diagnosisCode: '',
  observations: '',
});

export const absenceFormOf = (row: TAbsenceRow): AbsenceFormValues => ({
  calendarId: row.calendarId,
  contractId: row.contractId,
  contingencyCode: row.contingencyCode,
  startDate: row.startDate,
  days: String(row.days),
  extensionOfId: row.extensionOfId,
  diagnosisCode: row.diagnosisCode ?? '',
  observations: row.observations ?? '',
});

/** Prórroga is offered only for contingencies 1053 and 1061 (spec 02 §5, §9). */
export const allowsExtension = (contingencyCode: string): boolean =>
  (EXTENSION_CONTINGENCY_CODES as readonly string[]).includes(contingencyCode);

/** Tiempo as whole days, or the message that says why not. */
export function absenceDays(text: string): { days: number } | { problem: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { problem: M.absenceDaysRequired };
  if (trimmed.length > NOVELTY_LIMITS.absenceTimeChars) return { problem: M.absenceDaysTooLong };
  if (!/^\d+$/.test(trimmed)) return { problem: M.absenceDaysInteger };
  const days = Number(trimmed);
  if (days < 1) return { problem: M.absenceDaysMin };
  if (days > NOVELTY_LIMITS.absenceDaysMax) return { problem: M.absenceDaysMax };
  return { days };
}

/**
 * Ausentismos y licencias: calendar, employee, contingency, start date, Tiempo (whole days, at most
 * 7 characters), the diagnosis of an incapacity, observations ≤ 70 (spec 02 §5 "Absence"). The end
 * date is asked of the server after these checks, before the save.
 */
export function checkAbsenceForm(
  values: AbsenceFormValues,
  context: { incapacity: boolean },
): CheckResult<AbsenceFormValues, TAbsenceRequest> {
  const chosen = checkPeriodAndEmployee(values);
  if (!chosen.ok) return chosen;
  if (values.contingencyCode === '') return fail('contingencyCode', M.absenceContingencyRequired);
  if (values.startDate === '') return fail('startDate', M.absenceStartRequired);
  const days = absenceDays(values.days);
  if ('problem' in days) return fail('days', days.problem);
  if (context.incapacity && values.diagnosisCode === '')
    return fail('diagnosisCode', M.absenceDiagnosisRequired);
  return withObservations(values.observations, chosen.ids, {
    contingencyCode: values.contingencyCode,
    startDate: values.startDate,
    days: days.days,
    extensionOfId: allowsExtension(values.contingencyCode) ? values.extensionOfId : null,
    diagnosisCode: context.incapacity ? textOrNull(values.diagnosisCode) : null,
  });
}
