import { addDays, toDayNumber } from '../calendar/iso-date.ts';
import type { IsoDate } from '../model/index.ts';
import { type Dated, entryOn, type FixedTermRenewalLaw, PARAMETER_TABLE } from '../parameters/index.ts';

const RULE: readonly Dated<FixedTermRenewalLaw>[] = PARAMETER_TABLE.fixedTermRenewal;

/**
 * A contract term as the parties count it: whole calendar months plus loose days ("tres meses", "un año",
 * "45 días"). Renewing "por un término igual" repeats it from the day after the end date.
 */
export interface ContractTerm {
  months: number;
  days: number;
}

export interface FixedTermState {
  /** First day of the contract. */
  startDate: IsoDate;
  /** The end date first agreed (decides the first term and whether the contract was "inferior a un año"). */
  firstEndDate: IsoDate;
  /** The end date in force now (the first one, or that of the last renewal). */
  endDate: IsoDate;
  /** Renewals so far (automatic or agreed). */
  renewals: number;
  /** The last renewal's term, when there was one (its first and last day). */
  lastRenewal?: { from: IsoDate; to: IsoDate };
}

export type FixedTermRenewal =
  | {
      kind: 'RENOVACION';
      /** 1 for the first renewal. */
      renewalNumber: number;
      /** The day the renewal takes effect: the day after the previous end date. */
      eventDate: IsoDate;
      previousEndDate: IsoDate;
      newEndDate: IsoDate;
      /** The renewal was shortened so that the whole duration does not pass the four-year cap. */
      capped: boolean;
      source: string;
    }
  | {
      kind: 'INDEFINIDO';
      /** The first day the contract runs without an end date. */
      eventDate: IsoDate;
      previousEndDate: IsoDate;
      source: string;
    };

/**
 * The last day of a term of `months` months starting on `from`: the day before the same day `months` later;
 * when that day does not exist (31 January + 1 month, 29 February + 12 months) the term runs to the end of
 * the shorter month.
 */
export function lastDayOfMonths(from: IsoDate, months: number): IsoDate {
  const [y, m, d] = from.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const next =
    d <= daysInMonth
      ? `${year}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`
      : addDays(`${year}-${String(month).padStart(2, '0')}-${String(daysInMonth).padStart(2, '0')}`, 1);
  return addDays(next, -1);
}

/**
 * The term from `from` to `to` (both included): whole calendar months when it is a number of months ("tres
 * meses" from 15 January ends on 14 April), otherwise its count of days ("45 días").
 */
export function termBetween(from: IsoDate, to: IsoDate): ContractTerm {
  let months = 0;
  while (lastDayOfMonths(from, months + 1) <= to) months += 1;
  if (months > 0 && lastDayOfMonths(from, months) === to) return { months, days: 0 };
  return { months: 0, days: toDayNumber(to) - toDayNumber(from) + 1 };
}

/** The last day of `term` starting on `from`. */
export function termEnd(from: IsoDate, term: ContractTerm): IsoDate {
  const lastOfMonths = term.months === 0 ? addDays(from, -1) : lastDayOfMonths(from, term.months);
  return addDays(lastOfMonths, term.days);
}

const atLeastOneYear = (term: ContractTerm) => term.months >= 12 || term.days >= 365;
const ONE_YEAR: ContractTerm = { months: 12, days: 0 };

/** The last day written notice of non-renewal can be given for a contract ending on `endDate`. */
export function noticeDeadline(endDate: IsoDate): IsoDate {
  const law = entryOn(RULE, endDate).value;
  return addDays(endDate, -law.noticeDays);
}

/** Whether a notice given on `noticeDate` stops the renewal at `endDate` (given at least 30 days before). */
export function noticeInTime(noticeDate: IsoDate, endDate: IsoDate): boolean {
  return noticeDate <= noticeDeadline(endDate);
}

/**
 * The last day a fixed-term contract may run before it becomes indefinite (CST art. 46 as Ley 2466/2025 left
 * it: four years with every renewal, counted from 25 June 2025 for contracts signed before), or null when no
 * cap applies on `onDate`.
 */
export function fourYearCapEnd(startDate: IsoDate, onDate: IsoDate): IsoDate | null {
  const law = entryOn(RULE, onDate).value;
  if (law.capYears === null) return null;
  const from = law.capCountsFrom && law.capCountsFrom > startDate ? law.capCountsFrom : startDate;
  return lastDayOfMonths(from, law.capYears * 12);
}

/**
 * The next renewal of a fixed-term contract nobody ended with notice (CST art. 46 num. 1, "prórroga
 * automática"): for the term first agreed or that of the last renewal; a contract first agreed for under a
 * year renews for a year from its fourth renewal on; never past the four-year cap, and once the end date
 * reaches the cap the contract is indefinite instead. The rule in force on the day the renewal starts applies.
 */
export function nextFixedTermRenewal(state: FixedTermState): FixedTermRenewal {
  const eventDate = addDays(state.endDate, 1);
  const entry = entryOn(RULE, eventDate);
  const law = entry.value;
  const capEnd = fourYearCapEnd(state.startDate, eventDate);
  if (capEnd !== null && state.endDate >= capEnd) {
    return { kind: 'INDEFINIDO', eventDate, previousEndDate: state.endDate, source: entry.source };
  }
  const firstTerm = termBetween(state.startDate, state.firstEndDate);
  const lastTerm = state.lastRenewal ? termBetween(state.lastRenewal.from, state.lastRenewal.to) : firstTerm;
  const renewalNumber = state.renewals + 1;
  const term =
    !atLeastOneYear(firstTerm) && renewalNumber >= law.oneYearFromRenewal && !atLeastOneYear(lastTerm)
      ? ONE_YEAR
      : lastTerm;
  const full = termEnd(eventDate, term);
  const capped = capEnd !== null && full > capEnd;
  return {
    kind: 'RENOVACION',
    renewalNumber,
    eventDate,
    previousEndDate: state.endDate,
    newEndDate: capped ? (capEnd as IsoDate) : full,
    capped,
    source: entry.source,
  };
}
