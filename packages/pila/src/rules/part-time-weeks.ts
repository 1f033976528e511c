/**
 * Tipo de cotizante 51, part-time workers who contribute by weekly minimums (Decreto 2616/2013 art. 7,
 * compiled in Decreto 1072/2015 art. 2.2.1.6.4.6): the days worked in the month buy 1 to 4 weekly
 * contributions of a quarter SMMLV each, for pensions and the family compensation fund. 1–7 days = 1
 * week, 8–14 = 2, 15–21 = 3, more than 21 = 4 (one SMMLV).
 */
export function partTimeWeeks(daysWorked: number): 1 | 2 | 3 | 4 {
  if (daysWorked <= 7) return 1;
  if (daysWorked <= 14) return 2;
  if (daysWorked <= 21) return 3;
  return 4;
}

/** Minimum IBC of pensions and CCF for a tipo 51 worker, in whole pesos (weeks × SMMLV / 4, up to the peso). */
export function partTimeWeeklyFloor(daysWorked: number, minimumWage: number): number {
  return Math.ceil((partTimeWeeks(daysWorked) * minimumWage) / 4);
}

/**
 * Tipo 51 reports 30 days to occupational risks on one full SMMLV whatever the days worked (Res.
 * 5094/2013, which adjusted the PILA to Decreto 2616/2013; operator rule "condiciones cotizante 51").
 */
export const PART_TIME_RISK_DAYS = 30;
