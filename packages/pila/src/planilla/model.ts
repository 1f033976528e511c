import type { Amount } from '../money/rounding.ts';
import type { ContributorSubtype, ContributorType } from '../rules/coverage.ts';
import type { RiskClass } from '../rules/rates.ts';

/**
 * One planilla as the settlement hands it over: the contributor, the period, the operator and, per
 * worker, one line per segment of the month whose IBC or novelty differs (Res. 2388/2016 num. 2.1.2.2
 * as modified by Res. 5858/2016 art. 1).
 */
export interface PlanillaInput {
  contributor: ContributorInput;
  /** Period of pensions, risks and CCF, `aaaa-mm` (header field 15). Health is the next month for planilla E. */
  period: string;
  /**
   * Tipo de planilla (header field 8): E employees, or N correcciones of a month already paid
   * (a retroactive raise reported in the months it belongs to; decision 0347).
   */
  planillaType: 'E' | 'N';
  /** Planilla N only: the operator's number of the planilla it corrects, and its payment date (fields 9–10). */
  associated?: { number: string; paymentDate?: string };
  operator: OperatorInput;
  /** Secuencia (header field 3), 1 for the first planilla of the period. */
  sequence?: number;
  /** Company choices for SLN lines, which the sources leave open (see `UnpaidLeaveOptions`). */
  unpaidLeave?: UnpaidLeaveOptions;
  workers: WorkerInput[];
}

/**
 * What the employer pays on SLN lines; the worker's own shares are not due. Pension: its 12 % share,
 * default true (PILA practice: every SLN line of the real planilla in
 * docs/reference/pila-file-and-code-lists.md §4.3 carries 0.12000; MinProtección calls it unregulated). Health: its 8.5 % share on the last IBC, default true
 * (Decreto 806/1998 art. 71, read in MinProtección concepto 105509/2008); never for an exonerated
 * worker (E.T. art. 114-1), which is why the real planilla, whose SLN lines are all exonerated, shows
 * 0. The payroll engine's settings `pensionDuringUnpaidLeave` and `healthDuringUnpaidLeave` feed these
 * through `buildPlanillaInput`, so PILA and payroll agree whatever the company chooses.
 */
export interface UnpaidLeaveOptions {
  employerPension?: boolean;
  employerHealth?: boolean;
}

export type ContributorDocumentType = 'NI' | 'CC' | 'CE' | 'PA' | 'PT';
export type WorkerDocumentType = 'CC' | 'CE' | 'TI' | 'PA' | 'CD' | 'SC' | 'PE' | 'PT';

export interface ContributorInput {
  name: string;
  documentType: ContributorDocumentType;
  /** Without the verification digit. */
  documentNumber: string;
  verificationDigit: string;
  /** Tipo de aportante (header field 21), 01 = empleador. */
  contributorType: '01';
  /** ARL code of the contributor (header field 14), e.g. `14-23`. */
  arlCode: string;
  /** Presentation: U (única) or S (sucursal) with its code and name (header fields 11–13). */
  branch?: { code: string; name: string };
}

export interface OperatorInput {
  /** Código del operador de información (header field 22), two digits. */
  code: string;
}

export type SalaryType = 'fixed' | 'variable' | 'integral';

export interface WorkerInput {
  documentType: WorkerDocumentType;
  documentNumber: string;
  contributorType: ContributorType;
  contributorSubtype: ContributorSubtype;
  /** Field 7: foreigner not obliged to pension (only with CE, PA, CD). */
  foreignerNotObligedToPension?: boolean;
  /** DIVIPOLA of the work location: department 2 digits, municipality 3 digits (fields 9–10). */
  department: string;
  municipality: string;
  firstSurname: string;
  secondSurname?: string;
  firstName: string;
  secondName?: string;
  /** Basic monthly salary or apprentice support (field 40). */
  salary: Amount;
  /** Field 41; ignored (blank) for apprentices. */
  salaryType: SalaryType;
  pensionFundCode?: string;
  healthProviderCode?: string;
  ccfCode?: string;
  /** ARL of the worker (field 77); the contributor's ARL when absent. */
  arlCode?: string;
  riskClass?: RiskClass;
  /** Decreto 768/2022 activity, 7 digits (field 98). */
  arlActivityCode?: string;
  /** Work centre assigned by the ARL (field 62); zeros when absent. */
  workCenter?: string;
  /** Field 76: exonerated of health employer share, SENA and ICBF (E.T. art. 114-1). */
  exonerated: boolean;
  lines: LineInput[];
}

/**
 * Kind of segment. `worked` is the main line; the others carry one novelty each:
 * VAC vacaciones, LR licencia remunerada, IGE incapacidad general, LMA licencia de maternidad o
 * paternidad, IRL incapacidad laboral, SLN suspensión o licencia no remunerada.
 */
export type LineKind = 'worked' | 'VAC' | 'LR' | 'IGE' | 'LMA' | 'IRL' | 'SLN';

export const NOVELTY_KINDS: readonly LineKind[] = ['VAC', 'LR', 'IGE', 'LMA', 'IRL', 'SLN'];

export interface LineIbc {
  pension?: Amount;
  health?: Amount;
  risk?: Amount;
  ccf?: Amount;
  /** IBC of SENA/ICBF (field 95); the CCF IBC when absent. */
  parafiscal?: Amount;
}

export interface LineInput {
  kind: LineKind;
  /** Days of the segment in the 30-day month; the same for every subsystem the worker pays. */
  days: number;
  /** First and last day of a novelty segment, ISO `aaaa-mm-dd` (fields 83–94). */
  start?: string;
  end?: string;
  /** IBC of the segment per subsystem, before rounding up to the peso. */
  ibc: LineIbc;
  /** ING with its date (fields 15, 80). */
  entryDate?: string;
  /** RET with its date (fields 16, 81). */
  retirementDate?: string;
  /** VSP with the date the new salary starts (fields 21, 82). */
  permanentVariationDate?: string;
  /** VST: variable pay changed the IBC this month (field 23). */
  transientVariation?: boolean;
  /** Voluntary pension contributions, RAIS only (fields 48–49). */
  voluntaryPension?: { affiliate?: Amount; employer?: Amount };
  /**
   * Retroactive differences paid this month for earlier months, reported in this month (company setting
   * MES_DE_PAGO; decision 0347): whole pesos added to the line's IBC and to its liquidated contributions,
   * so what the payroll deducted and paid is what the planilla declares.
   */
  added?: RetroactiveAddition;
  /**
   * Planilla N only: the contributions the original planilla already paid on this line; the line then
   * carries the corrected IBC and, as contributions, the corrected liquidation minus these (decision 0347).
   */
  alreadyPaid?: ContributionAmounts;
  /**
   * Weekly hours agreed for a part-time worker (tipo 51); field 96 then counts ⌊days × these hours / 6⌋
   * instead of the legal maximum. Absent: the Ley 2101/2021 hours in force.
   */
  agreedWeeklyHours?: number;
}

/** Contributions of one line per subsystem, whole pesos. */
export interface ContributionAmounts {
  pension: number;
  solidarity: number;
  subsistence: number;
  health: number;
  risk: number;
  ccf: number;
  sena: number;
  icbf: number;
}

export interface RetroactiveAddition {
  /** Salary-base differences added to the IBC of each subsystem the worker pays. */
  ibc: number;
  contributions: ContributionAmounts;
}
