import type { Amount, IsoDate } from './common.ts';

/**
 * One month already settled, as the engine needs it for averages (CST 192, 253; art. 386 E.T.).
 * `month` is "YYYY-MM".
 */
export interface MonthRecord {
  month: string;
  /** Days counted for the month on the 30-day basis (worked + paid absences), excluding unpaid leave. */
  days: number;
  /** Unpaid-leave (SLN) days of the month. */
  unpaidLeaveDays: number;
  /** Fixed salary paid for the month (basic salary by days). */
  fixedSalary: Amount;
  /** Salary-constitutive variable pay: overtime, surcharges, commissions, salary bonuses. */
  variableSalary: Amount;
  /** Overtime and Sunday/holiday pay inside `variableSalary` (excluded from vacation pay, CST 192). */
  overtimeAndSurcharges: Amount;
  /** Transport (or connectivity) aid paid. */
  transportAid: Amount;
  /** Total labour payments of the month (withholding procedure 2 base, art. 386 E.T.). */
  labourIncome: Amount;
  /** Non-taxable income of the month (mandatory pension, FSP, health; arts. 55–56 E.T.). */
  nonTaxableIncome: Amount;
  /** Health IBC reported in PILA for the month (base of the next month's vacations, SLN and incapacities). */
  ibc: Amount;
}

/**
 * What an earlier fortnight of the same month already produced; the second fortnight reconciles
 * social security and withholding at month level against it.
 */
export interface EarlierPeriodInMonth {
  /** All salary-constitutive earnings (basic, paid leave, overtime, surcharges, salary items). */
  totalSalaryEarnings: Amount;
  /**
   * Salary-constitutive earnings other than the basic salary, paid leave and vacations: overtime,
   * surcharges, commissions, salary items (they go to the IBC of the worked PILA line).
   */
  variableSalaryEarnings: Amount;
  /** Non-salary earnings counted for the Ley 1393/2010 art. 30 test. */
  nonSalaryEarnings: Amount;
  /** Vacation pay in money (IBC of CCF, SENA and ICBF only; [GL26] L14303). */
  vacationMoneyPay: Amount;
  /** Payments of the earlier fortnight that enter the monthly withholding base. */
  withholdingIncome: Amount;
  /** Employee deductions already taken. */
  healthDeducted: Amount;
  pensionDeducted: Amount;
  fspDeducted: Amount;
  withholdingDeducted: Amount;
  voluntaryPensionDeducted: Amount;
  afcDeducted: Amount;
  transportAidPaid: Amount;
  /**
   * Basic salary (or apprentice support) paid in the earlier fortnight; with it the second fortnight pays
   * the month's basic salary minus this, so rounding never drifts a peso between fortnights.
   */
  basicPaid?: Amount;
  /** Days paid as basic salary in the earlier fortnight (30-day basis). */
  salaryDays: number;
  /** Days actually worked in the earlier fortnight (transport aid days). */
  workedDays: number;
}

export interface AccumulatedHistory {
  /** Previous months, most recent last; used for variable averages (CST 192, 253) and procedure 2. */
  months: MonthRecord[];
  /** The earlier fortnight of the month being settled (second fortnight only). */
  earlierInMonth?: EarlierPeriodInMonth;
  /** IBC of the month before the period (Decreto 806/1998 art. 70: vacations; SLN health). */
  previousMonthIbc?: Amount;
  /**
   * Prima days accrued in the current semester before the period (informational: the engine counts the
   * semester from the contract dates and the unpaid leave of `months`).
   */
  primaSemesterDays?: number;
  /**
   * Prima days of the current semester already paid (e.g. a June prima paid for the whole semester
   * before a retirement in June); later payments of the semester pay only the remaining days.
   */
  primaDaysPaidThisSemester?: number;
  /** Cesantías days accrued this year before the period (360-day year). */
  cesantiasYearDays?: number;
  /** Cesantías accrued and not yet consigned, for paying interest (Ley 52/1975). */
  cesantiasBalance?: Amount;
  /** Vacation business days pending (accrued minus enjoyed), for termination. */
  pendingVacationDays?: string;
  /** Date up to which vacations were accounted, if different from the contract start. */
  vacationsAccruedFrom?: IsoDate;
}

export const emptyHistory: AccumulatedHistory = { months: [] };
