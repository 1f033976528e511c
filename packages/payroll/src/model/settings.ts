/**
 * Company payroll configuration (spec 01 §3 "Payroll configuration": CONF_ABS, CONF_VAC, CONF_TRAN,
 * CONF_PRE_LEY, CONF_AFP_SLN, EXO_1607) plus the choices the law reference (§0) leaves open.
 * Every option documents its default; `defaultCompanySettings` holds them.
 */

/**
 * How transport aid is paid when the company pays by fortnights (CONF_TRAN LITE_SUB_TRS_PAG):
 * with each period for its days, or the whole month's days with the second fortnight.
 */
export type TransportAidPeriodicity = 'each_period' | 'second_fortnight';

/** Which fortnight pays a prima instalment (LITE_PRIM_PAG); `none` = paid by a separate process. */
export type PrimaPaymentFortnight = 'first_fortnight' | 'second_fortnight' | 'none';

/** When interest on cesantías is paid (CONF_INTER LITE_INT_CESA_PAG; Ley 52/1975, Ley 2466/2025 art. 64). */
import type { WorkingWeek } from '../calendar/index.ts';

export type CesantiasInterestPayment = 'january' | 'monthly' | 'with_cesantias';

/**
 * Rate of days 1–2 of a common-origin incapacity, paid by the employer (Decreto 2943/2013 art. 1).
 * Law reference §0 item 6: sources disagree (100 % vs 66,67 % respecting the SMMLV floor).
 * CONF_ABS LITE_ABS_EG. Default `two_thirds` (CST art. 227 rate, floor of the daily SMMLV).
 */
export type CommonSickDays1to2Rate = 'full' | 'two_thirds';

/** Working week used to count vacation business days (CST 186; law reference §4.4). */
export type { WorkingWeek } from '../calendar/index.ts';

/**
 * Day on which the Ley 2101/2021 weekly-hours steps take effect each July (law reference §0 item 5).
 * Default 15: MinTrabajo Concepto 08SE2024120300000033088 of 1 Aug 2024.
 */
export type WeeklyHoursStepDay = 15 | 16;

/** Withholding rounding (law reference §0 item 4; ET arts. 577/868 practice). Default `thousand`. */
export type WithholdingRounding = 'thousand' | 'peso';

/** Employer kind, for art. 114-1 E.T. (natural persons need two or more workers). */
export type EmployerKind = 'legal_entity' | 'natural_person';

