import type { TInitialBalanceConcept } from '@quincena/contracts/initial-balances';
import type { AccumulatedHistory } from '@quincena/payroll';

export interface DatedBalanceLine {
  concept: TInitialBalanceConcept;
  days: string | null;
  amount: string | null;
  /** The day the previous system's figures were taken at (yyyy-mm-dd). */
  cutOffDate: string;
}

const yearOf = (iso: string) => Number(iso.slice(0, 4));
const monthOf = (iso: string) => Number(iso.slice(5, 7));
const semesterOf = (iso: string) => (monthOf(iso) <= 6 ? 1 : 2);

function nextDay(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The calendar month just before `iso`'s month, as "yyyy-mm". */
function previousMonth(iso: string): string {
  const year = yearOf(iso);
  const month = monthOf(iso);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** Plain decimal text without trailing zeros ("7.50" → "7.5", "1423500.00" → "1423500"). */
function plain(decimal: string): string {
  return decimal.includes('.') ? decimal.replace(/0+$/, '').replace(/\.$/, '') : decimal;
}

/**
 * Maps the balances a company brought from its previous system to the payroll engine's
 * accumulated-history input, for a period that starts on `asOf`. Only balances taken before
 * `asOf` count, and each only while the law still uses it:
 * - EPS IBC → `previousMonthIbc` when the cut-off is in the month before the period (Decreto 806
 *   de 1998 art. 70 and Decreto 1072 de 2015: vacations, leave and incapacity take the IBC of the
 *   month before).
 * - Cesantías → `cesantiasBalance` and `cesantiasYearDays` for the cut-off's year while that year's
 *   balance is still unconsigned: the same year, or the next year before 15 February (Ley 50 de
 *   1990 art. 99: consignment before 15 February; Ley 52 de 1975 art. 1: interest on the 31 December
 *   balance paid in January).
 * - Vacations → `pendingVacationDays` (business days pending at the cut-off, CST art. 186) and
 *   `vacationsAccruedFrom` the day after the cut-off, so accrual is not counted twice.
 * - Prima → `primaSemesterDays` when the cut-off is in the period's semester (CST art. 306).
 * ARL days and IBC, EPS days and the interest and benefit amounts have no engine input: the engine
 * computes them from the contract and the balances above; they stay for reports and PILA.
 */
export function balancesToHistory(lines: readonly DatedBalanceLine[], asOf: string): AccumulatedHistory {
  const history: AccumulatedHistory = { months: [] };
  for (const line of lines) {
    if (line.cutOffDate >= asOf) continue;
    switch (line.concept) {
      case 'EPS':
        if (line.amount !== null && line.cutOffDate.slice(0, 7) === previousMonth(asOf)) {
          history.previousMonthIbc = plain(line.amount);
        }
        break;
      case 'SEVERANCE': {
        const sameYear = yearOf(line.cutOffDate) === yearOf(asOf);
        const unconsigned = yearOf(line.cutOffDate) === yearOf(asOf) - 1 && asOf < `${yearOf(asOf)}-02-15`;
        if (sameYear || unconsigned) {
          if (line.amount !== null) history.cesantiasBalance = plain(line.amount);
          if (line.days !== null) history.cesantiasYearDays = Number(line.days);
        }
        break;
      }
      case 'VACATION':
        if (line.days !== null) {
          history.pendingVacationDays = plain(line.days);
          history.vacationsAccruedFrom = nextDay(line.cutOffDate);
        }
        break;
      case 'PRIMA':
        if (
          line.days !== null &&
          yearOf(line.cutOffDate) === yearOf(asOf) &&
          semesterOf(line.cutOffDate) === semesterOf(asOf)
        ) {
          history.primaSemesterDays = Number(line.days);
        }
        break;
      default:
        break;
    }
  }
  return history;
}
