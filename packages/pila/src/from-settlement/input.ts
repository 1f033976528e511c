import type { CompanyPayrollSettings, Contract, PilaSegment, SettlementResult } from '@quincena/payroll';
import type { ContributorInput, OperatorInput, WorkerDocumentType } from '../planilla/model.ts';

/**
 * What the settlement hands over to build one planilla. The payroll engine's published types are
 * used as they are; only the fields listed here are read:
 *
 * | engine field | planilla use |
 * | --- | --- |
 * | `SettlementResult.socialSecurity.segments[]` | one registro tipo 2 each |
 * | `PilaSegment.type` (`WORKED`, `IGE`, `IRL`, `LMA`, `VAC`, `LR`, `SLN`) | line kind, novelty flag (fields 24–27, 30) |
 * | `PilaSegment.startDate`, `endDate` | novelty dates (fields 83–94); not written on `WORKED` |
 * | `PilaSegment.days` (`pension`, `health`, `arl`, `ccf`) | line days: the largest of the four (fields 36–39 follow coverage); segments without days are skipped |
 * | `PilaSegment.ibc` (`pension`, `health`, `arl`, `ccf`, `sena`) | IBC fields 42–45 and 95, only for the subsystems the cotizante pays |
 * | `PilaSegment.ing`, `ret`, `vsp`, `vst` | ING/RET/VSP/VST flags and dates (fields 15, 16, 21, 23, 80–82) |
 * | `SettlementResult.socialSecurity.exonerated` | field 76 |
 * | `Contract.salary`, `salaryChanges` | field 40: salary in force on the last day of the period |
 * | `Contract.salaryType`, `apprenticePhase` | field 41 and the default tipo de cotizante |
 * | `Contract.pilaContributorType`, `pilaContributorSubtype`, `pensionExempt` | fields 5–6 |
 * | `Contract.arlRiskClass` | field 78 and the ARL rate |
 * | `Contract.weeklyContributionDaysWorked` | tipo 51 by default; the line's days (fields 36, 39); ARL IBC at least one SMMLV |
 * | `Contract.agreedWeeklyHours` | tipo 51 only: hours of field 96 |
 * | `CompanyPayrollSettings.pensionDuringUnpaidLeave`, `healthDuringUnpaidLeave` | SLN rates (fields 46, 54) |
 */
export interface SettledWorker {
  settlement: Pick<SettlementResult, 'contractId' | 'socialSecurity'>;
  contract: Pick<
    Contract,
    | 'salary'
    | 'salaryChanges'
    | 'salaryType'
    | 'apprenticePhase'
    | 'arlRiskClass'
    | 'pensionExempt'
    | 'pilaContributorType'
    | 'pilaContributorSubtype'
    | 'weeklyContributionDaysWorked'
    | 'agreedWeeklyHours'
  >;
  /** Employee master data the engine does not carry. */
  employee: EmployeeAffiliation;
}

export interface EmployeeAffiliation {
  documentType: WorkerDocumentType;
  documentNumber: string;
  firstSurname: string;
  secondSurname?: string;
  firstName: string;
  secondName?: string;
  /** DIVIPOLA code of the work location, 5 digits (department + municipality). */
  workLocation: string;
  pensionFundCode?: string;
  healthProviderCode: string;
  ccfCode?: string;
  /** ARL of the worker when it differs from the company's. */
  arlCode?: string;
  /** Decreto 768/2022 economic activity of the worker's work centre, 7 digits. */
  arlActivityCode: string;
  workCenter?: string;
  foreignerNotObligedToPension?: boolean;
  /** The agreed salary is variable (commissions, piece rate): field 41 = V. */
  variableSalary?: boolean;
}

export interface PlanillaRequest {
  contributor: ContributorInput;
  operator: OperatorInput;
  /** Period `aaaa-mm` of pensions, risks and CCF. */
  period: string;
  sequence?: number;
  /** The company's SLN choices (`pensionDuringUnpaidLeave`, `healthDuringUnpaidLeave`); engine defaults when absent. */
  settings?: Pick<CompanyPayrollSettings, 'pensionDuringUnpaidLeave' | 'healthDuringUnpaidLeave'>;
  workers: SettledWorker[];
}

export type { PilaSegment };
