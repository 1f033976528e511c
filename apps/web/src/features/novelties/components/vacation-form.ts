import {
  NOVELTY_MESSAGES as M,
  NOVELTY_LIMITS,
  type TVacationRequest,
  type TVacationRow,
} from '@quincena/contracts/novelties';
import type { CheckResult } from '../../../components/crud-page/index.ts';
import { checkPeriodAndEmployee, fail, hasTwoDecimalsAtMost } from './form-checks.ts';

export interface VacationFormValues {
  calendarId: number | null;
  contractId: number | null;
  daysInTime: number | null;
  daysInMoney: number | null;
  startDate: string;
  /** Read-only: the server's answer for the start date and the days in time. */
  endDate: string;
}

export const emptyVacationForm = (): VacationFormValues => ({
  calendarId: null,
  contractId: null,
  daysInTime: null,
  daysInMoney: null,
  startDate: '',
  endDate: '',
});

export const vacationFormOf = (row: TVacationRow): VacationFormValues => ({
  calendarId: row.calendarId,
  contractId: row.contractId,
  daysInTime: row.daysInTime || null,
  daysInMoney: row.daysInMoney || null,
  startDate: row.startDate ?? '',
  endDate: row.endDate ?? '',
});

/** True when the server can be asked for the end date (spec 02 §4: a start date and days in time > 0). */
export const canAskVacationEndDate = (values: VacationFormValues): boolean =>
  values.contractId !== null &&
  values.startDate !== '' &&
  values.daysInTime !== null &&
  values.daysInTime > 0 &&
  Number.isInteger(values.daysInTime);

/**
 * Vacaciones (spec 02 §5 "Vacation add"), in order: calendar, employee, days in time or in money,
 * never both (both are cleared), days in time need a start date. Days in money carry no dates.
 */
export function checkVacationForm(
  values: VacationFormValues,
): CheckResult<VacationFormValues, TVacationRequest> {
  const chosen = checkPeriodAndEmployee(values);
  if (!chosen.ok) return chosen;
  const inTime = values.daysInTime ?? 0;
  const inMoney = values.daysInMoney ?? 0;
  if (inTime < 0 || inMoney < 0) return fail('daysInTime', M.vacationDaysMin);
  if (inTime === 0 && inMoney === 0) return fail('daysInTime', M.vacationDaysRequired);
  if (inTime > 0 && inMoney > 0) {
    return { ...fail('daysInTime', M.vacationBothDays), clear: { daysInTime: null, daysInMoney: null } };
  }
  if (!Number.isInteger(inTime)) return fail('daysInTime', M.vacationDaysInteger);
  if (!hasTwoDecimalsAtMost(inMoney)) return fail('daysInMoney', M.vacationDaysDecimals);
  if (inTime > NOVELTY_LIMITS.vacationDaysMax || inMoney > NOVELTY_LIMITS.vacationDaysMax)
    return fail(inTime > 0 ? 'daysInTime' : 'daysInMoney', M.vacationDaysMax);
  if (inTime > 0 && values.startDate === '') return fail('startDate', M.vacationStartRequired);
  const inMoneyOnly = inTime === 0;
  return {
    ok: true,
    body: {
      ...chosen.ids,
      daysInTime: inTime,
      daysInMoney: inMoney,
      startDate: inMoneyOnly ? null : values.startDate,
      endDate: inMoneyOnly || values.endDate === '' ? null : values.endDate,
    },
  };
}
