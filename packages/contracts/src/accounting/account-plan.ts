import { z } from 'zod';
import { chosenCode, ZCodeName } from './common.ts';
import { ACCOUNT_PLAN_MESSAGES } from './messages.ts';
import { isPucAccount, PUC_ACCOUNT_MAX_LENGTH } from './puc-account.ts';
import { THIRD_PARTY_LIMITS } from './third-parties.ts';

/**
 * Third-party type codes of the account plan (spec 03 §3, §5): 14630 posts to one third party by NIT, 14631 to
 * the employee's entity of a type (EPS, AFP …); 14628 and 14629 carry neither (the employee, the company).
 */
export const THIRD_PARTY_TYPE = {
  employee: '14628',
  company: '14629',
  specific: '14630',
  entity: '14631',
} as const;

/** The 'Maneja centro costo' choices; the form starts on the second one (spec 03 §2.6). */
export const MANAGES_COST_CENTRE_OPTIONS: readonly { value: boolean; name: string }[] = [
  { value: true, name: 'Sí' },
  { value: false, name: 'No' },
];

function accountField(label: string, emptyMessage?: string) {
  const base = z.string(emptyMessage ?? ACCOUNT_PLAN_MESSAGES.accountFormat(label)).trim();
  return (emptyMessage ? base.min(1, emptyMessage) : base)
    .max(PUC_ACCOUNT_MAX_LENGTH, ACCOUNT_PLAN_MESSAGES.accountFormat(label))
    .refine((value) => value === '' || isPucAccount(value), ACCOUNT_PLAN_MESSAGES.accountFormat(label));
}

const optionalCode = (max: number) => z.string().trim().max(max, 'Código no válido').default('');

/**
 * POST /api/accounting/account-plan and PUT /api/accounting/account-plan/:id (spec 03 §2.6, §5, §7.10). The keys
 * follow the spec's check order (account 1, nature, voucher type, third type, concept, manages cost centre);
 * which of NIT and entity type may travel depends on the third type.
 */
export const ZAccountPlanRequest = z
  .object({
    account1: accountField('Cuenta 1', ACCOUNT_PLAN_MESSAGES.account1Empty),
    account2: accountField('Cuenta 2').default(''),
    nature: chosenCode(ACCOUNT_PLAN_MESSAGES.natureEmpty),
    voucherType: chosenCode(ACCOUNT_PLAN_MESSAGES.voucherTypeEmpty),
    thirdPartyType: chosenCode(ACCOUNT_PLAN_MESSAGES.thirdPartyTypeEmpty),
    thirdPartyNit: optionalCode(THIRD_PARTY_LIMITS.number),
    entityType: optionalCode(10),
    concept: chosenCode(ACCOUNT_PLAN_MESSAGES.conceptEmpty, 40),
    expenseType: optionalCode(10),
    managesCostCentre: z.boolean(ACCOUNT_PLAN_MESSAGES.managesCostCentreEmpty),
  })
  .superRefine((body, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (body.thirdPartyType === THIRD_PARTY_TYPE.specific) {
      if (!body.thirdPartyNit) issue('thirdPartyNit', ACCOUNT_PLAN_MESSAGES.thirdPartyNitEmpty);
      if (body.entityType) issue('entityType', ACCOUNT_PLAN_MESSAGES.entityTypeNotAllowed);
      return;
    }
    if (body.thirdPartyNit) issue('thirdPartyNit', ACCOUNT_PLAN_MESSAGES.thirdPartyNitNotAllowed);
    if (body.thirdPartyType === THIRD_PARTY_TYPE.entity) {
      if (!body.entityType) issue('entityType', ACCOUNT_PLAN_MESSAGES.entityTypeEmpty);
    } else if (body.entityType) {
      issue('entityType', ACCOUNT_PLAN_MESSAGES.entityTypeNotAllowed);
    }
  });
export type TAccountPlanRequest = z.input<typeof ZAccountPlanRequest>;
export type TAccountPlanRequestParsed = z.output<typeof ZAccountPlanRequest>;

/** One row of the Plan de cuentas table (spec 03 §2.6): the twelve columns with codes and names apart. */
export const ZAccountPlanRow = z.object({
  id: z.number().int(),
  concept: ZCodeName,
  /** Tipo del Concepto: the concept's nature (devengo, deducción, aporte, provisión). */
  conceptNature: ZCodeName,
  account1: z.string(),
  account2: z.string(),
  nature: ZCodeName,
  voucherType: ZCodeName,
  thirdPartyType: ZCodeName,
  thirdParty: z.object({ id: z.number().int(), nit: z.string(), name: z.string() }).nullable(),
  entityType: ZCodeName.nullable(),
  expenseType: ZCodeName.nullable(),
  managesCostCentre: z.boolean(),
});
export type TAccountPlanRow = z.infer<typeof ZAccountPlanRow>;

export const ZAccountPlanList = z.array(ZAccountPlanRow);
export type TAccountPlanList = z.infer<typeof ZAccountPlanList>;

/** A payroll concept as the account plan offers it, with its nature. */
export const ZAccountingConcept = ZCodeName.extend({ nature: ZCodeName });
export type TAccountingConcept = z.infer<typeof ZAccountingConcept>;

/**
 * GET /api/accounting/options: every list the three screens offer, loaded when a screen opens (spec 03 §2.6),
 * from the same source the server validates against.
 */
export const ZAccountingOptions = z.object({
  concepts: z.array(ZAccountingConcept),
  expenseTypes: z.array(ZCodeName),
  natures: z.array(ZCodeName),
  voucherTypes: z.array(ZCodeName),
  thirdPartyTypes: z.array(ZCodeName),
  entityTypes: z.array(ZCodeName),
  documentTypes: z.array(ZCodeName),
});
export type TAccountingOptions = z.infer<typeof ZAccountingOptions>;

/**
 * POST /api/accounting/account-plan/defaults (decision 0302): adds the suggested PUC rows to the concepts
 * that lack them and answers how many were added; rows the company already has are never changed.
 */
export const ACCOUNT_PLAN_DEFAULTS_ENDPOINT = '/api/accounting/account-plan/defaults';
export const ZAccountPlanDefaultsResult = z.object({ created: z.number().int().nonnegative() });
export type TAccountPlanDefaultsResult = z.infer<typeof ZAccountPlanDefaultsResult>;
