import {
  NOVELTY_MESSAGES as M,
  type TReportedRequest,
  type TReportedRow,
} from '@quincena/contracts/novelties';
import type { CheckResult } from '../../../components/crud-page/index.ts';
import { checkPeriodAndEmployee, fail, hasTwoDecimalsAtMost, withObservations } from './form-checks.ts';

export interface ReportedFormValues {
  calendarId: number | null;
  contractId: number | null;
  conceptCode: string;
  value: number | null;
  observations: string;
}

export const emptyReportedForm = (): ReportedFormValues => ({
  calendarId: null,
  contractId: null,
  conceptCode: '',
  value: null,
  observations: '',
});

export const reportedFormOf = (row: TReportedRow): ReportedFormValues => ({
  calendarId: row.calendarId,
  contractId: row.contractId,
  conceptCode: row.conceptCode,
  value: row.value,
  observations: row.observations ?? '',
});

/** Reportados (spec 02 §5): calendar, employee, concept and value required; observations ≤ 70. */
export function checkReportedForm(
  values: ReportedFormValues,
): CheckResult<ReportedFormValues, TReportedRequest> {
  const chosen = checkPeriodAndEmployee(values);
  if (!chosen.ok) return chosen;
  if (values.conceptCode === '') return fail('conceptCode', M.conceptRequired);
  if (values.value === null) return fail('value', M.reportedValueRequired);
  if (values.value <= 0) return fail('value', M.reportedValuePositive);
  if (!hasTwoDecimalsAtMost(values.value)) return fail('value', M.amountDecimals);
  return withObservations(values.observations, chosen.ids, {
    conceptCode: values.conceptCode,
    value: values.value,
  });
}
