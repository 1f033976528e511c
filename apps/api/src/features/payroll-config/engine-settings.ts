import {
  RETROACTIVE_CONTRIBUTIONS_DEFAULT,
  RETROACTIVE_ELECTRONIC_PAYROLL_DEFAULT,
  type TPayrollConfig,
  type TYesNo,
} from '@quincena/contracts/payroll-config';
import {
  type CesantiasInterestPayment,
  type CommonSickDays1to2Rate,
  type CompanyPayrollSettings,
  defaultCompanySettings,
  type PrimaPaymentFortnight,
  type TransportAidPeriodicity,
  type WeeklyHoursStepDay,
  type WithholdingRounding,
  type WorkingWeek,
} from '@quincena/payroll';

/**
 * Facts the engine needs that other screens own: pay frequency, taxpayer type, employee count and
 * the Ley 1607 exoneration are company data (spec 01 §3 COMPANY: PERIODO, TIPO_CONTRIBUYENTE,
 * NUMBRE_EMPLOYEES, EXO_1607, all on Datos empresa); the working week is the vacation system of
 * /Festivos. The settlement passes them in from those records, so each has one source of truth.
 */
export interface CompanyPayrollFacts {
  payFrequency: CompanyPayrollSettings['payFrequency'];
  employerKind: CompanyPayrollSettings['employerKind'];
  employeeCount: number;
  /** EXO_1607: the employer applies the art. 114-1 E.T. exoneration (Ley 1607/2012, Ley 1819/2016). */
  law1607Exonerated: boolean;
  workingWeek: WorkingWeek;
}

const SICK_PAY = { TWO_THIRDS: 'two_thirds', FULL: 'full' } as const satisfies Record<
  TPayrollConfig['sickPayDays1And2'],
  CommonSickDays1to2Rate
>;
const TRANSPORT = {
  EACH_PERIOD: 'each_period',
  SECOND_FORTNIGHT: 'second_fortnight',
} as const satisfies Record<TPayrollConfig['transportAidPeriodicity'], TransportAidPeriodicity>;
const PRIMA = {
  FIRST_FORTNIGHT: 'first_fortnight',
  SECOND_FORTNIGHT: 'second_fortnight',
  SEPARATE: 'none',
} as const satisfies Record<TPayrollConfig['primaJunePayment'], PrimaPaymentFortnight>;
const INTEREST = {
  JANUARY: 'january',
  MONTHLY: 'monthly',
  WITH_CESANTIAS: 'with_cesantias',
} as const satisfies Record<TPayrollConfig['cesantiasInterestPayment'], CesantiasInterestPayment>;
const STEP_DAY = { DAY_15: 15, DAY_16: 16 } as const satisfies Record<
  TPayrollConfig['weeklyHoursStepDay'],
  WeeklyHoursStepDay
>;
const ROUNDING = { THOUSAND: 'thousand', PESO: 'peso' } as const satisfies Record<
  TPayrollConfig['withholdingRounding'],
  WithholdingRounding
>;

const yes = (value: TYesNo): boolean => value === 'YES';
const yesNo = (value: boolean): TYesNo => (value ? 'YES' : 'NO');

function inverse<K extends string, V extends string | number>(map: Record<K, V>): Record<V, K> {
  return Object.fromEntries(Object.entries(map).map(([key, value]) => [value, key])) as Record<V, K>;
}

