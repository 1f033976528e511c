import { z } from 'zod';
import { requiredText } from '../common/text.ts';
import { ZRetroactiveImpact } from '../retroactive/impact.ts';
import { EMPLOYEE_MESSAGES as M } from './messages.ts';
import {
  codeField,
  optionalCodeField,
  ZContractDate,
  ZMoney,
  ZOptionalContractDate,
  ZPositiveMoney,
  ZRowId,
} from './primitives.ts';

/** Spec 01 §9: account numbers have at most 20 characters. */
export const ACCOUNT_NUMBER_MAX = 20;
/** Vacation days taken before the company moved in; a working life never reaches this. */
export const VACATIONS_TAKEN_MAX = 9999;

/**
 * Whether each contract type (reference list `contract-types`) takes an end date. Spec 01 §4, §5:
 * the indefinite-term contract (code 2, the spec's 358) has none; CST art. 45 lets a work-or-task
 * contract end with the work, so its date is optional; the others state when they end (CST art. 46,
 * Ley 789 de 2002 art. 30, Ley 1780 de 2016). A test checks this against the reference list.
 */
export const CONTRACT_TYPE_END_DATE: Readonly<Record<string, 'required' | 'optional' | 'none'>> = {
  '1': 'required',
  '2': 'none',
  '3': 'optional',
  '4': 'required',
  '5': 'required',
};

/** Contract status that ends the contract (reference list `statuses`). */
export const RETIRED_STATUS = 'RETIRADO';

const ZOptionalMoney = z
  .union([ZMoney, z.null()])
  .optional()
  .transform((value) => value ?? null);

/**
 * A yearly/monthly deduction with its dates: housing-loan interest or prepaid medicine (E.T. art.
 * 387). Spec 01 §5: once the yearly value is filled, the monthly value and both dates are required.
 */
export const ZDeductionBlock = z
  .object({
    yearlyAmount: ZOptionalMoney,
    monthlyAmount: ZOptionalMoney,
    startDate: ZOptionalContractDate,
    endDate: ZOptionalContractDate,
  })
  .default({ yearlyAmount: null, monthlyAmount: null, startDate: null, endDate: null });
export type TDeductionBlock = z.infer<typeof ZDeductionBlock>;

/** Dependants (E.T. art. 387, 10 % up to 32 UVT a month): the box and its dates. */
export const ZDependantBlock = z
  .object({
    enabled: z.boolean().default(false),
    startDate: ZOptionalContractDate,
    endDate: ZOptionalContractDate,
  })
  .default({ enabled: false, startDate: null, endDate: null });

/** Withholding card (spec 01 §3 RETENCION): procedure (E.T. arts. 385, 386) and percentage. */
export const ZWithholdingInput = z.object({
  procedure: codeField(2),
  percentage: z
    .number(M.required)
    .finite(M.percentageRange)
    .min(0, M.percentageRange)
    .max(100, M.percentageRange)
    .refine((value) => Math.round(value * 100) === Number((value * 100).toFixed(6)), M.amountDecimals),
  housing: ZDeductionBlock,
  prepaidMedicine: ZDeductionBlock,
  dependants: ZDependantBlock,
});
export type TWithholdingInput = z.infer<typeof ZWithholdingInput>;

/** The fields a contract update may change: every field of the four cards but salary and vacations taken. */
const contractFields = {
  salaryType: codeField(2),
  contractType: codeField(4),
  startDate: ZContractDate,
  endDate: ZOptionalContractDate,
  status: codeField(20),
  jobId: ZRowId,
  vacationSystem: codeField(30),
  costCenterId: z
    .union([ZRowId, z.null(), z.literal('')])
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value)),
  workPlace: codeField(30),
  bankCode: codeField(8),
  accountType: codeField(30),
  accountNumber: requiredText(ACCOUNT_NUMBER_MAX, M.required, M.tooLong(ACCOUNT_NUMBER_MAX)).regex(
    /^\d+$/,
    M.accountNumberFormat,
  ),
  epsCode: codeField(10),
  afpCode: codeField(10),
  severanceFundCode: codeField(10),
  ccfCode: codeField(10),
  voluntaryPensionFundCode: optionalCodeField(10),
  voluntaryPensionMonthly: ZOptionalMoney,
  afcFundCode: optionalCodeField(8),
  afcAccount: z
    .string()
    .trim()
    .max(ACCOUNT_NUMBER_MAX, M.tooLong(ACCOUNT_NUMBER_MAX))
    .regex(/^\d*$/, M.accountNumberFormat)
    .nullish()
    .transform((value) => value || null),
  afcMonthly: ZOptionalMoney,
  arlRiskClass: codeField(1),
  economicActivity: codeField(7),
  contributorType: codeField(2),
  contributorSubtype: codeField(2),
  withholding: ZWithholdingInput,
  retirementReason: optionalCodeField(30),
  retirementDate: ZOptionalContractDate,
  transportAidExcluded: z.boolean().default(false),
};

