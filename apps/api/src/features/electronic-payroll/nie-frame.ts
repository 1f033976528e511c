import {
  CONTRACT_TYPES,
  type ContractTypeCode,
  type DocumentTypeCode,
  type Employer,
  type IndividualPayroll,
  PAYMENT_METHOD,
  type PayrollPeriodCode,
  payrollFromSettlements,
  type SettlementSource,
  WORKER_TYPES,
  type WorkerSubtypeCode,
  type WorkerTypeCode,
} from '@quincena/dian';
import type { companies, contracts, persons } from '../../db/schema/index.ts';
import { accountTypes, banks, documentTypes } from '../reference/index.ts';

type CompanyRow = typeof companies.$inferSelect;
// The batch's raw rows (settlement/contract-rows.ts) carry no bookkeeping timestamps.
type ContractRow = Omit<typeof contracts.$inferSelect, 'createdAt' | 'updatedAt'>;
type PersonRow = Omit<typeof persons.$inferSelect, 'createdAt' | 'updatedAt'>;

/** A worker's month as the NIE run reads it: his contract, the person, the salary in force and the stored settlements. */
export interface WorkerMonth {
  contract: ContractRow;
  person: PersonRow;
  /** Base monthly salary at the month's end (Sueldo). */
  salary: string;
  settlements: SettlementSource[];
  /** Payment dates of the month's payroll periods (FechasPagos). */
  paymentDates: string[];
}

/** Thrown for a fact the document needs and the records do not give; the run names the contract. */
export class FrameError extends Error {}

/**
 * PILA document types with no row in table 5.2.1 of the annex (decision 0307): a diplomatic card and
 * a safe-conduct are foreign identifications (42); the PPT replaced the PEP (47) as the permit of the
 * same migrants, and the annex was never updated for it.
 */
const DIAN_DOCUMENT_FALLBACK: Readonly<Record<string, DocumentTypeCode>> = { CD: 42, SC: 42, PT: 47 };

/** Datos empresa PERIODO is already the DIAN code (reference list payment-periods: tabla 5.5.1). */
function payrollPeriodOf(company: CompanyRow): PayrollPeriodCode {
  const code = Number(company.paymentPeriod);
  if (code === 4 || code === 5) return code;
  throw new FrameError('la empresa no tiene periodo de pago quincenal o mensual en Datos empresa');
}

export function employerOf(company: CompanyRow): Employer {
  if (
    !company.nit ||
    !company.checkDigit ||
    !company.address ||
    !company.departmentCode ||
    !company.municipalityCode
  )
    throw new FrameError(
      'faltan el dígito de verificación, la dirección o el municipio de la empresa en Datos empresa',
    );
  const natural = company.taxpayerType === '2' && company.firstName && company.firstSurname;
  return {
    name: natural
      ? {
          kind: 'person',
          firstSurname: company.firstSurname as string,
          ...(company.secondSurname ? { secondSurname: company.secondSurname } : {}),
          firstName: company.firstName as string,
          ...(company.secondName ? { otherNames: company.secondName } : {}),
        }
      : { kind: 'company', businessName: company.companyName ?? company.name },
    nit: company.nit,
    dv: company.checkDigit,
    country: company.countryCode ?? 'CO',
    departmentCode: company.departmentCode,
    municipalityCode: company.municipalityCode,
    address: company.address,
  };
}

function documentTypeOf(person: PersonRow): DocumentTypeCode {
  const listed = documentTypes.items.find((item) => item.code === person.documentType)?.dianCode;
  const code = listed ? (Number(listed) as DocumentTypeCode) : DIAN_DOCUMENT_FALLBACK[person.documentType];
  if (!code) throw new FrameError(`el tipo de documento ${person.documentType} no tiene código DIAN`);
  return code;
}

function workerTypeOf(contract: ContractRow): WorkerTypeCode {
  const code = contract.contributorType as WorkerTypeCode;
  if (!(code in WORKER_TYPES))
    throw new FrameError(
      `el tipo de cotizante ${contract.contributorType} no es un tipo de trabajador de la DIAN`,
    );
  return code;
}

/** Subtype 01 is the active old-age pensioner; the PILA's other subtypes are "no aplica" for the DIAN (tabla 5.5.4). */
const workerSubtypeOf = (contract: ContractRow): WorkerSubtypeCode =>
  contract.contributorSubtype === '01' ? '01' : '00';

function contractTypeOf(contract: ContractRow): ContractTypeCode {
  const code = Number(contract.contractType) as ContractTypeCode;
  if (!(code in CONTRACT_TYPES))
    throw new FrameError(`el tipo de contrato ${contract.contractType} no es válido`);
  return code;
}

/** FechaRetiro only in the month the contract ends (Anexo p.15). */
function terminationIn(contract: ContractRow, monthStart: string, monthEnd: string): string | undefined {
  const end = contract.retirementDate ?? contract.endDate;
  return end && end >= monthStart && end <= monthEnd ? end : undefined;
}

/**
 * The NominaIndividual of one worker's month, without number and issue data: the payroll lines come
 * from the stored settlements only (ARCHITECTURE.md §4c), the rest from Datos empresa and the contract.
 * The bank transfer the bank file makes is Metodo 45 (crédito bancario); without an account, cash (10).
 */
export function workerDocument(
  company: CompanyRow,
  month: WorkerMonth,
  frame: { year: number; month: number },
): Omit<IndividualPayroll, 'sequence' | 'issue'> {
  const { contract, person } = month;
  const monthStart = `${frame.year}-${String(frame.month).padStart(2, '0')}-01`;
  const monthEnd =
    month.settlements
      .map((s) => s.periodEnd)
      .sort()
      .at(-1) ?? monthStart;
  const employer = employerOf(company);
  const bank = contract.bankCode ? banks.items.find((item) => item.code === contract.bankCode) : undefined;
  const accountType = accountTypes.items.find((item) => item.code === contract.accountType);
  const paidByBank = Boolean(bank && contract.accountNumber);
  const termination = terminationIn(contract, monthStart, monthEnd);
  const document = payrollFromSettlements(month.settlements, {
    sequence: { consecutive: 0 },
    issue: {
      issuedAt: new Date(0),
      environment: 2,
      place: employer,
    },
    payrollPeriod: payrollPeriodOf(company),
    employer,
    worker: {
      workerType: workerTypeOf(contract),
      workerSubtype: workerSubtypeOf(contract),
      highRiskPension: false,
      documentType: documentTypeOf(person),
      documentNumber: person.documentNumber,
      firstSurname: person.firstSurname,
      secondSurname: person.secondSurname ?? '',
      firstName: person.firstName,
      ...(person.otherNames ? { otherNames: person.otherNames } : {}),
      workplace: {
        country: employer.country,
        departmentCode: employer.departmentCode,
        municipalityCode: employer.municipalityCode,
        address: employer.address,
      },
      integralSalary: contract.salaryType === 'X',
      contractType: contractTypeOf(contract),
      salary: month.salary,
      code: String(contract.id),
    },
    period: { hireDate: contract.startDate, ...(termination ? { terminationDate: termination } : {}) },
    payment: paidByBank
      ? {
          form: 1,
          method: PAYMENT_METHOD.bankCreditTransfer,
          bank: bank?.name,
          ...(accountType ? { accountType: accountType.name } : {}),
          accountNumber: contract.accountNumber as string,
          dates: month.paymentDates,
        }
      : { form: 1, method: PAYMENT_METHOD.cash, dates: month.paymentDates },
  });
  const { sequence: _sequence, issue: _issue, ...content } = document;
  return content;
}
