import type { IsoDate } from '../model/common.ts';
import type { PilaSegmentType } from '../model/output.ts';
import type { ClassifiedDay } from './days.ts';

/** A run of consecutive days of one PILA novelty (or worked days) in the month. */
export interface DayRun {
  type: PilaSegmentType;
  detail?: 'maternity' | 'paternity';
  start: IsoDate;
  end: IsoDate;
  /** Days on the 30-day month (PILA days). */
  days: number;
  members: ClassifiedDay[];
  diagnosis?: string;
}

function pilaType(day: ClassifiedDay): PilaSegmentType {
  switch (day.category) {
    case 'worked':
      return 'WORKED';
    case 'vacation':
      return 'VAC';
    case 'common_illness':
      return 'IGE';
    case 'work_accident':
      return 'IRL';
    case 'maternity':
    case 'paternity':
      return 'LMA';
    case 'paid_leave':
      return 'LR';
    case 'unpaid_leave':
    case 'suspension':
      return 'SLN';
  }
}

/**
 * Groups the month's days into PILA runs: one per novelty occurrence (Res. 2388/2016 num. 2.1.2.2 as
 * modified by Res. 5858/2016: one registro tipo 2 per IBC-changing novelty). Worked days are returned as
 * one run whatever their gaps (they form the main line).
 */
export function noveltyRuns(days: readonly ClassifiedDay[]): { worked: ClassifiedDay[]; runs: DayRun[] } {
  const worked: ClassifiedDay[] = [];
  const runs: DayRun[] = [];
  let current: DayRun | undefined;
  let previous: ClassifiedDay | undefined;
  for (const day of days) {
    const type = pilaType(day);
    if (type === 'WORKED') {
      worked.push(day);
      current = undefined;
      previous = day;
      continue;
    }
    const sameNovelty =
      current !== undefined &&
      current.type === type &&
      previous !== undefined &&
      previous.category === day.category &&
      previous.absence === day.absence;
    if (current && sameNovelty) {
      current.end = day.date;
      current.days += day.weight;
      current.members.push(day);
    } else {
      current = { type, start: day.date, end: day.date, days: day.weight, members: [day] };
      if (day.category === 'maternity' || day.category === 'paternity') current.detail = day.category;
      if (day.absence?.diagnosis) current.diagnosis = day.absence.diagnosis;
      runs.push(current);
    }
    previous = day;
  }
  return { worked, runs };
}
