import {
  periodLabel,
  RETROACTIVE_WITHHOLDING_CODE,
  type TRetroactiveOrigin,
} from '@quincena/contracts/retroactive';
import { type SQL, sql } from 'drizzle-orm';
import { isoDay } from '../platform/sql/rows.ts';

/**
 * Reading retroactive lines (issue 32, decision 0346). The carrying run stores each difference as a
 * settlement_lines row whose origin_* columns name the accumulated period it pays; the withholding
 * on the retroactive payment has no origin but belongs to the same group. The review and the
 * payslip read them through these fragments, so both agree on what "retroactive" means.
 */

/** True for a line of the "Retroactivo" group; `l` is the settlement_lines alias. */
export function isRetroactiveLine(l: string): SQL {
  const line = sql.raw(l);
  return sql`(${line}.origin_calendar_id is not null or ${line}.concept_code = ${RETROACTIVE_WITHHOLDING_CODE})`;
}

/**
 * The origin's columns (origin_calendar_id, origin_start, origin_end, origin_year, origin_month,
 * origin_fortnight) of a line `l`, with the origin calendar joined as `oc` by `joinOrigin`.
 */
export function originColumns(l: string): SQL {
  return sql.raw(
    `${l}.origin_calendar_id, ${l}.origin_start::text as origin_start, ${l}.origin_end::text as origin_end,
     oc.year as origin_year, oc.month as origin_month, oc.fortnight as origin_fortnight`,
  );
}

/** Left-joins the origin calendar of line `l` inside the line's own company. */
export function joinOrigin(l: string): SQL {
  return sql.raw(
    `left join pay_calendars oc on oc.company_id = ${l}.company_id and oc.id = ${l}.origin_calendar_id`,
  );
}

export interface RawOrigin {
  origin_calendar_id: number | string | null;
  origin_start: string | Date | null;
  origin_end: string | Date | null;
  origin_year: number | string | null;
  origin_month: number | string | null;
  origin_fortnight: number | string | null;
}

/** A fortnight from the dates when the calendar row is gone: 1st–15th, 16th–end, or a whole month. */
function periodOfDates(start: string, end: string) {
  const day = Number(start.slice(8, 10));
  const fortnight = day === 16 ? 2 : Number(end.slice(8, 10)) === 15 ? 1 : null;
  return { year: Number(start.slice(0, 4)), month: Number(start.slice(5, 7)), fortnight };
}

/** The origin as the screens show it ("primera quincena de enero de 2026"), or null on an ordinary line. */
export function originOf(raw: RawOrigin): TRetroactiveOrigin | null {
  if (raw.origin_calendar_id === null || raw.origin_start === null || raw.origin_end === null) return null;
  const periodStart = isoDay(raw.origin_start);
  const periodEnd = isoDay(raw.origin_end);
  const period =
    raw.origin_year !== null && raw.origin_month !== null
      ? {
          year: Number(raw.origin_year),
          month: Number(raw.origin_month),
          fortnight: raw.origin_fortnight === null ? null : Number(raw.origin_fortnight),
        }
      : periodOfDates(periodStart, periodEnd);
  return {
    calendarId: Number(raw.origin_calendar_id),
    periodStart,
    periodEnd,
    label: periodLabel(period),
  };
}
