import { addDays, isBusinessDay } from '../calendar/index.ts';
import type { IsoDate } from '../model/common.ts';
import type { AbsenceContingency, AbsenceNovelty, VacationNovelty } from '../model/novelties.ts';
import type { CompanyPayrollSettings } from '../model/settings.ts';
import { dayOfMonth, days360Inclusive, daysInMonth } from './dates.ts';

/** What a calendar day of the period is for the worker. */
export type DayCategory = 'worked' | 'vacation' | AbsenceContingency;

export interface ClassifiedDay {
  date: IsoDate;
  category: DayCategory;
  /**
   * Weight of the day on the 30-day commercial month: 0 for a day 31, 1 + the missing days for the last
   * day of February, 1 otherwise (CST art. 134 pays salary by month; ref §3.5 "commercial 30-day month").
   */
  weight: number;
  /** Vacation days: a business day (paid as vacation) or a rest day inside the vacation (paid as salary). */
  business?: boolean;
  absence?: AbsenceNovelty;
  /** Incapacity days: position of the day in the incapacity chain, 1-based (prórrogas included). */
  chainDay?: number;
}

export interface DayBreakdown {
  activeStart: IsoDate;
  activeEnd: IsoDate;
  /** Commercial days the contract is active in the period (≤ 15 or 30). */
  activeDays: number;
  days: ClassifiedDay[];
  /** Days paid as basic salary: worked days plus rest days inside vacations (30-day basis). */
  basicDays: number;
  /** Days actually worked (transport aid, ref §4). */
  workedDays: number;
  /** Business days of vacation enjoyed in the period (CST 186), paid as vacation. */
  vacationBusinessDays: number;
}

const ABSENCE_PRECEDENCE: AbsenceContingency[] = [
  'unpaid_leave',
  'suspension',
  'maternity',
  'paternity',
  'work_accident',
  'common_illness',
  'paid_leave',
];

/** The calendar range of an enjoyed vacation: its end date, or the end computed from business days. */
export function vacationRange(
  vacation: VacationNovelty,
  settings: CompanyPayrollSettings,
): { start: IsoDate; end: IsoDate } | null {
  if (vacation.daysInTime <= 0 || !vacation.startDate) return null;
  if (vacation.endDate) return { start: vacation.startDate, end: vacation.endDate };
  const week = settings.vacations.workingWeek;
  // The start date itself is the first business day of rest when it is one.
  const firstCounts = isBusinessDay(vacation.startDate, week) ? 1 : 0;
  let end = vacation.startDate;
  let remaining = vacation.daysInTime - firstCounts;
  while (remaining > 0) {
    end = addDays(end, 1);
    if (isBusinessDay(end, week)) remaining -= 1;
  }
  return { start: vacation.startDate, end };
}

function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * Classifies every active day of the period and derives the day counts the rules use.
 * Precedence when novelties overlap: unpaid leave and suspension, licences, incapacities, paid leave,
 * vacations, work.
 */
export function classifyDays(
  periodStart: IsoDate,
  periodEnd: IsoDate,
  contractStart: IsoDate,
  retirementDate: IsoDate | undefined,
  absences: readonly AbsenceNovelty[],
  vacations: readonly VacationNovelty[],
  settings: CompanyPayrollSettings,
): DayBreakdown {
  const activeStart = contractStart > periodStart ? contractStart : periodStart;
  const activeEnd = retirementDate && retirementDate < periodEnd ? retirementDate : periodEnd;
  const empty: DayBreakdown = {
    activeStart,
    activeEnd,
    activeDays: 0,
    days: [],
    basicDays: 0,
    workedDays: 0,
    vacationBusinessDays: 0,
  };
  if (activeEnd < activeStart) return empty;

  const monthPrefix = periodStart.slice(0, 8);
  const monthFirst = `${monthPrefix}01`;
  const monthLast = `${monthPrefix}31`;
  // Absences and vacations as day-of-month ranges of this month, absences in precedence order.
  const absenceRanges = [...absences]
    .filter((a) => a.startDate <= monthLast && a.endDate >= monthFirst)
    .sort((a, b) => ABSENCE_PRECEDENCE.indexOf(a.contingency) - ABSENCE_PRECEDENCE.indexOf(b.contingency))
    .map((a) => ({
      absence: a,
      from: a.startDate < monthFirst ? 1 : dayOfMonth(a.startDate),
      to: a.endDate > monthLast ? 31 : dayOfMonth(a.endDate),
    }));
  const vacationRanges: { from: number; to: number }[] = [];
  for (const v of vacations) {
    const r = vacationRange(v, settings);
    if (!r || r.start > monthLast || r.end < monthFirst) continue;
    vacationRanges.push({
      from: r.start < monthFirst ? 1 : dayOfMonth(r.start),
      to: r.end > monthLast ? 31 : dayOfMonth(r.end),
    });
  }

  const year = Number(periodStart.slice(0, 4));
  const month = Number(periodStart.slice(5, 7));
  const lastDay = daysInMonth(year, month);
  const week = settings.vacations.workingWeek;

  const days: ClassifiedDay[] = [];
  let vacationDisplacement = 0;
  let absenceDisplacement = 0;
  let vacationBusinessDays = 0;
  let workedWeight = 0;
  // The period lies inside one month: walk its days by number instead of re-parsing dates.
  const prefix = activeStart.slice(0, 8);
  const firstDay = dayOfMonth(activeStart);
  const lastActive = dayOfMonth(activeEnd);
  for (let dom = firstDay; dom <= lastActive; dom += 1) {
    const date = `${prefix}${dom < 10 ? '0' : ''}${dom}`;
    let weight = dom === 31 ? 0 : 1;
    if (dom === lastDay && lastDay < 30) weight += 30 - lastDay;
    let absence: AbsenceNovelty | undefined;
    for (const r of absenceRanges) {
      if (r.from <= dom && dom <= r.to) {
        absence = r.absence;
        break;
      }
    }
    if (absence) {
      const day: ClassifiedDay = { date, category: absence.contingency, weight, absence };
      if (absence.contingency === 'common_illness' || absence.contingency === 'work_accident') {
        day.chainDay = (absence.extensionOfDays ?? 0) + daysBetween(absence.startDate, date) + 1;
      }
      days.push(day);
      absenceDisplacement += weight;
      continue;
    }
    let onVacation = false;
    for (const r of vacationRanges) if (r.from <= dom && dom <= r.to) onVacation = true;
    if (onVacation) {
      const business = isBusinessDay(date, week);
      days.push({ date, category: 'vacation', weight, business });
      if (business) {
        vacationBusinessDays += 1;
        // A business day 31 is still a vacation day owed; unless day 31 is paid it displaces one salary day.
        vacationDisplacement += dom === 31 && settings.vacations.payDay31 ? 0 : 1;
      }
      continue;
    }
    days.push({ date, category: 'worked', weight });
    workedWeight += weight;
  }
  const activeDays = days360Inclusive(activeStart, activeEnd);
  const basicDays = Math.max(0, activeDays - vacationDisplacement - absenceDisplacement);
  const workedDays = Math.min(workedWeight, basicDays);
  return { activeStart, activeEnd, activeDays, days, basicDays, workedDays, vacationBusinessDays };
}
