import type { TCreateContractInputRaw, TPersonInputRaw } from '@quincena/contracts/employees';
import type { Database } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';

/**
 * Valid form inputs with real official codes, for the feature's tests and the demo seed: Bogotá
 * (DIVIPOLA 11001), EPS Sura (EPS010), Porvenir (230301 / 800144331), Compensar (CCF24),
 * Bancolombia (1007), ARL class I with activity 1620101 (software development, Decreto 768 de 2022).
 */
export function personInput(overrides: Partial<TPersonInputRaw> = {}): TPersonInputRaw {
  return {
    documentType: 'CC',
    documentNumber: '1020304050',
    firstName: 'Ana',
    otherNames: 'María',
    firstSurname: 'Pérez',
    secondSurname: 'Gómez',
    address: 'Calle 72 # 10-34',
    countryCode: 'CO',
    departmentCode: '11',
    cityCode: '11001',
    email: 'ana.perez@correo.com.co',
    ...overrides,
  };
}

/** A contract's social-security affiliations and PILA contributor type with real official codes (above). */
export const CONTRACT_AFFILIATIONS = {
  epsCode: 'EPS010',
  afpCode: '230301',
  severanceFundCode: '800144331',
  ccfCode: 'CCF24',
  arlRiskClass: '1',
  economicActivity: '1620101',
  contributorType: '01',
  contributorSubtype: '00',
} as const;

/** A contract's vacation system, workplace and payment account (Bancolombia savings), no cost centre. */
export const CONTRACT_WORK_AND_PAY = {
  vacationSystem: 'MONDAY_TO_FRIDAY',
  vacationsTaken: 0,
  costCenterId: null,
  workPlace: 'PRESENCIAL',
  bankCode: '1007',
  accountType: 'savings',
} as const;

const NO_DEDUCTIBLE_PAYMENT = { yearlyAmount: null, monthlyAmount: null, startDate: null, endDate: null };

/** Withholding procedure 1 at 0 %, with no housing interest, prepaid medicine or dependants declared. */
export const NOTHING_DECLARED_FOR_WITHHOLDING = {
  procedure: '1',
  percentage: 0,
  housing: NO_DEDUCTIBLE_PAYMENT,
  prepaidMedicine: NO_DEDUCTIBLE_PAYMENT,
  dependants: { enabled: false, startDate: null, endDate: null },
} as const;

export function contractInput(
  personId: number,
  jobId: number,
  overrides: Partial<TCreateContractInputRaw> = {},
): TCreateContractInputRaw {
  return {
    personId,
    salaryType: 'F',
    contractType: '2',
    startDate: '2026-02-01',
    endDate: null,
    status: 'ACTIVO',
    salary: { amount: 2_500_000, startDate: '2026-02-01' },
    jobId,
    ...CONTRACT_WORK_AND_PAY,
    accountNumber: '12345678901',
    ...CONTRACT_AFFILIATIONS,
    withholding: NOTHING_DECLARED_FOR_WITHHOLDING,
    retirementReason: null,
    retirementDate: null,
    transportAidExcluded: false,
    ...overrides,
  };
}

/** A job of the company, as the company feature's Cargos screen would create it. */
export async function insertTestJob(db: Database, companyId: number, name = 'Analista de nómina') {
  const [job] = await db.insert(jobs).values({ companyId, name, area: 'Gestión humana' }).returning();
  if (!job) throw new Error('job insert failed');
  return job;
}
