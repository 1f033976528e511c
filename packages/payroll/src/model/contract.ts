import type { Amount, ArlRiskClass, DecimalString, IsoDate } from './common.ts';

/**
 * Salary type. `integral` is CST art. 132 (≥ 13 SMMLV incl. the 30 % factor prestacional);
 * `apprentice` is the apprenticeship support of CST art. 81 as rewritten by Ley 2466/2025 art. 21.
 */
export type SalaryType = 'ordinary' | 'integral' | 'apprentice';

/**
 * Apprenticeship phase. Lectiva: health (and ARL from the July 2025 period), all by the employer; práctica:
 * health and ARL before the July 2025 period, the whole dependent regime after it (Ley 789/2002 art. 30;
 * Ley 2466/2025 art. 21; decision 0123).
 */
export type ApprenticePhase = 'lectiva' | 'practica';

/** Contract type (CST arts. 45–47, 81). */
export type ContractType = 'indefinite' | 'fixed_term' | 'work_or_labour' | 'apprenticeship';

/** Withholding procedure of arts. 385 (1) and 386 (2) E.T. */
export type WithholdingProcedure = 1 | 2;

/** A salary in force from a date (a change inside the period produces a PILA VSP novelty). */
export interface SalaryChange {
  from: IsoDate;
  amount: Amount;
}

export interface WithholdingProfile {
  procedure: WithholdingProcedure;
  /** Procedure 2 fixed percentage (art. 386 E.T.), e.g. "3.52" for 3,52 %. Required when procedure is 2. */
  procedure2Percentage?: DecimalString;
  /** Monthly housing-loan interest paid (art. 387 E.T., capped at 100 UVT by the engine). */
  housingInterestMonthly?: Amount;
  /** Monthly prepaid medicine / health insurance paid (art. 387 E.T., capped at 16 UVT). */
  prepaidMedicineMonthly?: Amount;
  /** The worker certified economic dependants (art. 387 E.T.: 10 % up to 32 UVT a month). */
  hasDependants: boolean;
}

export interface Contract {
  id: string;
  /** Employee identification, carried to the output for traceability. */
  employeeId: string;
  salaryType: SalaryType;
  /** Monthly salary (the full integral salary for `integral`; the support for `apprentice`). */
  salary: Amount;
  /** Salary changes with effect inside or after the period, in date order; overrides `salary` from each date. */
  salaryChanges?: SalaryChange[];
  apprenticePhase?: ApprenticePhase;
  contractType: ContractType;
  startDate: IsoDate;
  /** Agreed end date for fixed-term contracts. */
  endDate?: IsoDate;
  arlRiskClass: ArlRiskClass;
  /** AUX_TRANS_EXCLUDE: the worker lives at the workplace or is otherwise excluded from transport aid. */
  transportAidExcluded: boolean;
  /** Teleworker: receives the auxilio de conectividad instead of transport aid (Ley 2466/2025 art. 53). */
  teleworker?: boolean;
  /**
   * Agreed weekly hours for part-time workers. Absent = full legal weekly hours.
   * Part-time workers' contributions follow Decreto 2616/2013 weekly minimums.
   */
  agreedWeeklyHours?: DecimalString;
  /**
   * Worker hired for periods shorter than a month who contributes by weeks (Decreto 2616/2013,
   * Decreto 1072/2015 art. 2.2.1.6.4.6; PILA tipo 51): days actually worked in the month. Pension and CCF
   * contribute on weeks × SMMLV / 4, ARL on one SMMLV for 30 days; no health (subsidised regime or
   * beneficiary, Res. 5094/2013), SENA or ICBF (decision 0121).
   */
  weeklyContributionDaysWorked?: number;
  /**
   * Worker hired by the day (day workers, domestic workers by the day): days actually worked in the month,
   * possibly an average such as 4,29 for one day a week (Gerencie.com, Guía Laboral 2026). Transport aid is
   * paid for these days only, with the period that closes the month, and the prima and cesantías bases take
   * that aid (decisions 0033, 0130). Absent: `weeklyContributionDaysWorked` when set, else the calendar.
   */
  daysWorkedInMonth?: number;
  /** Pensioner or otherwise not obliged to contribute to pension (PILA subtipo 01…). */
  pensionExempt?: boolean;
  /** PILA tipo de cotizante (01 dependiente, 12/19 aprendiz …) and subtipo, carried to PILA segments. */
  pilaContributorType?: string;
  pilaContributorSubtype?: string;
  withholding: WithholdingProfile;
  /** Monthly voluntary pension contribution withheld by the employer (FVOL). */
  voluntaryPensionMonthly?: Amount;
  /** Monthly AFC/AVC savings contribution withheld by the employer (art. 126-4 E.T.). */
  afcMonthly?: Amount;
}
