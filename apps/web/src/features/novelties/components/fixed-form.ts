import {
  NOVELTY_MESSAGES as M,
  type TFixedPeriodicity,
  type TFixedRequest,
  type TFixedRow,
  type TFixedStatus,
} from '@quincena/contracts/novelties';
import type { CheckResult } from '../../../components/crud-page/index.ts';
import { fail, hasTwoDecimalsAtMost } from './form-checks.ts';

export interface FixedFormValues {
  contractId: number | null;
  conceptCode: string;
  value: number | null;
  balance: number | null;
  startDate: string;
  endDate: string;
  status: string;
  entityCode: string;
  periodicity: string;
}

export const emptyFixedForm = (firstStatus = ''): FixedFormValues => ({
  contractId: null,
  conceptCode: '',
  value: null,
  balance: null,
  startDate: '',
  endDate: '',
  status: firstStatus,
  entityCode: '',
  periodicity: '',
});

export const fixedFormOf = (row: TFixedRow): FixedFormValues => ({
  contractId: row.contractId,
  conceptCode: row.conceptCode,
  value: row.value,
  balance: row.balance,
  startDate: row.startDate,
  endDate: row.endDate ?? '',
  status: row.status,
  entityCode: row.entityCode ?? '',
  periodicity: row.periodicity,
});

/** What the dialog knows of the dependent lists when it checks. */
export interface FixedFormContext {
  /** The chosen concept calls for an AFC or voluntary pension entity. */
  conceptNeedsEntity: boolean;
}

/**
 * Novedades fijas (spec 02 §5 "Fixed item add"), in order: employee (Seleccionar empleado), concept
 * (Agregar concepto), value (Agregar valor), start date (Agregar fecha inicio); then the entity when
 * the concept calls for one, the period, the status and an end date not before the start.
 */
export function checkFixedForm(
  values: FixedFormValues,
  context: FixedFormContext,
): CheckResult<FixedFormValues, TFixedRequest> {
  if (values.contractId === null) return fail('contractId', M.fixedEmployeeRequired);
  if (values.conceptCode === '') return fail('conceptCode', M.fixedConceptRequired);
  if (values.value === null) return fail('value', M.fixedValueRequired);
  if (values.value < 0) return fail('value', M.amountInvalid);
  if (!hasTwoDecimalsAtMost(values.value)) return fail('value', M.amountDecimals);
  if (values.startDate === '') return fail('startDate', M.fixedStartRequired);
  if (context.conceptNeedsEntity && values.entityCode === '')
    return fail('entityCode', M.fixedEntityRequired);
  if (values.periodicity === '') return fail('periodicity', M.fixedPeriodRequired);
  if (values.status === '') return fail('status', M.fixedStatusRequired);
  if (values.balance !== null && (values.balance < 0 || !hasTwoDecimalsAtMost(values.balance)))
    return fail('balance', M.amountInvalid);
  if (values.endDate !== '' && values.endDate < values.startDate)
    return fail('endDate', M.fixedEndBeforeStart);
  return {
    ok: true,
    body: {
      contractId: values.contractId,
      conceptCode: values.conceptCode,
      value: values.value,
      balance: values.balance,
      startDate: values.startDate,
      endDate: values.endDate === '' ? null : values.endDate,
      status: values.status as TFixedStatus,
      entityCode: context.conceptNeedsEntity ? values.entityCode : null,
      periodicity: values.periodicity as TFixedPeriodicity,
    },
  };
}
