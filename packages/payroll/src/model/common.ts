/**
 * Shared primitive types of the payroll model.
 *
 * Amounts cross the engine boundary as decimal strings (e.g. "1423500" or "1423500.5") so that JSON
 * input and output stay exact; inside the engine they become decimal.js values. Dates are ISO
 * calendar dates "YYYY-MM-DD" in Colombian civil time (no time zone, no clock).
 */

/** Decimal amount in Colombian pesos, written as a plain decimal string ("1750905", "58363.5"). */
export type Amount = string;

/** Plain decimal string for a rate, a quantity of hours or days ("0.04", "7.5"). */
export type DecimalString = string;

/** ISO calendar date "YYYY-MM-DD". */
export type IsoDate = string;

/** Local time of day "HH:mm" (24 h). */
export type LocalTime = string;

/** ARL occupational risk class (Decreto 1072/2015 art. 2.2.4.3.5). */
export type ArlRiskClass = 1 | 2 | 3 | 4 | 5;
