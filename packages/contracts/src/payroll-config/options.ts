/**
 * The company payroll settings (spec 01 §2.10, §3 "Payroll configuration", §5) as codes with their
 * Spanish labels. Each code maps one-to-one to `CompanyPayrollSettings` of the payroll engine
 * (packages/payroll/src/model/settings.ts); the API's `toEngineSettings` is the mapping.
 */

export interface PayrollConfigOption<T extends string> {
  readonly value: T;
  readonly label: string;
}

const yesNo = [
  { value: 'YES', label: 'Sí' },
  { value: 'NO', label: 'No' },
] as const satisfies readonly PayrollConfigOption<string>[];

export const YES_NO_VALUES = ['YES', 'NO'] as const;
export type TYesNo = (typeof YES_NO_VALUES)[number];

export const SICK_PAY_VALUES = ['TWO_THIRDS', 'FULL'] as const;
export const TRANSPORT_PERIODICITY_VALUES = ['EACH_PERIOD', 'SECOND_FORTNIGHT'] as const;
export const PRIMA_PAYMENT_VALUES = ['FIRST_FORTNIGHT', 'SECOND_FORTNIGHT', 'SEPARATE'] as const;
export const INTEREST_PAYMENT_VALUES = ['JANUARY', 'MONTHLY', 'WITH_CESANTIAS'] as const;
export const WEEKLY_HOURS_STEP_DAY_VALUES = ['DAY_15', 'DAY_16'] as const;
export const WITHHOLDING_ROUNDING_VALUES = ['THOUSAND', 'PESO'] as const;
export const FIXED_TERM_RENEWAL_VALUES = ['AUTOMATICA', 'DECISION_EXPLICITA'] as const;
export type TFixedTermRenewal = (typeof FIXED_TERM_RENEWAL_VALUES)[number];
/** Where the contributions of a retroactive payment are reported (decision 0341). */
export const RETROACTIVE_CONTRIBUTIONS_VALUES = ['CORRECCION', 'MES_DE_PAGO'] as const;
export type TRetroactiveContributions = (typeof RETROACTIVE_CONTRIBUTIONS_VALUES)[number];
/** Decision 0341: the periods the pay belongs to, as UGPP and the PILA rules ask. */
export const RETROACTIVE_CONTRIBUTIONS_DEFAULT: TRetroactiveContributions = 'CORRECCION';
/** Where electronic payroll reports a retroactive payment (decisions 0347, 0352). */
export const RETROACTIVE_ELECTRONIC_PAYROLL_VALUES = ['MES_DE_PAGO', 'REEMPLAZAR'] as const;
export type TRetroactiveElectronicPayroll = (typeof RETROACTIVE_ELECTRONIC_PAYROLL_VALUES)[number];
/** Decision 0347: the document of the month it is paid, as the Anexo's FAQ says. */
export const RETROACTIVE_ELECTRONIC_PAYROLL_DEFAULT: TRetroactiveElectronicPayroll = 'MES_DE_PAGO';

/** Option lists of every select of the screen, keyed by the setting they fill. */
export const PAYROLL_CONFIG_OPTIONS = {
  yesNo,
  sickPay: [
    { value: 'TWO_THIRDS', label: 'Dos terceras partes (66,67 %) con piso del salario mínimo' },
    { value: 'FULL', label: 'Cien por ciento (100 %) del salario' },
  ],
  transportPeriodicity: [
    { value: 'EACH_PERIOD', label: 'En cada periodo, por los días trabajados' },
    { value: 'SECOND_FORTNIGHT', label: 'Todo el mes en la segunda quincena' },
  ],
  primaPayment: [
    { value: 'FIRST_FORTNIGHT', label: 'Primera quincena del mes' },
    { value: 'SECOND_FORTNIGHT', label: 'Segunda quincena del mes' },
    { value: 'SEPARATE', label: 'En un proceso aparte' },
  ],
  interestPayment: [
    { value: 'JANUARY', label: 'En enero (hasta el 31 de enero)' },
    { value: 'MONTHLY', label: 'Mensualmente' },
    { value: 'WITH_CESANTIAS', label: 'Junto con la consignación de cesantías' },
  ],
  weeklyHoursStepDay: [
    { value: 'DAY_15', label: '15 de julio' },
    { value: 'DAY_16', label: '16 de julio' },
  ],
  withholdingRounding: [
    { value: 'THOUSAND', label: 'Al múltiplo de mil más cercano' },
    { value: 'PESO', label: 'Al peso' },
  ],
  fixedTermRenewal: [
    { value: 'AUTOMATICA', label: 'Renovación automática (art. 46 CST)' },
    { value: 'DECISION_EXPLICITA', label: 'Exigir decisión explícita' },
  ],
  retroactiveContributions: [
    { value: 'CORRECCION', label: 'En los períodos a que corresponde (planilla de corrección N)' },
    { value: 'MES_DE_PAGO', label: 'En el mes en que se paga' },
  ],
  retroactiveElectronicPayroll: [
    { value: 'MES_DE_PAGO', label: 'En el mes de pago (recomendado)' },
    { value: 'REEMPLAZAR', label: 'Nota de ajuste (Reemplazar) de los meses originales' },
  ],
} as const satisfies Record<string, readonly PayrollConfigOption<string>[]>;
