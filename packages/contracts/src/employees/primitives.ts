import { z } from 'zod';
import { EMPLOYEE_MESSAGES as M } from './messages.ts';

/** Spec 01 §5: the contract form's calendars run from 1900 to 2060. */
export const CONTRACT_YEAR_MIN = 1900;
export const CONTRACT_YEAR_MAX = 2060;

/** numeric(18,2) holds at most 16 integer digits; no salary comes near it. */
export const MONEY_MAX = 9_999_999_999_999.99;

/** True when `text` is a real calendar day written yyyy-mm-dd. */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** An ISO day inside the contract form's year range (spec 01 §5, §9). */
export const ZContractDate = z
  .string(M.required)
  .trim()
  .min(1, M.required)
  .max(10, M.dateFormat)
  .refine(isCalendarDate, M.dateFormat)
  .refine((text) => {
    const year = Number(text.slice(0, 4));
    return year >= CONTRACT_YEAR_MIN && year <= CONTRACT_YEAR_MAX;
  }, M.yearRange);

/** Pesos as a JSON number with at most two decimals (numeric(18,2) in the database). */
export const ZMoney = z
  .number(M.amountInvalid)
  .finite(M.amountInvalid)
  .min(0, M.amountInvalid)
  .max(MONEY_MAX, M.amountInvalid)
  .refine((value) => Math.round(value * 100) === Number((value * 100).toFixed(6)), M.amountDecimals);

export const ZPositiveMoney = ZMoney.refine((value) => value > 0, M.amountPositive);

/** A reference-list code: the server checks it against the official list. */
export function codeField(max = 20, emptyMessage: string = M.required) {
  return z.string(emptyMessage).trim().min(1, emptyMessage).max(max, M.tooLong(max));
}

/** An optional code: '', '--' and null all mean "none" (spec 01 §5). */
export function optionalCodeField(max = 20) {
  return z
    .string()
    .trim()
    .max(max, M.tooLong(max))
    .nullish()
    .transform((value) =>
      value === undefined || value === null || value === '' || value === '--' ? null : value,
    );
}

/** An optional ISO date: '' and null mean none. */
export const ZOptionalContractDate = z
  .union([ZContractDate, z.literal(''), z.null()])
  .optional()
  .transform((value) => (value ? value : null));

/** Database id of a tenant-owned row. */
export const ZRowId = z.coerce.number(M.required).int(M.required).min(1, M.required).max(2_147_483_647);
