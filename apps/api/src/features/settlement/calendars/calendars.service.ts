import { CALENDAR_MESSAGES, type TCalendar, type TCalendarListQuery } from '@quincena/contracts/settlement';
import type { Database } from '../../../db/client.ts';
import {
  type CalendarRow,
  findCalendar,
  insertPeriods,
  listCalendars,
  monthsWithCalendars,
} from '../../../pay-period/calendars/calendars.repository.ts';
import { payFrequencyOf } from '../../../pay-period/calendars/pay-frequency.ts';
import { type PeriodDraft, periodsOfYear } from '../../../pay-period/calendars/periods.ts';
import { syncRetirementCalendar } from '../../../pay-period/calendars/retirement-calendar.ts';
import type { Clock } from '../../../platform/clock.ts';
import { notFound } from '../../../platform/errors/app-error.ts';

export function toCalendarView(row: CalendarRow): TCalendar {
  return {
    id: row.id,
    type: row.type,
    retirementId: row.retirementId,
    year: row.year,
    month: row.month,
    fortnight: row.fortnight === 1 || row.fortnight === 2 ? row.fortnight : null,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    paymentDate: row.paymentDate,
    detail: row.detail,
    state: row.state,
    needsReprocess: row.needsReprocess,
  };
}

/** Colombian civil year of an instant (UTC−5, no daylight saving). */
const colombianYear = (instant: Date) => new Date(instant.getTime() - 5 * 3_600_000).getUTCFullYear();

export function createCalendarsService({ db, clock }: { db: Database; clock: Clock }) {
  /**
   * Generates the year's periods of a type that are missing, by month: a month that already has any
   * calendar of the type is left as it is (its periods may be processed), so a later change of pay
   * frequency applies from the next month without a calendar. Safe to call on every read.
   */
  async function ensureYear(companyId: number, type: PeriodDraft['type'], year: number): Promise<void> {
    const existing = await monthsWithCalendars(db, companyId, type, year);
    if (type === 'CES' || type === 'CIR' ? existing.size > 0 : existing.size === 12) return;
    const frequency = type === 'NM' ? await payFrequencyOf(db, companyId) : 'monthly';
    const missing = periodsOfYear(type, year, frequency).filter((period) => !existing.has(period.month));
    await insertPeriods(db, companyId, missing);
  }

  return {
    ensureYear,

    /** GET /api/calendars: the calendars of a type, generating the year asked for (or this year) on demand. */
    async list(companyId: number, query: TCalendarListQuery): Promise<TCalendar[]> {
      if (query.type.startsWith('LD-')) {
        // A retirement's calendar follows its retirement: created on first read, refreshed while OPEN.
        await syncRetirementCalendar(db, companyId, Number(query.type.slice(3)), (year) =>
          ensureYear(companyId, 'NM', year),
        );
        const rows = await listCalendars(db, companyId, {
          type: 'LD',
          retirementId: Number(query.type.slice(3)),
          ...(query.year !== undefined ? { year: query.year } : {}),
          ...(query.state ? { state: query.state } : {}),
        });
        return rows.map(toCalendarView);
      }
      const type = query.type as PeriodDraft['type'];
      await ensureYear(companyId, type, query.year ?? colombianYear(clock.now()));
      const rows = await listCalendars(db, companyId, {
        type,
        ...(query.year !== undefined ? { year: query.year } : {}),
        ...(query.state ? { state: query.state } : {}),
      });
      return rows.map(toCalendarView);
    },

    async get(companyId: number, id: number): Promise<TCalendar> {
      const row = await findCalendar(db, companyId, id);
      if (!row) throw notFound(CALENDAR_MESSAGES.notFound);
      return toCalendarView(row);
    },
  };
}

export type CalendarsService = ReturnType<typeof createCalendarsService>;
