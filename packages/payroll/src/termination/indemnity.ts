import Decimal from 'decimal.js';
import { days360, nextDay } from '../benefits/days360.ts';
import { roundToPeso } from '../benefits/rounding.ts';
import type { ContractType, IsoDate } from '../model/index.ts';
import { legalValueOn } from '../parameters/index.ts';

const THIRTY = new Decimal(30);

export interface DismissalIndemnityInput {
  contractType: ContractType;
  startDate: IsoDate;
  /** Last day of the contract. */
  terminationDate: IsoDate;
  /**
   * Monthly salary the indemnity is measured on: the salary only, without transport aid or prestaciones
   * (CST art. 64; Gerencie.com, Guía Laboral 2026); the whole integral salary (Decreto 1174/1991 art. 1).
   */
  monthlySalary: Decimal;
  /** SMMLV in force on the termination date. */
  smmlv: Decimal;
  /** Fixed term and apprenticeship: last day of the agreed term or of the running extension. */
  agreedEndDate?: IsoDate;
  /** Obra o labor: estimated day the work would have ended. */
  expectedWorkEnd?: IsoDate;
  /** Days the contract was suspended (CST art. 51), not counted as service. */
  suspensionDays?: number;
}

export interface DismissalIndemnity {
  /** Days of salary owed (fractions allowed: "proporcionalmente por fracción"). */
  days: Decimal;
  dailySalary: Decimal;
  value: Decimal;
  /** Legal rule applied, for the settlement line. */
  rule: string;
}

/**
 * Indemnity for dismissal without just cause, CST art. 64 as rewritten by Ley 789/2002 art. 28:
 *
 * - fixed term (and apprenticeship, a special fixed-term contract since Ley 2466/2025 art. 21): the salaries
 *   of the time left of the agreed term;
 * - obra o labor: the salaries of the time left until the work ends, at least 15 days;
 * - indefinite, salary below 10 SMMLV: 30 days for the first year of service, 20 days per later year and
 *   proportionally for fractions; from 10 SMMLV: 20 days and 15 per later year;
 * - indefinite with 10 or more years of service on 27 Dec 2002: Ley 50/1990 art. 6 lit. d (45 + 40 per year).
 *
 * Service time is counted on the 360-day calendar, suspensions excluded; the daily salary is monthly / 30.
 * The scales, the 10-SMMLV level, the 15-day minimum and the transition are the `dismissalIndemnity` entry of
 * the parameter table in force on the termination date.
 */
export function dismissalIndemnity(input: DismissalIndemnityInput): DismissalIndemnity {
  const law = legalValueOn('dismissalIndemnity', input.terminationDate);
  const yearDays = legalValueOn('labourYearDays', input.terminationDate);
  const dailySalary = input.monthlySalary.div(THIRTY);
  const result = (days: Decimal, rule: string): DismissalIndemnity => ({
    days,
    dailySalary,
    value: roundToPeso(dailySalary.times(days)),
    rule,
  });

  if (
    input.contractType === 'apprenticeship' &&
    !legalValueOn('apprenticeLabourContract', input.terminationDate)
  ) {
    // Before Ley 2466/2025 the apprenticeship was not a labour contract (Ley 789/2002 art. 30): no CST 64.
    return result(new Decimal(0), 'Ley 789/2002 art. 30 (aprendizaje sin contrato laboral)');
  }
  if (input.contractType === 'fixed_term' || input.contractType === 'apprenticeship') {
    const end = requireDate(
      input.agreedEndDate,
      'la fecha de terminación pactada del contrato a término fijo',
    );
    return result(
      new Decimal(remainingDays(input.terminationDate, end)),
      'CST art. 64 inc. 4 (término fijo)',
    );
  }
  if (input.contractType === 'work_or_labour') {
    const end = requireDate(input.expectedWorkEnd, 'la fecha estimada de finalización de la obra o labor');
    const days = Math.max(remainingDays(input.terminationDate, end), law.workOrLabourMinimumDays);
    return result(new Decimal(days), 'CST art. 64 inc. 4 (obra o labor, mínimo 15 días)');
  }

  const serviceDays = Math.max(
    days360(input.startDate, input.terminationDate) - (input.suspensionDays ?? 0),
    0,
  );
  const daysOnLaw789 = days360(input.startDate, law.transitional.cutoffDate);
  if (daysOnLaw789 >= law.transitional.minimumYears * yearDays) {
    const { firstYearDays, additionalYearDays } = law.transitional;
    return result(
      scaleDays(serviceDays, firstYearDays, additionalYearDays, yearDays),
      'Ley 789/2002 art. 28 par. transitorio; Ley 50/1990 art. 6 lit. d',
    );
  }
  const high = input.monthlySalary.gte(input.smmlv.times(law.highSalarySmmlv));
  const scale = high ? law.highSalary : law.lowSalary;
  const rule = high ? 'CST art. 64 num. 2 (salario ≥ 10 SMMLV)' : 'CST art. 64 num. 1 (salario < 10 SMMLV)';
  return result(scaleDays(serviceDays, scale.firstYearDays, scale.additionalYearDays, yearDays), rule);
}

/** First-year days for any service up to a year, plus the additional days per later year, proportionally. */
function scaleDays(
  serviceDays: number,
  firstYearDays: number,
  additionalYearDays: number,
  yearDays: number,
): Decimal {
  const first = new Decimal(firstYearDays);
  if (serviceDays <= yearDays) return first;
  return first.plus(new Decimal(serviceDays - yearDays).times(additionalYearDays).div(yearDays));
}

/** Days from the day after the termination to the end date, inclusive, on the 360-day calendar. */
function remainingDays(terminationDate: IsoDate, endDate: IsoDate): number {
  if (endDate <= terminationDate) return 0;
  return days360(nextDay(terminationDate), endDate);
}

function requireDate(date: IsoDate | undefined, what: string): IsoDate {
  if (!date) throw new Error(`Falta ${what} para calcular la indemnización del artículo 64 del CST.`);
  return date;
}
