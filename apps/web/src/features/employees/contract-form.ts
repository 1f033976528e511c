import {
  CONTRACT_TYPE_END_DATE,
  type TContract,
  type TCreateContractInputRaw,
  type TUpdateContractInputRaw,
} from '@quincena/contracts/employees';

interface BlockValues {
  yearlyAmount: number | null;
  monthlyAmount: number | null;
  startDate: string | null;
  endDate: string | null;
}

/** The contract form's values (four cards); dates are ISO days, amounts pesos, '' an unchosen list. */
export interface ContractFormValues {
  salaryType: string;
  contractType: string;
  startDate: string | null;
  endDate: string | null;
  status: string;
  salaryAmount: number | null;
  salaryStartDate: string | null;
  jobId: number | null;
  vacationSystem: string;
  vacationsTaken: number | null;
  costCenterId: number | null;
  workPlace: string;
  bankCode: string;
  accountType: string;
  accountNumber: string;
  epsCode: string;
  afpCode: string;
  severanceFundCode: string;
  ccfCode: string;
  voluntaryPensionFundCode: string;
  voluntaryPensionMonthly: number | null;
  afcFundCode: string;
  afcAccount: string;
  afcMonthly: number | null;
  arlRiskClass: string;
  economicActivity: string;
  contributorType: string;
  contributorSubtype: string;
  withholdingProcedure: string;
  withholdingPercentage: number | null;
  housing: BlockValues;
  prepaidMedicine: BlockValues;
  dependants: { enabled: boolean; startDate: string | null; endDate: string | null };
  retirementReason: string;
  retirementDate: string | null;
  transportAidExcluded: boolean;
}

const emptyBlock: BlockValues = { yearlyAmount: null, monthlyAmount: null, startDate: null, endDate: null };

export const emptyContractForm: ContractFormValues = {
  salaryType: '',
  contractType: '',
  startDate: null,
  endDate: null,
  status: 'ACTIVO',
  salaryAmount: null,
  salaryStartDate: null,
  jobId: null,
  vacationSystem: '',
  vacationsTaken: 0,
  costCenterId: null,
  workPlace: '',
  bankCode: '',
  accountType: '',
  accountNumber: '',
  epsCode: '',
  afpCode: '',
  severanceFundCode: '',
  ccfCode: '',
  voluntaryPensionFundCode: '',
  voluntaryPensionMonthly: null,
  afcFundCode: '',
  afcAccount: '',
  afcMonthly: null,
  arlRiskClass: '',
  economicActivity: '',
  contributorType: '01',
  contributorSubtype: '00',
  withholdingProcedure: '1',
  withholdingPercentage: 0,
  housing: emptyBlock,
  prepaidMedicine: emptyBlock,
  dependants: { enabled: false, startDate: null, endDate: null },
  retirementReason: '',
  retirementDate: null,
  transportAidExcluded: false,
};

export function contractToForm(contract: TContract): ContractFormValues {
  const { withholding: w } = contract;
  return {
    salaryType: contract.salaryType,
    contractType: contract.contractType,
    startDate: contract.startDate,
    endDate: contract.endDate,
    status: contract.status,
    salaryAmount: contract.salary.amount,
    salaryStartDate: contract.salary.startDate,
    jobId: contract.jobId,
    vacationSystem: contract.vacationSystem,
    vacationsTaken: contract.vacationsTaken,
    costCenterId: contract.costCenterId,
    workPlace: contract.workPlace,
    bankCode: contract.bankCode,
    accountType: contract.accountType,
    accountNumber: contract.accountNumber,
    epsCode: contract.epsCode,
    afpCode: contract.afpCode,
    severanceFundCode: contract.severanceFundCode,
    ccfCode: contract.ccfCode,
    voluntaryPensionFundCode: contract.voluntaryPensionFundCode ?? '',
    voluntaryPensionMonthly: contract.voluntaryPensionMonthly,
    afcFundCode: contract.afcFundCode ?? '',
    afcAccount: contract.afcAccount ?? '',
    afcMonthly: contract.afcMonthly,
    arlRiskClass: contract.arlRiskClass,
    economicActivity: contract.economicActivity,
    contributorType: contract.contributorType,
    contributorSubtype: contract.contributorSubtype,
    withholdingProcedure: w.procedure,
    withholdingPercentage: w.percentage,
    housing: { ...w.housing },
    prepaidMedicine: { ...w.prepaidMedicine },
    dependants: { ...w.dependants },
    retirementReason: contract.retirementReason ?? '',
    retirementDate: contract.retirementDate,
    transportAidExcluded: contract.transportAidExcluded,
  };
}