export interface CompanyPayrollSettings {
  /** Pay frequency of the company (PERIODO). */
  payFrequency: 'monthly' | 'fortnightly';
  employerKind: EmployerKind;
  /** Number of workers, used for the natural-person rule of art. 114-1 E.T. */
  employeeCount: number;
  /** EXO_1607: the employer applies the art. 114-1 E.T. exoneration (Ley 1607/2012, Ley 1819/2016). */
  law1607Exonerated: boolean;
  absences: {
    /** CONF_ABS PAGA_DIA_31: day 31 is paid as a salary day (default false: 30-day commercial month). */
    payDay31: boolean;
    commonSickDays1to2Rate: CommonSickDays1to2Rate;
  };
  vacations: {
    /** CONF_VAC VARIABLE: vacation pay includes the variable-salary average (CST 192; default true). */
    includeVariablePay: boolean;
    /** CONF_VAC PAGA_DIA_31: a day 31 inside a vacation counts as a paid day (default false). */
    payDay31: boolean;
    workingWeek: WorkingWeek;
  };
  transportAid: {
    periodicity: TransportAidPeriodicity;
  };
  prima: {
    /** CONF_PRIMA AUX_TRANS: transport aid is part of the prima base (default true, law reference §4). */
    includeTransportAid: boolean;
    /** CONF_PRIMA APLICA_LNR: unpaid-leave days reduce the prima days (default true). */
    discountUnpaidLeave: boolean;
    june: PrimaPaymentFortnight;
    december: PrimaPaymentFortnight;
  };
  cesantias: {
    /** CONF_CESA AUX_TRANS: transport aid is part of the cesantías base (default true). */
    includeTransportAid: boolean;
  };
  interest: {
    payment: CesantiasInterestPayment;
  };
  /**
   * CONF_AFP_SLN: during unpaid leave (SLN) the employer pays its 12 % pension share on the last IBC.
   * Default true: PILA practice (law/PILA reference §4.3 sample file, SLN lines at 12 %); MinProtección
   * concepto 256873/2007 calls it optional.
   */
  pensionDuringUnpaidLeave: boolean;
  /**
   * During SLN the employer pays the 8,5 % health share on the last IBC: Decreto 806/1998 art. 71 ("no
   * habrá lugar al pago de los aportes por parte del afiliado, pero sí de los correspondientes al
   * empleador"), MinProtección concepto 105509/2008, [GL26] L14740–14770. Default true, as in PILA
   * (decision 0056); an exonerated worker owes none on any line (E.T. art. 114-1). false only for a company
   * that assumes the risk of not paying it (the sample planilla's SLN lines were all exonerated workers).
   */
  healthDuringUnpaidLeave: boolean;
  weeklyHoursStepDay: WeeklyHoursStepDay;
  withholdingRounding: WithholdingRounding;
  /**
   * Ordinary hours worked on a mandatory rest day (HRDDF, HRNDF) are paid in full plus the surcharge,
   * HO × (1 + d), on top of the monthly salary (CST 179 num. 1 "sin perjuicio del salario ordinario";
   * law reference §0 item 10). false = only the surcharge d, for schedules whose monthly salary already
   * pays those hours. Default true.
   */
  restDayHoursPaidInFull: boolean;
  /** The employer adopted the 100 % Sunday/holiday surcharge before 1 Jul 2027 (Ley 2466/2025 art. 14). */
  sundaySurchargeFullEarly: boolean;
  /**
   * Ley 1393/2010 art. 30 with an integral salary: which part of the salary counts as "total remuneración"
   * for the 40 % test. `ibc_share` (default, also when absent): the 70 % that is the IBC (Ley 797/2003 art.
   * 5), as the UGPP line is published (Aleluya, "Cómo se aplica la Ley 1393 de 2010 para empleados con
   * salario integral"). `full`: 100 % of the integral salary, the reading of examples that count the
   * factor prestacional as remuneration (decision 0131).
   */
  law1393IntegralSalary?: Law1393IntegralSalary;
  /**
   * Fixed-term contracts whose end date passes without a notice of non-renewal: `automatic` (default, also
   * when absent) renews them as CST art. 46 says; `explicit_decision` leaves them expired without a decision
   * until someone records the renewal or the end (decision 0311).
   */
  fixedTermRenewal?: FixedTermRenewalPolicy;
}

export type FixedTermRenewalPolicy = 'automatic' | 'explicit_decision';

export type Law1393IntegralSalary = 'ibc_share' | 'full';

export const defaultCompanySettings: CompanyPayrollSettings = {
  payFrequency: 'monthly',
  employerKind: 'legal_entity',
  employeeCount: 1,
  law1607Exonerated: true,
  absences: { payDay31: false, commonSickDays1to2Rate: 'two_thirds' },
  vacations: { includeVariablePay: true, payDay31: false, workingWeek: 'MONDAY_TO_SATURDAY' },
  transportAid: { periodicity: 'each_period' },
  prima: {
    includeTransportAid: true,
    discountUnpaidLeave: true,
    june: 'first_fortnight',
    december: 'first_fortnight',
  },
  cesantias: { includeTransportAid: true },
  interest: { payment: 'january' },
  pensionDuringUnpaidLeave: true,
  healthDuringUnpaidLeave: true,
  weeklyHoursStepDay: 15,
  withholdingRounding: 'thousand',
  restDayHoursPaidInFull: true,
  sundaySurchargeFullEarly: false,
  fixedTermRenewal: 'automatic',
};
