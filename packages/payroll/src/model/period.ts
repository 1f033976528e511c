import type { IsoDate } from './common.ts';

/**
 * The period being settled: a whole month, or one fortnight of it (1 = days 1–15, 2 = day 16 to the
 * end of the month). Social security and withholding are reconciled for the whole month in fortnight 2.
 */
export interface PayPeriod {
  year: number;
  /** 1–12 */
  month: number;
  /** Absent for a monthly period. */
  fortnight?: 1 | 2;
  /** Payment date, used to choose the withholding procedure 2 semester. Defaults to the period end. */
  paymentDate?: IsoDate;
}
