import type { Amount, DecimalString, IsoDate, LocalTime } from './common.ts';
import type { DianElement } from './dian-element.ts';

/**
 * Overtime and surcharge types (CST arts. 168, 179; Ley 2466/2025 arts. 10, 14), named after the
 * DIAN electronic-payroll groups (Res. 000013/2021 Anexo técnico):
 * HED day overtime, HEN night overtime, HRN night surcharge on ordinary hours,
 * HRDDF ordinary hours on a Sunday/holiday (day), HRNDF ordinary hours on a Sunday/holiday (night),
 * HEDDF day overtime on a Sunday/holiday, HENDF night overtime on a Sunday/holiday.
 */
export type HourType = 'HED' | 'HEN' | 'HRN' | 'HRDDF' | 'HRNDF' | 'HEDDF' | 'HENDF';

/** Hours already classified by type (spec 02 "Overtime novelty": CONCEPT_ID, UNIT, DATE_NOVELTY). */
export interface TypedHoursNovelty {
  kind: 'typed';
  type: HourType;
  hours: DecimalString;
  date: IsoDate;
}

/**
 * A stretch of work given by clock times; the engine splits it into day and night hours with the
 * night window in force on that date (21:00 until 24 Dec 2025, 19:00 from 25 Dec 2025, Ley 2466 art. 10).
 * `end` earlier than `start` means the stretch crosses midnight (the remainder is dated the next day).
 */
export interface TimedHoursNovelty {
  kind: 'timed';
  date: IsoDate;
  start: LocalTime;
  end: LocalTime;
  /** true = hours beyond the agreed daily schedule (overtime); false = ordinary hours with surcharges only. */
  overtime: boolean;
  /** true = the day is a mandatory rest day (Sunday or holiday) for this worker; otherwise taken from the calendar. */
  restDay?: boolean;
}

export type HoursNovelty = TypedHoursNovelty | TimedHoursNovelty;

/** Nature of a reported or fixed item (spec 02 "Concept being created": TYPE_CONCEPTS). */
export type ItemNature = 'earning' | 'deduction';

/**
 * Category of a free item; decides its DIAN element default and how it is treated.
 * Earnings: bonus, aid (auxilio), commission, other, per_diem (viático), endowment (dotación),
 * advance (anticipo), third_party (pago a terceros).
 * Deductions: loan (libranza), garnishment (embargo), union, cooperative, advance, other, sanction,
 * complementary_plan, education, debt, refund.
 */
export type ItemCategory =
  | 'bonus'
  | 'aid'
  | 'commission'
  | 'other'
  | 'per_diem'
  | 'endowment'
  | 'advance'
  | 'third_party'
  | 'loan'
  | 'garnishment'
  | 'union'
  | 'cooperative'
  | 'sanction'
  | 'complementary_plan'
  | 'education'
  | 'debt'
  | 'refund';

/** A one-off reported item (spec 02 "Reported item", MODULE OCA). */
export interface ReportedItem {
  code: string;
  name: string;
  nature: ItemNature;
  category: ItemCategory;
  /** Earnings only: true = constitutes salary (CST 127), false = non-salary (CST 128; Ley 1393/2010 art. 30). */
  salary: boolean;
  value: Amount;
  /** Earnings only: part of the withholding base (TYPE_RETE). Default true for earnings. */
  withholdingBase?: boolean;
  /** Overrides the DIAN element chosen from the category (concept NE_DIAN). */
  dianElement?: DianElement;
  observations?: string;
}

/** When a fixed item applies in a month paid by fortnights (spec 02 "Fixed item" PERIOD). */
export type RecurringPeriodicity = 'each_period' | 'first_fortnight' | 'second_fortnight';

/** A fixed recurring item (spec 02 "Fixed item", MODULE STA). */
export interface RecurringItem extends ReportedItem {
  periodicity: RecurringPeriodicity;
  startDate: IsoDate;
  endDate?: IsoDate;
  /**
   * Outstanding balance before this period (BALANCE_VALUE, e.g. a loan). When set, the deduction never
   * exceeds it.
   */
  balance?: Amount;
}

