/**
 * Values of CST art. 64 (dismissal without just cause) that the shared parameter table (src/parameters/) does
 * not hold yet; to be moved there. Unchanged by Ley 2466/2025 (law reference §7.2).
 */
export const dismissalIndemnityLaw = {
  /** Art. 64 as rewritten by Ley 789/2002 art. 28, in force from its publication on 27 Dec 2002. */
  law789From: '2002-12-27',
  /** Salary level, in SMMLV, from which the lower scale applies (art. 64 num. 2 vs num. 1). */
  highSalarySmmlv: 10,
  /** Below 10 SMMLV: 30 days for the first year, 20 more per later year and proportionally (lit. a). */
  lowSalary: { firstYearDays: 30, additionalYearDays: 20 },
  /** From 10 SMMLV: 20 days for the first year, 15 more per later year and proportionally (lit. b). */
  highSalary: { firstYearDays: 20, additionalYearDays: 15 },
  /**
   * Ley 789/2002 art. 28 par. transitorio: workers with 10 or more years of continuous service on
   * 27 Dec 2002 keep the table of Ley 50/1990 art. 6 lit. d: 45 days plus 40 per year after the first,
   * proportionally (text quoted by elempleo.com, "Indemnización: cómo calcularla").
   */
  transitional: { minimumYearsOnLaw789: 10, firstYearDays: 45, additionalYearDays: 40 },
  /** Obra o labor: the time left until the work ends, never less than 15 days (art. 64 inc. 4). */
  workOrLabourMinimumDays: 15,
} as const;
