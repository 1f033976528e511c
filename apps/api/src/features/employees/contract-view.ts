import { personFullName, type TContract, type TSalaryHistoryEntry } from '@quincena/contracts/employees';
import type { ContractRow, SalaryRow } from './contracts.repository.ts';
import type { PersonRow } from './persons.repository.ts';

const num = (value: string | null) => (value === null ? null : Number(value));

/** What the view reads of the rows: never their bookkeeping timestamps (a settlement batch omits them). */
type Stamps = 'createdAt' | 'updatedAt';

/** A salary row as the API shows it; `settled` when a settled period already used it. */
export function salaryEntry(
  row: Pick<SalaryRow, 'startDate' | 'amount'>,
  settledThrough: string | null,
): TSalaryHistoryEntry {
  return {
    startDate: row.startDate,
    amount: Number(row.amount),
    settled: settledThrough !== null && row.startDate <= settledThrough,
  };
}

/** The contract as the API answers it: an explicit shape, never the raw row (STYLE.md habit 4). */
export function toContractView(
  row: Omit<ContractRow, Stamps>,
  person: Omit<PersonRow, Stamps>,
  history: readonly Pick<SalaryRow, 'startDate' | 'amount'>[],
  jobName: string | null,
  asOfDate: string,
): TContract {
  const entries = history.map((salary) => salaryEntry(salary, row.settledThrough));
  // The salary in force today; before the first dated salary, the first one agreed.
  const current = [...entries].reverse().find((entry) => entry.startDate <= asOfDate) ?? entries[0];
  if (!current) throw new Error(`contract ${row.id} has no salary`);
  return {
    id: row.id,
    person: {
      id: person.id,
      documentType: person.documentType,
      documentNumber: person.documentNumber,
      fullName: personFullName(person),
    },
    salaryType: row.salaryType,
    contractType: row.contractType,
    startDate: row.startDate,
    endDate: row.endDate,
    status: row.status,
    jobId: row.jobId,
    jobName,
    vacationSystem: row.vacationSystem,
    vacationsTaken: Number(row.vacationsTaken),
    costCenterId: row.costCenterId,
    workPlace: row.workPlace,
    bankCode: row.bankCode,
    accountType: row.accountType,
    accountNumber: row.accountNumber,
    epsCode: row.epsCode,
    afpCode: row.afpCode,
    severanceFundCode: row.severanceFundCode,
    ccfCode: row.ccfCode,
    voluntaryPensionFundCode: row.voluntaryPensionFundCode,
    voluntaryPensionMonthly: num(row.voluntaryPensionMonthly),
    afcFundCode: row.afcFundCode,
    afcAccount: row.afcAccount,
    afcMonthly: num(row.afcMonthly),
    arlRiskClass: row.arlRiskClass,
    economicActivity: row.economicActivity,
    contributorType: row.contributorType,
    contributorSubtype: row.contributorSubtype,
    withholding: {
      procedure: row.withholdingProcedure,
      percentage: Number(row.withholdingPercentage),
      housing: {
        yearlyAmount: num(row.housingYearly),
        monthlyAmount: num(row.housingMonthly),
        startDate: row.housingStartDate,
        endDate: row.housingEndDate,
      },
      prepaidMedicine: {
        yearlyAmount: num(row.prepaidMedicineYearly),
        monthlyAmount: num(row.prepaidMedicineMonthly),
        startDate: row.prepaidMedicineStartDate,
        endDate: row.prepaidMedicineEndDate,
      },
      dependants: {
        enabled: row.dependants,
        startDate: row.dependantsStartDate,
        endDate: row.dependantsEndDate,
      },
    },
    retirementReason: row.retirementReason,
    retirementDate: row.retirementDate,
    transportAidExcluded: row.transportAidExcluded,
    settledThrough: row.settledThrough,
    hasPhoto: row.photoKey !== null,
    salary: current,
    salaryHistory: entries,
  };
}
