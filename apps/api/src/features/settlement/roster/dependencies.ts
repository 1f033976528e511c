import { MONTH_NAMES } from '@quincena/contracts';
import { RUN_WARNING_MESSAGES as M, RUN_ROUTES, type TRunWarning } from '@quincena/contracts/settlement';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { payCalendars } from '../../../db/schema/index.ts';
import type { CalendarRow } from '../../../pay-period/calendars/calendars.repository.ts';
import { rowsOf } from '../../../platform/sql/rows.ts';
import { accumulatedPayrollOf, accumulatedPayrollOfYear, monthPayrollPending } from '../month-payroll.ts';

/** The runs that read the month's accumulated payroll, by the name the warning gives them. */
const MONTH_READERS: Partial<Record<CalendarRow['type'], string>> = {
  SS: 'La planilla de seguridad social',
  CB: 'La contabilidad',
  NIE: 'La nómina electrónica',
};

const YEAR_READERS: Partial<Record<CalendarRow['type'], string>> = {
  CES: 'La liquidación de cesantías',
  CIR: 'El certificado de ingresos y retenciones',
};

async function calendarState(db: Database, companyId: number, type: string, year: number, where = sql`true`) {
  const rows = await rowsOf<{ state: string }>(
    db,
    sql`select state from pay_calendars where company_id = ${companyId} and type = ${type}
          and year = ${year} and ${where} order by period_start desc limit 1`,
  );
  return rows[0]?.state ?? null;
}

/** A payroll period of the month in which someone is in force and that is not accumulated. */
async function monthPayrollIncomplete(db: Database, companyId: number, year: number, month: number) {
  if (await monthPayrollPending(db, companyId, year, month)) return true;
  if ((await accumulatedPayrollOf(db, companyId, year, month)).length === 0) return true;
  const open = await rowsOf<{ id: number }>(
    db,
    sql`select c.id from pay_calendars c
         where c.company_id = ${companyId} and c.type = 'NM' and c.state = 'OPEN'
           and c.year = ${year} and c.month = ${month}
           -- Periods before the company's first accumulated one are months before it used Quincena
           -- (the runner never asks for them either): they leave nothing out.
           and c.period_start > (select min(f.period_start) from pay_calendars f
                                  where f.company_id = c.company_id and f.type = 'NM'
                                    and f.state = 'ACCUMULATED')
           and exists (select 1 from contracts k where k.company_id = c.company_id
                         and k.start_date <= c.period_end
                         and coalesce(k.retirement_date, k.end_date, c.period_start) >= c.period_start)
         limit 1`,
  );
  return open.length > 0;
}

/**
 * What a calendar's run needs from another run and does not have yet (issue 27, decision 0309):
 * the January payroll the previous year's accumulated severance (it pays its interest), the month's
 * social security, accounting and electronic payroll the whole month's accumulated payroll, the
 * yearly severance and income and withholding the December payroll. Blocking ones are also refused
 * by the run itself; the others would settle a zero or leave pay out.
 */
export async function runWarningsOf(db: Database, calendar: CalendarRow): Promise<TRunWarning[]> {
  const { companyId, year, month } = calendar;
  const base = { calendarId: calendar.id, calendarDetail: calendar.detail };
  const nm = { route: RUN_ROUTES.NM.route, linkLabel: RUN_ROUTES.NM.label };
  if (calendar.type === 'NM' && month === 1 && calendar.fortnight !== 2) {
    if ((await calendarState(db, companyId, 'CES', year - 1)) === 'ACCUMULATED') return [];
    if ((await accumulatedPayrollOfYear(db, companyId, year - 1)).length === 0) return [];
    return [
      {
        ...base,
        message: M.januaryWithoutSeverance(year - 1),
        route: RUN_ROUTES.CES.route,
        linkLabel: RUN_ROUTES.CES.label,
        blocking: false,
      },
    ];
  }
  const monthRun = MONTH_READERS[calendar.type];
  if (monthRun) {
    if (!(await monthPayrollIncomplete(db, companyId, year, month))) return [];
    const none = (await accumulatedPayrollOf(db, companyId, year, month)).length === 0;
    const pending = await monthPayrollPending(db, companyId, year, month);
    return [
      {
        ...base,
        message: M.monthPayrollMissing(monthRun, MONTH_NAMES[month - 1] as string, year),
        ...nm,
        // SS and CB refuse only a month with nothing accumulated or a period pending; the DIAN document is of the whole month.
        blocking: none || pending || calendar.type === 'NIE',
      },
    ];
  }
  const yearRun = YEAR_READERS[calendar.type];
  if (yearRun) {
    const december = await calendarState(db, companyId, 'NM', year, sql`month = 12`);
    if (december === 'ACCUMULATED') return [];
    return [{ ...base, message: M.decemberMissing(yearRun, year), ...nm, blocking: calendar.type === 'CES' }];
  }
  return [];
}

/**
 * The runs due now and their warnings, for Home: per type, the first period after the last accumulated
 * one (the payroll: once it has started; the others: once it has ended, and only for a run the
 * company already uses, so an unused one does not warn every month).
 */
export async function currentRunWarnings(
  db: Database,
  companyId: number,
  today: string,
): Promise<TRunWarning[]> {
  const calendars = await rowsOf<{ id: number }>(
    db,
    sql`with last as (
          select type, max(period_end) as last_end from pay_calendars
           where company_id = ${companyId} and state = 'ACCUMULATED' and retirement_id is null group by type)
        select distinct on (c.type) c.id from pay_calendars c
          left join last l on l.type = c.type
         where c.company_id = ${companyId} and c.type in ('NM', 'SS', 'CB', 'NIE', 'CES', 'CIR')
           and c.state <> 'ACCUMULATED' and (l.last_end is null or c.period_start > l.last_end)
           and case when c.type = 'NM' then c.period_start <= ${today} and (l.last_end is not null or c.period_end >= ${today})
                    else c.period_end < ${today} and l.last_end is not null end
         order by c.type, c.period_start`,
  );
  if (calendars.length === 0) return [];
  const rows = await db
    .select()
    .from(payCalendars)
    .where(
      and(
        eq(payCalendars.companyId, companyId),
        inArray(
          payCalendars.id,
          calendars.map((row) => Number(row.id)),
        ),
      ),
    );
  const warnings = await Promise.all(rows.map((calendar) => runWarningsOf(db, calendar)));
  return warnings.flat();
}
