import {
  NOVELTY_MESSAGES as M,
  type TRetirementRequest,
  type TRetirementRow,
} from '@quincena/contracts/novelties';
import type { CheckResult } from '../../../components/crud-page/index.ts';
import { checkPeriodAndEmployee, fail } from './form-checks.ts';

export interface RetirementFormValues {
  calendarId: number | null;
  contractId: number | null;
  reasonCode: string;
  date: string;
}

export const emptyRetirementForm = (): RetirementFormValues => ({
  calendarId: null,
  contractId: null,
  reasonCode: '',
  date: '',
});

export const retirementFormOf = (row: TRetirementRow): RetirementFormValues => ({
  calendarId: row.calendarId,
  contractId: row.contractId,
  reasonCode: row.reasonCode,
  date: row.date,
});

/** Retiros: the calendar, the employee, the reason and the withdrawal date of the create payload (spec 02 §5). */
export function checkRetirementForm(
  values: RetirementFormValues,
): CheckResult<RetirementFormValues, TRetirementRequest> {
  const chosen = checkPeriodAndEmployee(values);
  if (!chosen.ok) return chosen;
  if (values.reasonCode === '') return fail('reasonCode', M.retirementReasonRequired);
  if (values.date === '') return fail('date', M.retirementDateRequired);
  return {
    ok: true,
    body: {
      ...chosen.ids,
      reasonCode: values.reasonCode,
      date: values.date,
    },
  };
}