/** Vacations (spec 02 "Vacation": DAYS_TIE in time, DAYS_DIN in money; CST arts. 186–192). */
export interface VacationNovelty {
  /** Business days enjoyed (días hábiles). 0 when only paid in money. */
  daysInTime: number;
  /** Days paid in money without rest (CST 189: up to half, by written agreement). */
  daysInMoney: number;
  /** First day of rest, required when daysInTime > 0. */
  startDate?: IsoDate;
  /** Last calendar day of rest (computed from business days and holidays). */
  endDate?: IsoDate;
}

/**
 * Absence contingencies (spec 02 "Absence" CONTINGENCY).
 * common_illness: incapacidad de origen común (CST 227; Decreto 2943/2013) → PILA IGE
 * work_accident: incapacidad de origen laboral (Ley 776/2002 art. 3) → PILA IRL
 * maternity: licencia de maternidad (CST 236; Ley 2114/2021) → PILA LMA
 * paternity: licencia de paternidad (CST 236 par. 2; Ley 2114/2021) → PILA LMA
 * paid_leave: licencia remunerada (luto, calamidad, CST 57 num. 6…) → PILA VAC-LR (L)
 * unpaid_leave: licencia no remunerada / suspensión (CST 51, 53) → PILA SLN
 * suspension: disciplinary suspension (CST 51) → PILA SLN
 */
export type AbsenceContingency =
  | 'common_illness'
  | 'work_accident'
  | 'maternity'
  | 'paternity'
  | 'paid_leave'
  | 'unpaid_leave'
  | 'suspension';

export interface AbsenceNovelty {
  contingency: AbsenceContingency;
  startDate: IsoDate;
  /** Last day of the absence, inclusive. */
  endDate: IsoDate;
  /**
   * For an incapacity that extends an earlier one (prórroga, Decreto 780/2016 art. 2.2.3.3.2): the number of
   * incapacity days already elapsed before `startDate` in the chain. Days 1–2 are then not paid again by the
   * employer and the 91st day onwards falls to 50 %.
   */
  extensionOfDays?: number;
  /** Diagnosis code (CIE-10), incapacities only. */
  diagnosis?: string;
  /**
   * Maternity only: the real gestation period in days and the days the mother contributed to health during
   * it (a contributed month = 30 days). With fewer contributed days the EPS recognises the licence in
   * proportion, (contributed × licence days) / gestation days, rounded to whole days; the employer still
   * grants and pays the whole licence and assumes the rest (Decreto 780/2016 art. 2.2.3.2.1; decision 0133).
   */
  gestationDays?: number;
  contributedGestationDays?: number;
}

/** Reason the contract ends (spec 02 "Retirement" LOV_REASON), drives the CST art. 64 indemnity. */
export type RetirementReason =
  | 'resignation'
  | 'dismissal_without_cause'
  | 'dismissal_with_cause'
  | 'fixed_term_expiry'
  | 'work_completed'
  | 'mutual_agreement'
  | 'apprenticeship_end'
  | 'death'
  | 'pension';

export interface RetirementNovelty {
  /** Last day worked (the contract ends at the end of this day). */
  date: IsoDate;
  reason: RetirementReason;
  /** Obra o labor: estimated end of the work, for the indemnity of CST art. 64. */
  expectedWorkEnd?: IsoDate;
}

export interface Novelties {
  hours: HoursNovelty[];
  reported: ReportedItem[];
  recurring: RecurringItem[];
  vacations: VacationNovelty[];
  absences: AbsenceNovelty[];
  retirement?: RetirementNovelty;
}

export const emptyNovelties: Novelties = {
  hours: [],
  reported: [],
  recurring: [],
  vacations: [],
  absences: [],
};
