import type {
  ContractTypeCode,
  DocumentTypeCode,
  Environment,
  PaymentFormCode,
  WorkerSubtypeCode,
  WorkerTypeCode,
} from './code-lists.ts';
import type { Amount } from './money.ts';

/** A company (RazonSocial) or a natural person (name parts), as Empleador and ProveedorXML allow. */
export type LegalName =
  | { kind: 'company'; businessName: string }
  | { kind: 'person'; firstSurname: string; secondSurname?: string; firstName: string; otherNames?: string };

/** A DANE location: department (2 digits) and municipality (5 digits) codes, ISO country alpha-2. */
export interface Location {
  country: string;
  departmentCode: string;
  municipalityCode: string;
}

/** Empleador (Anexo p.21, NIE032–NIE038). NIT without check digit. */
export interface Employer extends Location {
  name: LegalName;
  nit: string;
  dv: string;
  address: string;
}

/**
 * The software that generates the document and its DIAN credentials (ProveedorXML, Anexo §8.2).
 * The PIN never appears in the XML: it only feeds the CUNE and the SoftwareSC.
 */
export interface SoftwareCredentials {
  providerName: LegalName;
  providerNit: string;
  providerDv: string;
  softwareId: string;
  pin: string;
}

/** Trabajador (Anexo p.22–24, NIE041–NIE063). */
export interface Worker {
  workerType: WorkerTypeCode;
  workerSubtype: WorkerSubtypeCode;
  /** Activities of Decreto 2090 de 2003. */
  highRiskPension: boolean;
  documentType: DocumentTypeCode;
  documentNumber: string;
  firstSurname: string;
  /** Required by the XSD; may be empty for people with one surname. */
  secondSurname: string;
  firstName: string;
  otherNames?: string;
  workplace: Location & { address: string };
  integralSalary: boolean;
  contractType: ContractTypeCode;
  /** Base monthly salary (Sueldo). */
  salary: Amount;
  code?: string;
}

/** Periodo (Anexo p.14–15). TiempoLaborado and FechaGen are derived, never passed in. */
export interface SettlementPeriod {
  /** FechaIngreso: date the worker joined the company. */
  hireDate: string;
  /** FechaRetiro: only in the month the contract ends. */
  terminationDate?: string;
  /** FechaLiquidacionInicio and FechaLiquidacionFin. */
  start: string;
  end: string;
}

/** NumeroSecuenciaXML: Numero is always Prefijo + Consecutivo (NIE012). */
export interface DocumentSequence {
  prefix?: string;
  consecutive: number;
  workerCode?: string;
}

/** When and where the document is generated, and for which DIAN environment. */
export interface Issue {
  /** The instant of generation; written as FechaGen and HoraGen in Bogotá time. */
  issuedAt: Date;
  environment: Environment;
  place: Location;
  notes?: string[];
}

/** Pago and FechasPagos (Anexo p.24–25). */
export interface Payment {
  form: PaymentFormCode;
  method: string;
  bank?: string;
  accountType?: string;
  accountNumber?: string;
  /** Every payment date of the month, e.g. both fortnights. */
  dates: string[];
}