type ContractRuleInput = {
  contractType: string;
  startDate: string;
  endDate: string | null;
  status: string;
  afcFundCode: string | null;
  afcAccount: string | null;
  retirementReason: string | null;
  retirementDate: string | null;
  withholding: TWithholdingInput;
};

/** The cross-field rules of spec 01 §4, §5, shared by the form, the API and the bulk loads. */
export function contractFieldErrors(input: ContractRuleInput): Record<string, string> {
  const errors: Record<string, string> = {};
  const endDateRule = CONTRACT_TYPE_END_DATE[input.contractType] ?? 'required';
  if (endDateRule === 'required' && !input.endDate) errors.endDate = M.endDateRequired;
  if (endDateRule === 'none' && input.endDate) errors.endDate = M.endDateNotAllowed;
  if (input.endDate && input.endDate < input.startDate) errors.endDate = M.endDateBeforeStart;

  blockErrors(errors, 'withholding.housing', input.withholding.housing);
  blockErrors(errors, 'withholding.prepaidMedicine', input.withholding.prepaidMedicine);
  const { dependants } = input.withholding;
  if (dependants.enabled) {
    if (!dependants.startDate) errors['withholding.dependants.startDate'] = M.dependantDatesRequired;
    if (!dependants.endDate) errors['withholding.dependants.endDate'] = M.dependantDatesRequired;
    if (dependants.startDate && dependants.endDate && dependants.endDate < dependants.startDate) {
      errors['withholding.dependants.endDate'] = M.blockDates;
    }
  }
  if (input.afcFundCode && !input.afcAccount) errors.afcAccount = M.afcAccountRequired;

  if (Boolean(input.retirementReason) !== Boolean(input.retirementDate)) {
    errors[input.retirementReason ? 'retirementDate' : 'retirementReason'] = M.retirementBothRequired;
  }
  if (input.status === RETIRED_STATUS && !input.retirementReason && !input.retirementDate) {
    errors.retirementReason = M.retiredNeedsReason;
  }
  if (input.retirementDate && input.retirementDate < input.startDate) {
    errors.retirementDate = M.retirementBeforeStart;
  }
  return errors;
}

function blockErrors(errors: Record<string, string>, path: string, block: TDeductionBlock): void {
  const filled = [block.yearlyAmount, block.monthlyAmount, block.startDate, block.endDate].some(
    (value) => value !== null,
  );
  if (!filled) return;
  if (block.yearlyAmount === null) errors[`${path}.yearlyAmount`] = M.blockRequired;
  if (block.monthlyAmount === null) errors[`${path}.monthlyAmount`] = M.blockRequired;
  if (!block.startDate) errors[`${path}.startDate`] = M.blockRequired;
  if (!block.endDate) errors[`${path}.endDate`] = M.blockRequired;
  if (block.startDate && block.endDate && block.endDate < block.startDate)
    errors[`${path}.endDate`] = M.blockDates;
}

function addFieldIssues(errors: Record<string, string>, context: z.RefinementCtx): void {
  for (const [path, message] of Object.entries(errors)) {
    context.addIssue({ code: 'custom', path: path.split('.'), message });
  }
}

/** The salary of the contract form and of the salary dialog: both fields or neither (spec 01 §5). */
export const ZSalaryInput = z.object({
  amount: z.number(M.salaryBothRequired).pipe(ZPositiveMoney),
  startDate: z.string(M.salaryBothRequired).pipe(ZContractDate),
});
export type TSalaryInput = z.infer<typeof ZSalaryInput>;

/** PUT /api/contracts/:id — every field but the person, the salary and the vacations taken (locked on edit). */
export const ZUpdateContractInput = z.object(contractFields).superRefine((input, context) => {
  addFieldIssues(contractFieldErrors(input), context);
});
export type TUpdateContractInput = z.infer<typeof ZUpdateContractInput>;
export type TUpdateContractInputRaw = z.input<typeof ZUpdateContractInput>;