/** The stored configuration as the payroll engine's company settings (one-to-one, no defaults added). */
export function toEngineSettings(
  stored: TPayrollConfig,
  company: CompanyPayrollFacts,
): CompanyPayrollSettings {
  return {
    payFrequency: company.payFrequency,
    employerKind: company.employerKind,
    employeeCount: company.employeeCount,
    law1607Exonerated: company.law1607Exonerated,
    absences: {
      payDay31: yes(stored.absencesPayDay31),
      commonSickDays1to2Rate: SICK_PAY[stored.sickPayDays1And2],
    },
    vacations: {
      includeVariablePay: yes(stored.vacationIncludeVariablePay),
      payDay31: yes(stored.vacationPayDay31),
      workingWeek: company.workingWeek,
    },
    transportAid: { periodicity: TRANSPORT[stored.transportAidPeriodicity] },
    prima: {
      includeTransportAid: yes(stored.primaIncludeTransportAid),
      discountUnpaidLeave: yes(stored.primaDiscountUnpaidLeave),
      june: PRIMA[stored.primaJunePayment],
      december: PRIMA[stored.primaDecemberPayment],
    },
    cesantias: { includeTransportAid: yes(stored.cesantiasIncludeTransportAid) },
    interest: { payment: INTEREST[stored.cesantiasInterestPayment] },
    pensionDuringUnpaidLeave: yes(stored.pensionDuringUnpaidLeave),
    healthDuringUnpaidLeave: yes(stored.healthDuringUnpaidLeave),
    weeklyHoursStepDay: STEP_DAY[stored.weeklyHoursStepDay],
    withholdingRounding: ROUNDING[stored.withholdingRounding],
    restDayHoursPaidInFull: yes(stored.restDayHoursPaidInFull),
    sundaySurchargeFullEarly: yes(stored.sundaySurchargeFullEarly),
    fixedTermRenewal: stored.fixedTermRenewal === 'DECISION_EXPLICITA' ? 'explicit_decision' : 'automatic',
  };
}

/**
 * Settings the payroll engine does not read: how a retroactive payment's contributions are reported
 * belongs to the social-security run and the planilla (decision 0341), and how its electronic payroll
 * is reported to the NIE run (decision 0352).
 */
export type ReportingPayrollConfig = Pick<
  TPayrollConfig,
  'retroactiveContributions' | 'retroactiveElectronicPayroll'
>;
export type EnginePayrollConfig = Omit<TPayrollConfig, keyof ReportingPayrollConfig>;

/** The company-owned part of engine settings as stored codes; the inverse of `toEngineSettings`. */
export function fromEngineSettings(settings: CompanyPayrollSettings): EnginePayrollConfig {
  return {
    absencesPayDay31: yesNo(settings.absences.payDay31),
    sickPayDays1And2: inverse(SICK_PAY)[settings.absences.commonSickDays1to2Rate],
    vacationPayDay31: yesNo(settings.vacations.payDay31),
    vacationIncludeVariablePay: yesNo(settings.vacations.includeVariablePay),
    transportAidPeriodicity: inverse(TRANSPORT)[settings.transportAid.periodicity],
    primaDiscountUnpaidLeave: yesNo(settings.prima.discountUnpaidLeave),
    primaIncludeTransportAid: yesNo(settings.prima.includeTransportAid),
    primaJunePayment: inverse(PRIMA)[settings.prima.june],
    primaDecemberPayment: inverse(PRIMA)[settings.prima.december],
    cesantiasInterestPayment: inverse(INTEREST)[settings.interest.payment],
    cesantiasIncludeTransportAid: yesNo(settings.cesantias.includeTransportAid),
    pensionDuringUnpaidLeave: yesNo(settings.pensionDuringUnpaidLeave),
    healthDuringUnpaidLeave: yesNo(settings.healthDuringUnpaidLeave),
    weeklyHoursStepDay: inverse(STEP_DAY)[settings.weeklyHoursStepDay],
    withholdingRounding: inverse(ROUNDING)[settings.withholdingRounding],
    restDayHoursPaidInFull: yesNo(settings.restDayHoursPaidInFull),
    sundaySurchargeFullEarly: yesNo(settings.sundaySurchargeFullEarly),
    fixedTermRenewal: settings.fixedTermRenewal === 'explicit_decision' ? 'DECISION_EXPLICITA' : 'AUTOMATICA',
  };
}

/**
 * What every company starts with: the engine's documented defaults (packages/payroll settings.ts,
 * law reference §0), so a payroll can run before anyone opens /Payroll, and the reporting defaults.
 */
export const DEFAULT_PAYROLL_CONFIG: Readonly<TPayrollConfig> = Object.freeze({
  ...fromEngineSettings(defaultCompanySettings),
  retroactiveContributions: RETROACTIVE_CONTRIBUTIONS_DEFAULT,
  retroactiveElectronicPayroll: RETROACTIVE_ELECTRONIC_PAYROLL_DEFAULT,
});
