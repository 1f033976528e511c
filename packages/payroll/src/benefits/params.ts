/**
 * Legal values of the benefits rules that the shared parameter table (src/parameters/) does not hold yet
 * (the interest rate and the vacation days are read from it). Each one is fixed by a law with no scheduled
 * change in 2024–2026; to be moved into the date-keyed table.
 */
export const benefitLaw = {
  /** Labour year on the commercial calendar (Gerencie.com, Guía Laboral 2026: "el año de 360 días"). */
  yearDays: 360,
  /** Prima de servicios: 30 days of salary per year, half each semester (CST art. 306, Ley 1788/2016). */
  primaDaysPerYear: 30,
  /** Cesantías: one month of salary per year of service (CST art. 249). */
  cesantiasDaysPerYear: 30,
  /**
   * Ley 2466/2025 (promulgated 25 Jun 2025, art. 70) made apprenticeship a special labour contract; in the
   * práctica phase the apprentice earns every prestación (art. 21, CST art. 81 lit. e).
   */
  apprenticeLabourContractFrom: '2025-06-25',
} as const;
