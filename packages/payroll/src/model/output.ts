import type { Amount, DecimalString, IsoDate } from './common.ts';
import type { DianAttribute, DianElement, DianIncapacityType } from './dian-element.ts';
import type { EarlierPeriodInMonth, MonthRecord } from './history.ts';

export type LineKind = 'earning' | 'deduction' | 'employer_contribution' | 'provision';

/** What the `units` of a line count. */
export type UnitKind = 'days' | 'hours' | 'percent' | 'none';

/**
 * Accounting account classes a line posts to (one debit, one credit). The accounting package maps
 * each class to the company's PUC accounts (Decreto 2650/1993 plan único de cuentas).
 */
export type AccountingClass =
  | 'payroll_expense'
  | 'salaries_payable'
  | 'social_security_payable'
  | 'parafiscal_payable'
  | 'withholding_payable'
  | 'third_party_payable'
  | 'benefits_liability'
  | 'receivable_health_entity'
  | 'receivable_arl'
  | 'receivable_employee';

export interface AccountingEntry {
  debit: AccountingClass;
  credit: AccountingClass;
  /**
   * Part of the value that posts to `payroll_expense` instead of `debit`. A final-settlement benefit line
   * (prima, cesantías, interest, vacations) pays out the liability of earlier provisions plus the accrual
   * of its own period, which is not provisioned because nothing remains owed after the settlement
   * (decision 0122). Absent: the whole value posts to `debit`.
   */
  expenseShare?: Amount;
}

export interface SettlementLine {
  /** Stable concept code (e.g. "BASIC", "HED", "HEALTH_EMP"); see the README concept table. */
  code: string;
  /** Spanish name shown on the payslip. */
  name: string;
  kind: LineKind;
  /** Quantity: days, hours or a percentage (as a decimal string), per `unitKind`. */
  units: DecimalString;
  unitKind: UnitKind;
  /** Base the value was computed on (hourly value, daily value, IBC …). */
  base: Amount;
  /** Rate applied to the base, as a fraction ("0.04", "1.75"), when there is one. */
  rate?: DecimalString;
  /** Amount in pesos, rounded to the peso unless the rule says otherwise. Always ≥ 0. */
  value: Amount;
  /** DIAN electronic payroll element; null for employer contributions and provisions. */
  dianElement: DianElement | null;
  dianAttribute?: DianAttribute;
  dianIncapacityType?: DianIncapacityType;
  /** DIAN Porcentaje for hour groups (surcharge %, Anexo table 5.5.5) and FondoSP/Salud/FondoPension. */
  dianPercentage?: DecimalString;
  accounting: AccountingEntry;
  /** Constitutes salary (CST 127) for IBC and benefit bases. */
  salary: boolean;
  /** Enters the monthly withholding base (art. 385 E.T.). */
  withholdingBase?: boolean;
  startDate?: IsoDate;
  endDate?: IsoDate;
  /** Legal source of the rule that produced the line. */
  source: string;
}

/** Social-security subsystems and parafiscales. */
export type Subsystem = 'pension' | 'health' | 'arl' | 'ccf' | 'sena' | 'icbf';

export interface SubsystemContribution {
  subsystem: Subsystem;
  /** Days reported for the subsystem in the month (≤ 30). */
  days: number;
  /** IBC after floor and ceiling, rounded up to the peso (Decreto 1990/2016). */
  ibc: Amount;
  /** Total rate (employer + employee) as a fraction. */
  rate: DecimalString;
  /** Total contribution for PILA: sum over segments, each rounded up to a multiple of 100. */
  total: Amount;
  employee: Amount;
  employer: Amount;
}

/** Solidarity fund (FSP): solidaridad and subsistencia sub-accounts (Ley 797/2003 art. 8). */
export interface SolidarityFundContribution {
  ibc: Amount;
  /** Solidarity sub-account rate (0.005) and subsistence rate (0.005 … 0.015). */
  solidarityRate: DecimalString;
  subsistenceRate: DecimalString;
  solidarity: Amount;
  subsistence: Amount;
}

