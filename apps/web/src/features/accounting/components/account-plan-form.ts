import {
  type TAccountPlanRequest,
  type TAccountPlanRow,
  THIRD_PARTY_TYPE,
} from '@quincena/contracts/accounting';

/** The form's values: every field the dialog shows (spec 03 §2.6). */
export type AccountPlanFormValues = {
  account1: string;
  account2: string;
  nature: string;
  voucherType: string;
  thirdPartyType: string;
  thirdPartyNit: string;
  entityType: string;
  concept: string;
  expenseType: string;
  managesCostCentre: boolean;
};

/** Spec 03 §5, in order; the NIT and entity type are checked when their third type shows them. */
export const ACCOUNT_PLAN_CHECK_ORDER = [
  'account1',
  'account2',
  'nature',
  'voucherType',
  'thirdPartyType',
  'thirdPartyNit',
  'entityType',
  'concept',
  'expenseType',
  'managesCostCentre',
] as const;

/** A new row starts on 'No' for the cost-centre choice, the second item of its list (spec 03 §2.6). */
export const EMPTY_ACCOUNT_PLAN_FORM: AccountPlanFormValues = {
  account1: '',
  account2: '',
  nature: '',
  voucherType: '',
  thirdPartyType: '',
  thirdPartyNit: '',
  entityType: '',
  concept: '',
  expenseType: '',
  managesCostCentre: false,
};

export function formValuesOf(row: TAccountPlanRow): AccountPlanFormValues {
  return {
    account1: row.account1,
    account2: row.account2,
    nature: row.nature.code,
    voucherType: row.voucherType.code,
    thirdPartyType: row.thirdPartyType.code,
    thirdPartyNit: row.thirdParty?.nit ?? '',
    entityType: row.entityType?.code ?? '',
    concept: row.concept.code,
    expenseType: row.expenseType?.code ?? '',
    managesCostCentre: row.managesCostCentre,
  };
}

/**
 * What is sent (spec 03 §5): 14630 carries the NIT with an empty entity type, 14631 the entity type with an empty
 * NIT, 14628 and 14629 neither — whatever the hidden fields still hold from an earlier choice.
 */
export function accountPlanPayload(values: AccountPlanFormValues): TAccountPlanRequest {
  const specific = values.thirdPartyType === THIRD_PARTY_TYPE.specific;
  const entity = values.thirdPartyType === THIRD_PARTY_TYPE.entity;
  return {
    ...values,
    thirdPartyNit: specific ? values.thirdPartyNit.trim() : '',
    entityType: entity ? values.entityType : '',
  };
}
