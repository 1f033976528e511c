import { type Rate, rate } from '../money/rounding.ts';

/**
 * Fondo de Solidaridad Pensional, Ley 100/1993 art. 27 as amended by Ley 797/2003 art. 8:
 * 1 % from 4 SMMLV (half to the solidarity subaccount, half to subsistence) and an extra
 * 0.2–1 % for subsistence from 16 SMMLV. The rate follows the worker's whole pension IBC of the month.
 */
const SOLIDARITY_SHARE = rate('0.005');

/** Extra subsistence rate by IBC in SMMLV: from 16 to 17 0.2 %, over 17 0.4 %, … over 20 1 %. */
const SUBSISTENCE_EXTRA: ReadonlyArray<{ wages: number; inclusive: boolean; extra: Rate }> = [
  { wages: 20, inclusive: false, extra: rate('0.010') },
  { wages: 19, inclusive: false, extra: rate('0.008') },
  { wages: 18, inclusive: false, extra: rate('0.006') },
  { wages: 17, inclusive: false, extra: rate('0.004') },
  { wages: 16, inclusive: true, extra: rate('0.002') },
];

export interface SolidarityRates {
  solidarity: Rate;
  subsistence: Rate;
}

/** Rates of both FSP subaccounts for a monthly pension IBC in whole pesos; zero below 4 SMMLV. */
export function solidarityFundRates(monthlyPensionIbc: number, minimumWage: number): SolidarityRates {
  if (monthlyPensionIbc < 4 * minimumWage) return { solidarity: 0, subsistence: 0 };
  const row = SUBSISTENCE_EXTRA.find((entry) =>
    entry.inclusive
      ? monthlyPensionIbc >= entry.wages * minimumWage
      : monthlyPensionIbc > entry.wages * minimumWage,
  );
  return { solidarity: SOLIDARITY_SHARE, subsistence: SOLIDARITY_SHARE + (row?.extra ?? 0) };
}
