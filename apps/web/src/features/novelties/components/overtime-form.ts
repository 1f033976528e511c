import {
  NOVELTY_MESSAGES as M,
  NOVELTY_LIMITS,
  type TCreateOvertimeRequest,
  type TOvertimeRow,
} from '@quincena/contracts/novelties';
import type { CheckResult } from '../../../components/crud-page/index.ts';
import { checkPeriodAndEmployee, fail, hasTwoDecimalsAtMost } from './form-checks.ts';

export interface OvertimeFormValues {
  calendarId: number | null;
  contractId: number | null;
  conceptCode: string;
  hours: number | null;
  date: string;
}

export const emptyOvertimeForm = (): OvertimeFormValues => ({
  calendarId: null,
  contractId: null,
  conceptCode: '',
  hours: null,
  date: '',
});

export const overtimeFormOf = (row: TOvertimeRow): OvertimeFormValues => ({
  calendarId: row.calendarId,
  contractId: row.contractId,
  conceptCode: row.conceptCode,
  hours: row.hours,
  date: row.date,
});

/**
 * Horas extra y recargos: calendar, employee, concept, time (more than zero, two decimals at most,
 * spec 02 §5 "Overtime"), date. The create body; an update sends its calendar, hours and date.
 */
export function checkOvertimeForm(
  values: OvertimeFormValues,
): CheckResult<OvertimeFormValues, TCreateOvertimeRequest> {
  const chosen = checkPeriodAndEmployee(values);
  if (!chosen.ok) return chosen;
  if (values.conceptCode === '') return fail('conceptCode', M.conceptRequired);
  if (values.hours === null) return fail('hours', M.overtimeHoursRequired);
  if (values.hours <= 0) return fail('hours', M.overtimeHoursPositive);
  if (!hasTwoDecimalsAtMost(values.hours)) return fail('hours', M.overtimeHoursDecimals);
  if (values.hours > NOVELTY_LIMITS.overtimeHoursMax) return fail('hours', M.overtimeHoursMax);
  if (values.date === '') return fail('date', M.overtimeDateRequired);
  return {
    ok: true,
    body: {
      ...chosen.ids,
      conceptCode: values.conceptCode as TCreateOvertimeRequest['conceptCode'],
      hours: values.hours,
      date: values.date,
    },
  };
}