/** The end-date rule of the chosen type (spec 01 §4: type 358, our code 2, has no end date). */
export function endDateRule(contractType: string): 'required' | 'optional' | 'none' {
  return CONTRACT_TYPE_END_DATE[contractType] ?? 'required';
}

export function toUpdateContractInput(values: ContractFormValues): TUpdateContractInputRaw {
  const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    salaryType: values.salaryType,
    contractType: values.contractType,
    startDate: values.startDate ?? '',
    endDate: endDateRule(values.contractType) === 'none' ? null : values.endDate,
    status: values.status,
    jobId: values.jobId ?? 0,
    vacationSystem: values.vacationSystem,
    costCenterId: values.costCenterId,
    workPlace: values.workPlace,
    bankCode: values.bankCode,
    accountType: values.accountType,
    accountNumber: values.accountNumber.trim(),
    epsCode: values.epsCode,
    afpCode: values.afpCode,
    severanceFundCode: values.severanceFundCode,
    ccfCode: values.ccfCode,
    voluntaryPensionFundCode: orNull(values.voluntaryPensionFundCode),
    voluntaryPensionMonthly: values.voluntaryPensionMonthly,
    afcFundCode: orNull(values.afcFundCode),
    afcAccount: values.afcFundCode ? orNull(values.afcAccount) : null,
    afcMonthly: values.afcMonthly,
    arlRiskClass: values.arlRiskClass,
    economicActivity: values.economicActivity,
    contributorType: values.contributorType,
    contributorSubtype: values.contributorSubtype,
    withholding: {
      procedure: values.withholdingProcedure,
      percentage: values.withholdingPercentage ?? 0,
      housing: values.housing,
      prepaidMedicine: values.prepaidMedicine,
      dependants: values.dependants.enabled
        ? values.dependants
        : { enabled: false, startDate: null, endDate: null },
    },
    retirementReason: orNull(values.retirementReason),
    retirementDate: values.retirementDate,
    transportAidExcluded: values.transportAidExcluded,
  };
}

export function toCreateContractInput(values: ContractFormValues, personId: number): TCreateContractInputRaw {
  return {
    ...toUpdateContractInput(values),
    personId,
    salary: { amount: values.salaryAmount ?? 0, startDate: values.salaryStartDate ?? '' },
    vacationsTaken: values.vacationsTaken ?? 0,
  };
}

/**
 * Spec 01 §5: Save stays disabled until these are filled; the end date only when the type takes
 * one. The conditional blocks (housing, prepaid medicine, dependants, AFC) are checked on save.
 */
export function missingContractFields(values: ContractFormValues): string[] {
  const required: [string, unknown][] = [
    ['salaryType', values.salaryType],
    ['contractType', values.contractType],
    ['startDate', values.startDate],
    ['status', values.status],
    ['salaryAmount', values.salaryAmount],
    ['salaryStartDate', values.salaryStartDate],
    ['jobId', values.jobId],
    ['vacationSystem', values.vacationSystem],
    ['vacationsTaken', values.vacationsTaken],
    ['bankCode', values.bankCode],
    ['accountType', values.accountType],
    ['accountNumber', values.accountNumber],
    ['epsCode', values.epsCode],
    ['afpCode', values.afpCode],
    ['severanceFundCode', values.severanceFundCode],
    ['ccfCode', values.ccfCode],
    ['economicActivity', values.economicActivity],
    ['arlRiskClass', values.arlRiskClass],
    ['withholdingProcedure', values.withholdingProcedure],
    ['workPlace', values.workPlace],
    ['withholdingPercentage', values.withholdingPercentage],
    ['contributorType', values.contributorType],
    ['contributorSubtype', values.contributorSubtype],
  ];
  if (endDateRule(values.contractType) === 'required') required.push(['endDate', values.endDate]);
  return required
    .filter(
      ([, value]) =>
        value === null || value === undefined || (typeof value === 'string' && value.trim() === ''),
    )
    .map(([field]) => field);
}

/** Server field paths (withholding.housing.endDate, salary.startDate) as the form's field names. */
export function formFieldOf(path: string): string {
  if (path === 'salary.amount') return 'salaryAmount';
  if (path === 'salary.startDate') return 'salaryStartDate';
  if (path === 'withholding.procedure') return 'withholdingProcedure';
  if (path === 'withholding.percentage') return 'withholdingPercentage';
  return path.replace(/^withholding\./, '');
}