/** PILA novelty type of a segment (Res. 2388/2016 num. 2.1.2.2). `WORKED` is the main line. */
export type PilaSegmentType = 'WORKED' | 'IGE' | 'IRL' | 'LMA' | 'VAC' | 'LR' | 'SLN';

export type SubsystemAmounts = Record<Subsystem, Amount>;
export type SubsystemDays = Record<Subsystem, number>;

/**
 * One PILA registro tipo 2: the worked line carries ING/RET/VSP/VST flags; each IBC-changing
 * novelty gets its own segment with dates, days and IBC per subsystem.
 */
export interface PilaSegment {
  type: PilaSegmentType;
  /** LMA only: maternity or paternity licence. (Paid licences are type LR, enjoyed vacations type VAC.) */
  detail?: 'maternity' | 'paternity';
  startDate: IsoDate;
  endDate: IsoDate;
  days: SubsystemDays;
  ibc: SubsystemAmounts;
  /** Rates applied per subsystem on this segment, as fractions. */
  rates: Record<Subsystem, DecimalString>;
  /** Contributions per subsystem on this segment, each rounded up to a multiple of 100. */
  contributions: SubsystemAmounts;
  /** Hours worked reported on the line (⌊days × weekly hours / 6⌋ on worked lines, 0 otherwise). */
  hours: number;
  /** ING: date of entry, when in this month (carried by the first segment of the month). */
  ing?: IsoDate;
  /** RET: date of retirement, when in this month (carried by the first segment of the month). */
  ret?: IsoDate;
  /** VSP: date of a permanent salary change in this month (carried by the first segment of the month). */
  vsp?: IsoDate;
  /** VST: transitory salary variation (variable pay on top of the fixed salary). */
  vst: boolean;
  /** Incapacity diagnosis, IGE/IRL. */
  diagnosis?: string;
}

export interface Provision {
  concept: 'prima' | 'cesantias' | 'cesantias_interest' | 'vacations';
  base: Amount;
  rate: DecimalString;
  value: Amount;
}

export interface SettlementTotals {
  earnings: Amount;
  deductions: Amount;
  /** earnings − deductions. */
  netPay: Amount;
  employerContributions: Amount;
  provisions: Amount;
  /** earnings + employer contributions + provisions. */
  employerCost: Amount;
}

export interface SettlementResult {
  contractId: string;
  employeeId: string;
  periodStart: IsoDate;
  periodEnd: IsoDate;
  /** Date whose legal parameters were applied (the period end; hours use their own dates). */
  parametersDate: IsoDate;
  lines: SettlementLine[];
  /**
   * Month-level social security, present for monthly periods and for the second fortnight
   * (which reconciles the whole month).
   */
  socialSecurity?: {
    contributions: SubsystemContribution[];
    solidarityFund: SolidarityFundContribution;
    segments: PilaSegment[];
    /** Excess of non-salary pay over 40 % added to the IBC (Ley 1393/2010 art. 30). */
    law1393Excess: Amount;
    /** Whether the art. 114-1 E.T. exoneration applied (health 8,5 %, SENA, ICBF). */
    exonerated: boolean;
  };
  provisions: Provision[];
  totals: SettlementTotals;
  /** Monthly withholding base in UVT and the procedure applied, for certificates (formulario 220). */
  withholding?: {
    procedure: 1 | 2;
    taxableBase: Amount;
    baseInUvt: DecimalString;
    value: Amount;
  };
  /**
   * First fortnight only: what the second fortnight needs to reconcile the month (pass it back as
   * `history.earlierInMonth`).
   */
  monthCarry?: EarlierPeriodInMonth;
  /** Monthly periods and second fortnights: the month as a history record for later averages. */
  monthRecord?: MonthRecord;
  /** Warnings in Spanish for the user (e.g. a legal limit that was applied). */
  warnings: string[];
}
