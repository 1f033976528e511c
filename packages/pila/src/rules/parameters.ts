/**
 * Monthly legal minimum wage (SMMLV) by year. PILA floors and ceilings are expressed in it.
 * 2024: Decreto 2292/2023. 2025: Decreto 1572/2024. 2026: Decreto 1469/2025, same value kept by the
 * transitional Decreto 0159/2026 after the Consejo de Estado's provisional suspension.
 */
const MINIMUM_WAGE_BY_YEAR: Readonly<Record<number, number>> = {
  2024: 1_300_000,
  2025: 1_423_500,
  2026: 1_750_905,
};

/** SMMLV of the period's year in pesos; throws a Spanish message when the year has no value here. */
export function minimumWage(year: number): number {
  const value = MINIMUM_WAGE_BY_YEAR[year];
  if (value === undefined) {
    throw new Error(`No hay salario mínimo registrado para el año ${year}.`);
  }
  return value;
}

export function hasMinimumWage(year: number): boolean {
  return MINIMUM_WAGE_BY_YEAR[year] !== undefined;
}

/**
 * Maximum ordinary weekly hours, Ley 2101/2021 art. 3 (gradual reduction each 15 July).
 * Field 96 (horas laboradas) is derived from it: the real planilla of 2025-12 writes ⌊días × 44 / 6⌋.
 */
const WEEKLY_HOURS_FROM: ReadonlyArray<{ from: string; hours: number }> = [
  { from: '2026-07-15', hours: 42 },
  { from: '2025-07-15', hours: 44 },
  { from: '2024-07-15', hours: 46 },
  { from: '2023-07-15', hours: 47 },
  { from: '0000-01-01', hours: 48 },
];

/** Weekly hours in force on an ISO date (the last day of the period is used by the planilla). */
export function weeklyHours(isoDate: string): number {
  const row = WEEKLY_HOURS_FROM.find((entry) => isoDate >= entry.from);
  return row ? row.hours : 48;
}

/** IBC ceiling: 25 SMMLV per subsystem and month, not proportional to days (Ley 797/2003 art. 5). */
export const IBC_CEILING_MINIMUM_WAGES = 25;

/** The FSP starts at an IBC of 4 SMMLV (Ley 100/1993 art. 27 as amended by Ley 797/2003 art. 8). */
export const FSP_THRESHOLD_MINIMUM_WAGES = 4;

/** Exoneration of Ley 1607/2012 (E.T. art. 114-1) covers only workers earning under 10 SMMLV. */
export const EXONERATION_LIMIT_MINIMUM_WAGES = 10;

/** Integral salary is at least 10 SMMLV plus a 30 % benefits factor (CST art. 132 num. 2). */
export const INTEGRAL_SALARY_MINIMUM_WAGES = 13;
