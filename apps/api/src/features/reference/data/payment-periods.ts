import { defineReferenceList, type ReferenceItem } from './reference-list.ts';

/**
 * Payroll payment periods with the DIAN electronic payroll codes (PeriodoNomina, Res. 000013 de 2021,
 * tabla 5.5.1). Wages are paid at most monthly (CST art. 134); Quincena settles fortnightly and monthly payrolls
 * (spec 01 §9), flagged by `offered`.
 */
export const PAYMENT_PERIODS_SOURCE =
  'DIAN, Resolución 000013 de 2021, tabla 5.5.1 (PeriodoNomina); Código Sustantivo del Trabajo, art. 134';

export interface PaymentPeriod extends ReferenceItem {
  /** True for the periods Quincena settles. */
  readonly offered: boolean;
}

export const paymentPeriods = defineReferenceList<PaymentPeriod>({
  key: 'payment-periods',
  description: 'Periodos de pago de nómina',
  source: PAYMENT_PERIODS_SOURCE,
  items: [
    { code: '1', name: 'Semanal', offered: false },
    { code: '2', name: 'Decenal', offered: false },
    { code: '3', name: 'Catorcenal', offered: false },
    { code: '4', name: 'Quincenal', offered: true },
    { code: '5', name: 'Mensual', offered: true },
    { code: '6', name: 'Otro', offered: false },
  ],
});
