/**
 * Withholding values the shared parameter table (src/parameters/) does not hold yet; to be moved there.
 */

/**
 * Exempt share of cesantías and their interest by the worker's average monthly labour income of the last
 * six months, in UVT (art. 206 num. 4 E.T., values in UVT since Ley 1111/2006 art. 51; law reference §4.2).
 * Each row: income strictly above `aboveUvt` → `exemptShare`.
 */
export const CESANTIAS_EXEMPT_TABLE = [
  { aboveUvt: '650', exemptShare: '0' },
  { aboveUvt: '590', exemptShare: '0.20' },
  { aboveUvt: '530', exemptShare: '0.40' },
  { aboveUvt: '470', exemptShare: '0.60' },
  { aboveUvt: '410', exemptShare: '0.80' },
  { aboveUvt: '350', exemptShare: '0.90' },
] as const;

/**
 * Decimals of the procedure 2 fixed percentage (art. 386 E.T.; art. 383 par. 1: tax in UVT ÷ income in UVT).
 * The law does not say how many; the DIAN forms and the Actualícese liquidators carry two, rounded half up.
 * Law reference §6.7 marks withholding rounding as practice (decision 0043).
 */
export const PROCEDURE_2_PERCENTAGE_DECIMALS = 2;
