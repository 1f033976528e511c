import type { TPayrollConfig } from '@quincena/contracts/payroll-config';
import * as pg from 'drizzle-orm/pg-core';
import { users } from './access.ts';
import { moment, momentNow } from './columns.ts';
import { companyKeyColumn } from './company.ts';

const code = <K extends keyof TPayrollConfig>(name: string) =>
  pg.varchar(name, { length: 20 }).notNull().$type<TPayrollConfig[K]>();

/**
 * The company's payroll configuration (spec 01 §2.10, §3): one row per company, created with the
 * documented defaults the first time anything reads it. Values are the codes of
 * `@quincena/contracts/payroll-config`; `toEngineSettings` maps them to the payroll engine.
 */
export const payrollConfigs = pg.pgTable('payroll_configs', {
  companyId: companyKeyColumn(),
  absencesPayDay31: code<'absencesPayDay31'>('absences_pay_day_31'),
  sickPayDays1And2: code<'sickPayDays1And2'>('sick_pay_days_1_and_2'),
  vacationPayDay31: code<'vacationPayDay31'>('vacation_pay_day_31'),
  vacationIncludeVariablePay: code<'vacationIncludeVariablePay'>('vacation_include_variable_pay'),
  transportAidPeriodicity: code<'transportAidPeriodicity'>('transport_aid_periodicity'),
  primaDiscountUnpaidLeave: code<'primaDiscountUnpaidLeave'>('prima_discount_unpaid_leave'),
  primaIncludeTransportAid: code<'primaIncludeTransportAid'>('prima_include_transport_aid'),
  primaJunePayment: code<'primaJunePayment'>('prima_june_payment'),
  primaDecemberPayment: code<'primaDecemberPayment'>('prima_december_payment'),
  cesantiasInterestPayment: code<'cesantiasInterestPayment'>('cesantias_interest_payment'),
  cesantiasIncludeTransportAid: code<'cesantiasIncludeTransportAid'>('cesantias_include_transport_aid'),
  pensionDuringUnpaidLeave: code<'pensionDuringUnpaidLeave'>('pension_during_unpaid_leave'),
  healthDuringUnpaidLeave: code<'healthDuringUnpaidLeave'>('health_during_unpaid_leave'),
  weeklyHoursStepDay: code<'weeklyHoursStepDay'>('weekly_hours_step_day'),
  withholdingRounding: code<'withholdingRounding'>('withholding_rounding'),
  restDayHoursPaidInFull: code<'restDayHoursPaidInFull'>('rest_day_hours_paid_in_full'),
  sundaySurchargeFullEarly: code<'sundaySurchargeFullEarly'>('sunday_surcharge_full_early'),
  /**
   * Fixed-term contracts whose end date passes without a notice of non-renewal: AUTOMATICA renews them
   * as CST art. 46 says; DECISION_EXPLICITA leaves them "Vencido sin decisión" (excluded from runs)
   * until someone records the renewal or the end (issue 27).
   */
  fixedTermRenewal: pg
    .varchar('fixed_term_renewal', { length: 20 })
    .notNull()
    .default('AUTOMATICA')
    .$type<TPayrollConfig['fixedTermRenewal']>(),
  /**
   * Where the contributions of a retroactive payment are reported: CORRECCION in the IBC of the
   * periods it belongs to (correction planilla, type N), MES_DE_PAGO in the month it is paid
   * (decision 0341). Existing companies get the default too.
   */
  retroactiveContributions: pg
    .varchar('retroactive_contributions', { length: 20 })
    .notNull()
    .default('CORRECCION')
    .$type<TPayrollConfig['retroactiveContributions']>(),
  /**
   * Where electronic payroll reports a retroactive payment: MES_DE_PAGO in the document of the month it
   * is paid (decision 0347), REEMPLAZAR as Reemplazar notes of the original months' accepted documents
   * (decision 0352). Existing companies get the default too.
   */
  retroactiveElectronicPayroll: pg
    .varchar('retroactive_electronic_payroll', { length: 20 })
    .notNull()
    .default('MES_DE_PAGO')
    .$type<TPayrollConfig['retroactiveElectronicPayroll']>(),
  /** The review before closing flags a person whose net pay changed by more than this percentage. */
  reviewChangeThreshold: pg
    .numeric('review_change_threshold', { precision: 5, scale: 2 })
    .notNull()
    .default('20'),
  createdAt: momentNow('created_at'),
  /** Null while the company runs on the defaults it got at creation. */
  updatedAt: moment('updated_at'),
  updatedBy: pg.integer('updated_by').references(() => users.id),
});
