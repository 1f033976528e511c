/**
 * A withholding convention, not a legal value: the law does not fix the decimals of the procedure 2 fixed
 * percentage (art. 386 E.T.; art. 383 par. 1: tax in UVT ÷ income in UVT). The DIAN forms and the Actualícese
 * liquidators carry two, rounded half up (law reference §6.7; decision 0043). Legal values live in the
 * parameter table (src/parameters/table.ts).
 */
export const PROCEDURE_2_PERCENTAGE_DECIMALS = 2;
