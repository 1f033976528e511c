import type { TContract, TSalaryHistoryEntry } from '@quincena/contracts/employees';
import type { Contract, ContractType, SalaryType } from '@quincena/payroll';
import Decimal from 'decimal.js';

/** Contract types (reference list `contract-types`) as the engine names them (CST arts. 45–47, 81). */
const ENGINE_CONTRACT_TYPES: Readonly<Record<string, ContractType>> = {
  '1': 'fixed_term',
  '2': 'indefinite',
  '3': 'work_or_labour',
  '4': 'apprenticeship',
};

/** PILA tipos de cotizante of an apprentice in the lectiva phase (Res. 2388 de 2016; Ley 2466 de 2025 art. 21). */
const LECTIVA_CONTRIBUTOR_TYPES = new Set(['12', '19']);

/**
 * PILA subtipos de cotizante that are not obliged to contribute to pension (Res. 2388 de 2016,
 * Anexo Técnico 2, campo 6): pensioners (01, 02, 09), not obliged by age (03), requirements met (04),
 * indemnity or refund recognised (05), exempted regime (06) and taxi drivers not obliged (12).
 */
const PENSION_EXEMPT_SUBTYPES = new Set(['01', '02', '03', '04', '05', '06', '09', '12']);

/** Ways of working that earn the connectivity aid instead of the transport aid (Ley 2088/2021 art. 10; Ley 2121/2021; Ley 2466/2025 art. 53). */
const REMOTE_WORK_PLACES = new Set(['TELETRABAJO', 'TRABAJO_EN_CASA', 'TRABAJO_REMOTO']);

export class EngineMappingError extends Error {}

const amount = (value: number) => new Decimal(value).toString();

function inForce(block: { startDate: string | null; endDate: string | null }, date: string): boolean {
  return (
    block.startDate !== null && block.startDate <= date && (block.endDate === null || date <= block.endDate)
  );
}

/**
 * The engine's contract input (packages/payroll/src/model/contract.ts) for a period starting on
 * `asOfDate`: the salary in force that day and every later change as `salaryChanges`, the
 * withholding deductions in force that day (E.T. art. 387), codes translated to the engine's words.
 */
export function toEngineContract(
  contract: TContract,
  salaryHistory: readonly Pick<TSalaryHistoryEntry, 'startDate' | 'amount'>[],
  asOfDate: string,
): Contract {
  const contractType = ENGINE_CONTRACT_TYPES[contract.contractType];
  if (!contractType) {
    // Internships (Ley 1780 de 2016) are not labour contracts; the engine does not settle them.
    throw new EngineMappingError(
      `El tipo de contrato ${contract.contractType} no se liquida como nómina laboral`,
    );
  }
  const history = [...salaryHistory].sort((a, b) => a.startDate.localeCompare(b.startDate));
  const first = history[0];
  if (!first) throw new EngineMappingError(`El contrato ${contract.id} no tiene salario`);
  const current = [...history].reverse().find((entry) => entry.startDate <= asOfDate) ?? first;
  const later = history.filter((entry) => entry.startDate > current.startDate && entry.startDate > asOfDate);

  const apprentice = contractType === 'apprenticeship';
  const salaryType: SalaryType = apprentice
    ? 'apprentice'
    : contract.salaryType === 'X'
      ? 'integral'
      : 'ordinary';
  const { withholding } = contract;
  const procedure = withholding.procedure === '2' ? 2 : 1;

  const engine: Contract = {
    id: String(contract.id),
    employeeId: contract.person.documentNumber,
    salaryType,
    salary: amount(current.amount),
    contractType,
    startDate: contract.startDate,
    arlRiskClass: Number(contract.arlRiskClass) as Contract['arlRiskClass'],
    transportAidExcluded: contract.transportAidExcluded,
    teleworker: REMOTE_WORK_PLACES.has(contract.workPlace),
    pensionExempt: PENSION_EXEMPT_SUBTYPES.has(contract.contributorSubtype),
    pilaContributorType: contract.contributorType,
    pilaContributorSubtype: contract.contributorSubtype,
    withholding: {
      procedure,
      hasDependants: withholding.dependants.enabled && inForce(withholding.dependants, asOfDate),
    },
  };
  if (later.length > 0) {
    engine.salaryChanges = later.map((entry) => ({ from: entry.startDate, amount: amount(entry.amount) }));
  }
  if (apprentice) {
    engine.apprenticePhase = LECTIVA_CONTRIBUTOR_TYPES.has(contract.contributorType) ? 'lectiva' : 'practica';
  }
  if (contract.endDate) engine.endDate = contract.endDate;
  if (procedure === 2)
    engine.withholding.procedure2Percentage = new Decimal(withholding.percentage).toString();
  if (withholding.housing.monthlyAmount !== null && inForce(withholding.housing, asOfDate)) {
    engine.withholding.housingInterestMonthly = amount(withholding.housing.monthlyAmount);
  }
  if (withholding.prepaidMedicine.monthlyAmount !== null && inForce(withholding.prepaidMedicine, asOfDate)) {
    engine.withholding.prepaidMedicineMonthly = amount(withholding.prepaidMedicine.monthlyAmount);
  }
  if (contract.voluntaryPensionMonthly !== null && contract.voluntaryPensionMonthly > 0) {
    engine.voluntaryPensionMonthly = amount(contract.voluntaryPensionMonthly);
  }
  if (contract.afcMonthly !== null && contract.afcMonthly > 0)
    engine.afcMonthly = amount(contract.afcMonthly);
  return engine;
}
