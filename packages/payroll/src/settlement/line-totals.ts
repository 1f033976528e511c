import type Decimal from 'decimal.js';
import type { SettlementLine } from '../model/output.ts';
import { lineValue } from './lines.ts';
import { dec } from './money.ts';

const ZERO = dec(0);

/** Salary paid by days: basic salary, apprentice support and paid leave. */
export const BASIC_CODES = new Set(['BASIC', 'APPRENTICE_SUPPORT', 'LIC_PAID']);
/** Overtime and surcharges (CST 168, 179), left out of vacation pay (CST 192). */
export const OVERTIME_CODES = new Set(['HED', 'HEN', 'HRN', 'HRDDF', 'HRNDF', 'HEDDF', 'HENDF']);
/** Novelty pay that is IBC although it is not salary (incapacities, licences, vacations in time). */
export const IBC_NOVELTY_CODES = new Set([
  'INC_COMMON_EMPLOYER',
  'INC_COMMON_EPS',
  'INC_COMMON_EPS_91',
  'INC_COMMON_181',
  'INC_WORK_EMPLOYER',
  'INC_WORK',
  'LIC_MATERNITY',
  'LIC_MATERNITY_EMPLOYER',
  'LIC_PATERNITY',
  'VACATION_TIME',
]);

/** Sum of the values of the lines that `pick` selects. */
export function total(lines: readonly SettlementLine[], pick: (l: SettlementLine) => boolean): Decimal {
  let t = ZERO;
  for (const l of lines) if (pick(l)) t = t.plus(lineValue(l));
  return t;
}
