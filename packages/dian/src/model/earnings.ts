import type { DisabilityTypeCode, OvertimeKind } from './code-lists.ts';
import type { Amount } from './money.ts';

/**
 * Devengados (Anexo Técnico v1.0 p.25–43). Every element of the XSD 1.0.6 has a field here; the
 * serializer writes them in schema order whatever order the caller used. "S"/"NS" = salarial /
 * no salarial. All amounts are positive (rule VLR01); the sign comes from the concept.
 */
export interface Earnings {
  /** Basico: days worked and the salary paid for them. */
  basic: { workedDays: number; amount: Amount };
  /** Transporte: auxilio de transporte and viáticos de manutención y alojamiento. */
  transport?: TransportEarning[];
  /** HEDs … HRNDFs: overtime and surcharge hours. */
  overtime?: OvertimeEarning[];
  vacations?: VacationEarning[];
  /** Primas: días, pago salarial and optional no salarial part. */
  serviceBonus?: { days: number; amount: Amount; nonSalaryAmount?: Amount };
  /** Cesantias: pago, porcentaje de intereses and intereses. */
  severance?: { amount: Amount; interestPercentage: Amount; interest: Amount };
  disabilities?: DisabilityEarning[];
  leaves?: LeaveEarning[];
  bonuses?: SalaryPair[];
  aids?: SalaryPair[];
  legalStrikes?: DatedDays[];
  /** OtrosConceptos: also where retroactive pay goes (Anexo §12 p.258). */
  otherConcepts?: (SalaryPair & { description: string })[];
  compensations?: { ordinary: Amount; extraordinary: Amount }[];
  /** BonoEPCTVs: bonos electrónicos o de papel de servicio, cheques, tarjetas, vales. */
  epctvBonuses?: { salary?: Amount; nonSalary?: Amount; foodSalary?: Amount; foodNonSalary?: Amount }[];
  commissions?: Amount[];
  thirdPartyPayments?: Amount[];
  advances?: Amount[];
  /** Dotacion. */
  workClothing?: Amount;
  /** ApoyoSost: apoyo de sostenimiento of apprentices. */
  sustenanceSupport?: Amount;
  telework?: Amount;
  /** BonifRetiro. */
  retirementBonus?: Amount;
  /** Indemnizacion. */
  indemnity?: Amount;
  /** Reintegro. */
  refund?: Amount;
}

export interface TransportEarning {
  allowance?: Amount;
  salaryPerDiem?: Amount;
  nonSalaryPerDiem?: Amount;
}

export interface OvertimeEarning {
  kind: OvertimeKind;
  /** YYYY-MM-DDTHH:MM:SS, 19 characters (Anexo p.26). */
  start?: string;
  end?: string;
  hours: Amount;
  /** Defaults to the Anexo table 5.5.5 percentage of the kind. */
  percentage?: Amount;
  amount: Amount;
}

export type VacationEarning =
  | { kind: 'enjoyed'; start?: string; end?: string; days: number; amount: Amount }
  | { kind: 'compensated'; days: number; amount: Amount };

export interface DisabilityEarning {
  start?: string;
  end?: string;
  days: number;
  type: DisabilityTypeCode;
  amount: Amount;
}

export type LeaveEarning =
  | { kind: 'maternityPaternity' | 'paid'; start?: string; end?: string; days: number; amount: Amount }
  | { kind: 'unpaid'; start?: string; end?: string; days: number };

export interface SalaryPair {
  salary?: Amount;
  nonSalary?: Amount;
}

export interface DatedDays {
  start?: string;
  end?: string;
  days: number;
}
