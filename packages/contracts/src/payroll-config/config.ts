import { z } from 'zod';
import {
  FIXED_TERM_RENEWAL_VALUES,
  INTEREST_PAYMENT_VALUES,
  PRIMA_PAYMENT_VALUES,
  RETROACTIVE_CONTRIBUTIONS_VALUES,
  RETROACTIVE_ELECTRONIC_PAYROLL_VALUES,
  SICK_PAY_VALUES,
  TRANSPORT_PERIODICITY_VALUES,
  WEEKLY_HOURS_STEP_DAY_VALUES,
  WITHHOLDING_ROUNDING_VALUES,
  YES_NO_VALUES,
} from './options.ts';

const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: 'Seleccione una opción de la lista' });

/**
 * The company's payroll configuration as it travels and as it is stored. Every key is one select of
 * the screen; every value is a code of PAYROLL_CONFIG_OPTIONS.
 */
export const ZPayrollConfig = z.strictObject({
  /** CONF_ABS PAGA_DIA_31: day 31 of a month with an absence is paid. */
  absencesPayDay31: choice(YES_NO_VALUES),
  /** CONF_ABS LITE_ABS_EG: rate of days 1 and 2 of a common-origin incapacity. */
  sickPayDays1And2: choice(SICK_PAY_VALUES),
  /** CONF_VAC PAGA_DIA_31. */
  vacationPayDay31: choice(YES_NO_VALUES),
  /** CONF_VAC VARIABLE: vacation pay includes the variable-pay average. */
  vacationIncludeVariablePay: choice(YES_NO_VALUES),
  /** CONF_TRAN LITE_SUB_TRS_PAG. */
  transportAidPeriodicity: choice(TRANSPORT_PERIODICITY_VALUES),
  /** CONF_PRIMA APLICA_LNR: unpaid-leave days are discounted from the prima. */
  primaDiscountUnpaidLeave: choice(YES_NO_VALUES),
  /** CONF_PRIMA AUX_TRANS. */
  primaIncludeTransportAid: choice(YES_NO_VALUES),
  /** CONF_PRIMA PRIM_PAG_JUNE LITE_PRIM_PAG. */
  primaJunePayment: choice(PRIMA_PAYMENT_VALUES),
  /** CONF_PRIMA PRIM_PAG_DECEMBER LITE_PRIM_PAG. */
  primaDecemberPayment: choice(PRIMA_PAYMENT_VALUES),
  /** CONF_INTER LITE_INT_CESA_PAG. */
  cesantiasInterestPayment: choice(INTEREST_PAYMENT_VALUES),
  /** CONF_CESA AUX_TRANS. */
  cesantiasIncludeTransportAid: choice(YES_NO_VALUES),
  /** CONF_AFP_SLN: employer pension share during unpaid leave. */
  pensionDuringUnpaidLeave: choice(YES_NO_VALUES),
  /** Employer health share during unpaid leave. */
  healthDuringUnpaidLeave: choice(YES_NO_VALUES),
  /** Day of July on which each Ley 2101/2021 weekly-hours step applies. */
  weeklyHoursStepDay: choice(WEEKLY_HOURS_STEP_DAY_VALUES),
  /** Rounding of the monthly withholding. */
  withholdingRounding: choice(WITHHOLDING_ROUNDING_VALUES),
  /** Ordinary hours on a rest day paid in full plus the surcharge (CST art. 179). */
  restDayHoursPaidInFull: choice(YES_NO_VALUES),
  /** The 100 % Sunday and holiday surcharge adopted before 1 July 2027 (Ley 2466/2025 art. 14). */
  sundaySurchargeFullEarly: choice(YES_NO_VALUES),
  /** Fixed-term contracts past their end date without notice: renewed by law, or left for a decision. */
  fixedTermRenewal: choice(FIXED_TERM_RENEWAL_VALUES),
  /**
   * Contributions of a retroactive payment: in the IBC of the periods it belongs to (correction
   * planilla, type N) or in the month it is paid (decision 0341). Not an engine setting.
   */
  retroactiveContributions: choice(RETROACTIVE_CONTRIBUTIONS_VALUES),
  /**
   * Electronic payroll of a retroactive payment: in the document of the month it is paid (default,
   * decision 0347) or as Reemplazar notes of the original months' accepted documents (decision 0352).
   * Not an engine setting.
   */
  retroactiveElectronicPayroll: choice(RETROACTIVE_ELECTRONIC_PAYROLL_VALUES),
});
export type TPayrollConfig = z.infer<typeof ZPayrollConfig>;
export type TPayrollConfigKey = keyof TPayrollConfig;

/** PUT /api/payroll-config: the whole configuration (every select is required, spec 01 §5). */
export const ZUpdatePayrollConfigRequest = ZPayrollConfig;
export type TUpdatePayrollConfigRequest = TPayrollConfig;

/** The answer to a save: `changed` is false when the body equals what was stored. */
export const ZUpdatePayrollConfigResponse = z.object({ changed: z.boolean(), message: z.string().max(200) });
export type TUpdatePayrollConfigResponse = z.infer<typeof ZUpdatePayrollConfigResponse>;

/** A concept of the transport-aid card's table (spec 01 §2.10). */
export const ZTransportConcept = z.object({
  code: z.string().max(40),
  name: z.string().max(200),
  /** The element of the DIAN electronic payroll that carries it. */
  dianElement: z.string().max(60).nullable(),
});
export type TTransportConcept = z.infer<typeof ZTransportConcept>;

/** GET /api/payroll-config: the configuration plus the transport-aid figures in force today. */
export const ZPayrollConfigResponse = z.object({
  config: ZPayrollConfig,
  transport: z.object({
    /** yyyy-mm-dd the figures apply on. */
    asOf: z.string().max(10),
    /** Monthly transport aid in force (Decreto of the year). */
    monthlyAid: z.number(),
    /** Monthly salary up to which a worker receives it: 2 SMMLV (Ley 15/1959 art. 2). */
    salaryLimit: z.number(),
    concepts: z.array(ZTransportConcept).max(50),
  }),
  /** When the company last saved the screen; null while it runs on the defaults. */
  updatedAt: z.string().max(40).nullable(),
});
export type TPayrollConfigResponse = z.infer<typeof ZPayrollConfigResponse>;

export const PAYROLL_CONFIG_MESSAGES = {
  updated: 'Configuración de nómina actualizada exitosamente',
  nothingToUpdate: 'Nada por actualizar',
  notFound: 'La empresa no tiene configuración de nómina',
} as const;
