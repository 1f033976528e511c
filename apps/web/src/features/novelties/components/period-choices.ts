import { CALENDAR_STATE_NAMES, type TCalendar } from '@quincena/contracts/settlement';

/** One option of a payroll period picker: "12 - Nómina 1a quincena noviembre 2026 (abierto)". */
export interface PeriodChoice {
  value: number;
  label: string;
}

export interface PeriodChoices {
  /** Newest first. */
  options: PeriodChoice[];
  /** The period a new novelty goes to unless the clerk picks another; null when none is open. */
  defaultId: number | null;
  /** Periods left out because they are older than the last accumulated one (shown on request). */
  hiddenOlder: number;
}

/** Today in Bogotá, aaaa-mm-dd: the clerk's day, whatever the browser's zone. */
export const bogotaToday = (now = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(now);

const newestFirst = (a: TCalendar, b: TCalendar) => b.periodStart.localeCompare(a.periodStart) || b.id - a.id;

/**
 * The periods a novelty may be recorded in (decision 0315). Accumulated periods are closed to
 * novelties and are not offered, except on request for the kinds that may be recorded there as
 * retroactive (decision 0353). Open periods older than the last accumulated one are almost
 * always a mistake (a January 2025 fortnight never run), so they are hidden unless the clerk asks.
 * The edited novelty's own period is always listed. The default is the period that contains today
 * (Bogotá) when it still takes novelties; otherwise it is the first open period after the last
 * accumulated one.
 */
export function periodChoices(
  calendars: readonly TCalendar[],
  {
    today,
    keepId = null,
    showOlder = false,
    accumulatedToo = false,
  }: {
    today: string;
    keepId?: number | null;
    showOlder?: boolean;
    /**
     * A kind that may be recorded in an accumulated period as retroactive (overtime, reported items;
     * decision 0353): its accumulated periods are listed with the older ones, on request.
     */
    accumulatedToo?: boolean;
  },
): PeriodChoices {
  const lastAccumulatedEnd = calendars
    .filter((calendar) => calendar.state === 'ACCUMULATED')
    .reduce<string | null>(
      (last, calendar) => (last && last > calendar.periodEnd ? last : calendar.periodEnd),
      null,
    );
  const older = (calendar: TCalendar) =>
    lastAccumulatedEnd !== null && calendar.periodEnd <= lastAccumulatedEnd;
  const takesNovelties = calendars.filter((calendar) => calendar.state !== 'ACCUMULATED');
  const listed = calendars
    .filter(
      (calendar) =>
        calendar.id === keepId ||
        (calendar.state !== 'ACCUMULATED' && (showOlder || !older(calendar))) ||
        (calendar.state === 'ACCUMULATED' && accumulatedToo && showOlder),
    )
    .sort(newestFirst);
  const current = takesNovelties.find(
    (calendar) => calendar.periodStart <= today && today <= calendar.periodEnd && !older(calendar),
  );
  const firstOpen = takesNovelties
    .filter((calendar) => calendar.state === 'OPEN' && !older(calendar))
    .sort((a, b) => -newestFirst(a, b))[0];
  return {
    options: listed.map((calendar) => ({
      value: calendar.id,
      label: `${calendar.id} - ${calendar.detail} (${CALENDAR_STATE_NAMES[calendar.state].toLowerCase()})`,
    })),
    defaultId: (current ?? firstOpen)?.id ?? null,
    hiddenOlder: calendars.filter(
      (calendar) =>
        calendar.id !== keepId && (calendar.state === 'ACCUMULATED' ? accumulatedToo : older(calendar)),
    ).length,
  };
}
