import type { TPayrollConfig } from '@quincena/contracts/payroll-config';

/** A company's stored payroll configuration; tests override the answer they check. */
export const payrollConfigFixture = (overrides: Partial<TPayrollConfig> = {}): TPayrollConfig => ({
  absencesPayDay31: 'NO',
  sickPayDays1And2: 'TWO_THIRDS',
  vacationPayDay31: 'NO',
  vacationIncludeVariablePay: 'YES',
  transportAidPeriodicity: 'EACH_PERIOD',
  primaDiscountUnpaidLeave: 'YES',
  primaIncludeTransportAid: 'YES',
  primaJunePayment: 'FIRST_FORTNIGHT',
  primaDecemberPayment: 'FIRST_FORTNIGHT',
  cesantiasInterestPayment: 'JANUARY',
  cesantiasIncludeTransportAid: 'YES',
  pensionDuringUnpaidLeave: 'YES',
  healthDuringUnpaidLeave: 'NO',
  weeklyHoursStepDay: 'DAY_15',
  withholdingRounding: 'THOUSAND',
  restDayHoursPaidInFull: 'YES',
  sundaySurchargeFullEarly: 'NO',
  fixedTermRenewal: 'AUTOMATICA',
  retroactiveContributions: 'CORRECCION',
  retroactiveElectronicPayroll: 'MES_DE_PAGO',
  ...overrides,
});
