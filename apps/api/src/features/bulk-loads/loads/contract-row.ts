import type { TCreateContractInput } from '@quincena/contracts/employees';
import type { contracts } from '../../../db/schema/index.ts';

const money = (value: number | null) => (value === null ? null : value.toFixed(2));

/**
 * The contracts row a create writes, for the set-based insert of the employee load. It mirrors the
 * employees repository's mapping column by column; employees.load.test.ts writes one contract
 * through the employees service and one through the load and compares the two rows, so a drift
 * between both mappings fails a test.
 */
export function contractRowOf(
  companyId: number,
  personId: number,
  input: Omit<TCreateContractInput, 'personId'>,
): typeof contracts.$inferInsert {
  const { withholding: w } = input;
  return {
    companyId,
    personId,
    vacationsTaken: input.vacationsTaken.toFixed(2),
    salaryType: input.salaryType,
    contractType: input.contractType,
    startDate: input.startDate,
    endDate: input.endDate,
    status: input.status,
    jobId: input.jobId,
    vacationSystem: input.vacationSystem,
    costCenterId: input.costCenterId,
    workPlace: input.workPlace,
    bankCode: input.bankCode,
    accountType: input.accountType,
    accountNumber: input.accountNumber,
    epsCode: input.epsCode,
    afpCode: input.afpCode,
    severanceFundCode: input.severanceFundCode,
    ccfCode: input.ccfCode,
    voluntaryPensionFundCode: input.voluntaryPensionFundCode,
    voluntaryPensionMonthly: money(input.voluntaryPensionMonthly),
    afcFundCode: input.afcFundCode,
    afcAccount: input.afcFundCode ? input.afcAccount : null,
    afcMonthly: money(input.afcMonthly),
    arlRiskClass: input.arlRiskClass,
    economicActivity: input.economicActivity,
    contributorType: input.contributorType,
    contributorSubtype: input.contributorSubtype,
    withholdingProcedure: w.procedure,
    withholdingPercentage: w.percentage.toFixed(2),
    housingYearly: money(w.housing.yearlyAmount),
    housingMonthly: money(w.housing.monthlyAmount),
    housingStartDate: w.housing.startDate,
    housingEndDate: w.housing.endDate,
    prepaidMedicineYearly: money(w.prepaidMedicine.yearlyAmount),
    prepaidMedicineMonthly: money(w.prepaidMedicine.monthlyAmount),
    prepaidMedicineStartDate: w.prepaidMedicine.startDate,
    prepaidMedicineEndDate: w.prepaidMedicine.endDate,
    dependants: w.dependants.enabled,
    dependantsStartDate: w.dependants.enabled ? w.dependants.startDate : null,
    dependantsEndDate: w.dependants.enabled ? w.dependants.endDate : null,
    retirementReason: input.retirementReason,
    retirementDate: input.retirementDate,
    transportAidExcluded: input.transportAidExcluded,
  };
}