/** POST /api/contracts (spec 01 §2.14, §3 contract save payload). */
export const ZCreateContractInput = z
  .object({
    ...contractFields,
    personId: ZRowId,
    salary: ZSalaryInput,
    vacationsTaken: z
      .number(M.required)
      .finite(M.vacationsTakenMin)
      .min(0, M.vacationsTakenMin)
      .max(VACATIONS_TAKEN_MAX, M.amountInvalid)
      .refine((value) => Math.round(value * 100) === Number((value * 100).toFixed(6)), M.amountDecimals),
  })
  .superRefine((input, context) => {
    const errors = contractFieldErrors(input);
    if (input.salary.startDate < input.startDate) errors['salary.startDate'] = M.salaryBeforeStart;
    addFieldIssues(errors, context);
  });
export type TCreateContractInput = z.infer<typeof ZCreateContractInput>;
export type TCreateContractInputRaw = z.input<typeof ZCreateContractInput>;

export const ZContractIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** One dated salary: in force from `startDate` until the next row's date. */
export const ZSalaryHistoryEntry = z.object({
  startDate: z.string(),
  amount: z.number(),
  /** True when a settled period already used it: it can no longer be replaced. */
  settled: z.boolean(),
});
export type TSalaryHistoryEntry = z.infer<typeof ZSalaryHistoryEntry>;

const ZDeductionBlockOut = z.object({
  yearlyAmount: z.number().nullable(),
  monthlyAmount: z.number().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
});

/** A contract as the API answers it (spec 01 §3 contract read). */
export const ZContract = z.object({
  id: z.number().int(),
  person: z.object({
    id: z.number().int(),
    documentType: z.string(),
    documentNumber: z.string(),
    fullName: z.string(),
  }),
  salaryType: z.string(),
  contractType: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  status: z.string(),
  jobId: z.number().int(),
  jobName: z.string().nullable(),
  vacationSystem: z.string(),
  vacationsTaken: z.number(),
  costCenterId: z.number().int().nullable(),
  workPlace: z.string(),
  bankCode: z.string(),
  accountType: z.string(),
  accountNumber: z.string(),
  epsCode: z.string(),
  afpCode: z.string(),
  severanceFundCode: z.string(),
  ccfCode: z.string(),
  voluntaryPensionFundCode: z.string().nullable(),
  voluntaryPensionMonthly: z.number().nullable(),
  afcFundCode: z.string().nullable(),
  afcAccount: z.string().nullable(),
  afcMonthly: z.number().nullable(),
  arlRiskClass: z.string(),
  economicActivity: z.string(),
  contributorType: z.string(),
  contributorSubtype: z.string(),
  withholding: z.object({
    procedure: z.string(),
    percentage: z.number(),
    housing: ZDeductionBlockOut,
    prepaidMedicine: ZDeductionBlockOut,
    dependants: z.object({
      enabled: z.boolean(),
      startDate: z.string().nullable(),
      endDate: z.string().nullable(),
    }),
  }),
  retirementReason: z.string().nullable(),
  retirementDate: z.string().nullable(),
  transportAidExcluded: z.boolean(),
  /** Last day of the last settled period; nothing up to it may change. */
  settledThrough: z.string().nullable(),
  hasPhoto: z.boolean(),
  salary: ZSalaryHistoryEntry,
  salaryHistory: z.array(ZSalaryHistoryEntry),
});
export type TContract = z.infer<typeof ZContract>;

/** 201/200 of the contract save: the screen's toast names the person and the contract. */
export const ZContractSaved = z.object({
  contract: ZContract,
  message: z.string(),
});
export type TContractSaved = z.infer<typeof ZContractSaved>;

/**
 * The updated contract; `retroactive` names the accumulated periods a changed pay term reaches (null
 * when none, issue 32, decision 0353).
 */
export const ZContractUpdated = ZContractSaved.extend({ retroactive: ZRetroactiveImpact.nullable() });
export type TContractUpdated = z.infer<typeof ZContractUpdated>;

/** The saved salary; `retroactive` names the accumulated periods it reaches (null when none, decision 0342). */
export const ZSalarySaved = z.object({
  contract: ZContract,
  message: z.string(),
  retroactive: ZRetroactiveImpact.nullable(),
});
export type TSalarySaved = z.infer<typeof ZSalarySaved>;
