import { periodLabel, type TRetroactivePeriod } from '@quincena/contracts/retroactive';
import { isoDay } from '../platform/sql/rows.ts';

/** A payroll period as the retroactive readers select it (camel-cased `pay_calendars` columns). */
export interface PeriodRow {
  calendarId: number;
  year: number;
  month: number;
  fortnight: number | null;
  detail: string;
  periodStart: string | Date;
  periodEnd: string | Date;
}

/** The period as the API shows it, with its label. */
export function toPeriod(row: PeriodRow): TRetroactivePeriod {
  const period = {
    calendarId: Number(row.calendarId),
    year: Number(row.year),
    month: Number(row.month),
    fortnight: row.fortnight === null ? null : Number(row.fortnight),
    detail: row.detail,
    periodStart: isoDay(row.periodStart),
    periodEnd: isoDay(row.periodEnd),
  };
  return { ...period, label: periodLabel(period) };
}
