import type { TPayrollConfig } from '@quincena/contracts/payroll-config';
import { PAYROLL_CONFIG_FIELDS, ZPayrollConfig } from '@quincena/contracts/payroll-config';
import { defaultCompanySettings } from '@quincena/payroll';
import { describe, expect, it } from 'vitest';
import {
  type CompanyPayrollFacts,
  DEFAULT_PAYROLL_CONFIG,
  fromEngineSettings,
  toEngineSettings,
} from './engine-settings.ts';

const defaultFacts: CompanyPayrollFacts = {
  payFrequency: 'monthly',
  employerKind: 'legal_entity',
  employeeCount: 1,
  law1607Exonerated: true,
  workingWeek: 'MONDAY_TO_SATURDAY',
};

/** The stored configuration without the settings the engine does not read (decisions 0341, 0352). */
const engineOwned = ({
  retroactiveContributions: _reporting,
  retroactiveElectronicPayroll: _nie,
  ...engine
}: TPayrollConfig) => engine;

describe('[PAYROLL_CONFIG][ENGINE_SETTINGS]', () => {
  it('stores the engine documented defaults as codes', () => {
    expect(DEFAULT_PAYROLL_CONFIG).toEqual({
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
      healthDuringUnpaidLeave: 'YES',
      weeklyHoursStepDay: 'DAY_15',
      withholdingRounding: 'THOUSAND',
      restDayHoursPaidInFull: 'YES',
      sundaySurchargeFullEarly: 'NO',
      fixedTermRenewal: 'AUTOMATICA',
      retroactiveContributions: 'CORRECCION',
      retroactiveElectronicPayroll: 'MES_DE_PAGO',
    });
    expect(ZPayrollConfig.parse(DEFAULT_PAYROLL_CONFIG)).toEqual(DEFAULT_PAYROLL_CONFIG);
  });

  it('maps the defaults back to exactly the engine defaults', () => {
    expect(toEngineSettings(DEFAULT_PAYROLL_CONFIG, defaultFacts)).toEqual(defaultCompanySettings);
  });

  it('maps every non-default choice to its engine value', () => {
    const stored: TPayrollConfig = {
      absencesPayDay31: 'YES',
      sickPayDays1And2: 'FULL',
      vacationPayDay31: 'YES',
      vacationIncludeVariablePay: 'NO',
      transportAidPeriodicity: 'SECOND_FORTNIGHT',
      primaDiscountUnpaidLeave: 'NO',
      primaIncludeTransportAid: 'NO',
      primaJunePayment: 'SECOND_FORTNIGHT',
      primaDecemberPayment: 'SEPARATE',
      cesantiasInterestPayment: 'WITH_CESANTIAS',
      cesantiasIncludeTransportAid: 'NO',
      pensionDuringUnpaidLeave: 'NO',
      healthDuringUnpaidLeave: 'NO',
      weeklyHoursStepDay: 'DAY_16',
      withholdingRounding: 'PESO',
      restDayHoursPaidInFull: 'NO',
      sundaySurchargeFullEarly: 'YES',
      fixedTermRenewal: 'DECISION_EXPLICITA',
      retroactiveContributions: 'MES_DE_PAGO',
      retroactiveElectronicPayroll: 'REEMPLAZAR',
    };
    const facts: CompanyPayrollFacts = {
      payFrequency: 'fortnightly',
      employerKind: 'natural_person',
      employeeCount: 3,
      law1607Exonerated: false,
      workingWeek: 'MONDAY_TO_FRIDAY',
    };
    expect(toEngineSettings(stored, facts)).toEqual({
      payFrequency: 'fortnightly',
      employerKind: 'natural_person',
      employeeCount: 3,
      law1607Exonerated: false,
      absences: { payDay31: true, commonSickDays1to2Rate: 'full' },
      vacations: { includeVariablePay: false, payDay31: true, workingWeek: 'MONDAY_TO_FRIDAY' },
      transportAid: { periodicity: 'second_fortnight' },
      prima: {
        includeTransportAid: false,
        discountUnpaidLeave: false,
        june: 'second_fortnight',
        december: 'none',
      },
      cesantias: { includeTransportAid: false },
      interest: { payment: 'with_cesantias' },
      pensionDuringUnpaidLeave: false,
      healthDuringUnpaidLeave: false,
      weeklyHoursStepDay: 16,
      withholdingRounding: 'peso',
      restDayHoursPaidInFull: false,
      sundaySurchargeFullEarly: true,
      fixedTermRenewal: 'explicit_decision',
    });
    expect(fromEngineSettings(toEngineSettings(stored, facts))).toEqual(engineOwned(stored));
  });

  it('round-trips every option of every select', () => {
    for (const field of PAYROLL_CONFIG_FIELDS) {
      for (const option of field.options) {
        const stored = { ...DEFAULT_PAYROLL_CONFIG, [field.key]: option.value } as TPayrollConfig;
        expect(fromEngineSettings(toEngineSettings(stored, defaultFacts))).toEqual(engineOwned(stored));
      }
    }
  });

  it('leaves the retroactive contributions out of the engine settings: the SS run reads them', () => {
    const perPayment = { ...DEFAULT_PAYROLL_CONFIG, retroactiveContributions: 'MES_DE_PAGO' } as const;
    expect(toEngineSettings(perPayment, defaultFacts)).toEqual(
      toEngineSettings(DEFAULT_PAYROLL_CONFIG, defaultFacts),
    );
  });

  it('leaves the electronic payroll of retroactive pay out of the engine settings: the NIE run reads it', () => {
    const notes = { ...DEFAULT_PAYROLL_CONFIG, retroactiveElectronicPayroll: 'REEMPLAZAR' } as const;
    expect(toEngineSettings(notes, defaultFacts)).toEqual(
      toEngineSettings(DEFAULT_PAYROLL_CONFIG, defaultFacts),
    );
  });

  it('has a select for every stored setting and ten of them required by the spec', () => {
    expect(PAYROLL_CONFIG_FIELDS.map((field) => field.key).sort()).toEqual(
      Object.keys(DEFAULT_PAYROLL_CONFIG).sort(),
    );
    expect(PAYROLL_CONFIG_FIELDS.filter((field) => field.specRequired)).toHaveLength(10);
  });
});
