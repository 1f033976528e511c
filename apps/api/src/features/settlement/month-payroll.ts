import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../platform/sql/rows.ts';

/**
 * The pay of a month is what its payroll periods (NM) and the final settlements of retirements (LD)
 * dated in it stored. Social security, accounting and the yearly settlements read it from here, so
 * a worker settled on retirement is neither missed nor counted twice (decision 0303).
 */
const PAY_TYPES = sql`type in ('NM', 'LD')`;

/** The company's payroll periods and final settlements in a state: what every reader below filters. */
const payCalendarsIn = (companyId: number, state: 'ACCUMULATED' | 'PROCESSED') =>
  sql`pay_calendars where company_id = ${companyId} and ${PAY_TYPES} and state = ${sql.raw(`'${state}'`)}`;

/** The current result processes of the accumulated payroll and final settlements of a month or a year. */
async function accumulatedPayrollIn(db: Database, companyId: number, within: SQL): Promise<number[]> {
  const rows = await rowsOf<{ process_id: number }>(
    db,
    sql`select result_process_id as process_id from ${payCalendarsIn(companyId, 'ACCUMULATED')}
          and ${within} and result_process_id is not null
        order by id`,
  );
  return rows.map((row) => Number(row.process_id));
}

/** The current result processes of the month's accumulated payroll and final settlements. */
export function accumulatedPayrollOf(
  db: Database,
  companyId: number,
  year: number,
  month: number,
): Promise<number[]> {
  return accumulatedPayrollIn(db, companyId, sql`year = ${year} and month = ${month}`);
}

/** Whether a payroll period or final settlement of the month is processed but not accumulated (its pay may still change). */
export async function monthPayrollPending(
  db: Database,
  companyId: number,
  year: number,
  month: number,
): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select id from ${payCalendarsIn(companyId, 'PROCESSED')}
          and year = ${year} and month = ${month}
        limit 1`,
  );
  return rows.length > 0;
}

/**
 * Why a run that reads the month's pay (accounting, social security) cannot start yet: a payroll
 * period or final settlement still only processed, or nothing accumulated; null when it can.
 */
export async function monthPayrollNotReady(
  db: Database,
  companyId: number,
  calendar: { year: number; month: number },
  messages: {
    payrollPending(month: number, year: number): string;
    payrollNotAccumulated(month: number, year: number): string;
  },
): Promise<string | null> {
  const { year, month } = calendar;
  if (await monthPayrollPending(db, companyId, year, month)) return messages.payrollPending(month, year);
  const processes = await accumulatedPayrollOf(db, companyId, year, month);
  return processes.length === 0 ? messages.payrollNotAccumulated(month, year) : null;
}

/** The current result processes of the year's accumulated payroll periods and final settlements. */
export function accumulatedPayrollOfYear(db: Database, companyId: number, year: number): Promise<number[]> {
  return accumulatedPayrollIn(db, companyId, sql`year = ${year}`);
}

/** A payroll period or final settlement of the year processed but not accumulated, by its label. */
export async function yearPayrollPending(
  db: Database,
  companyId: number,
  year: number,
): Promise<string | null> {
  const rows = await rowsOf<{ detail: string }>(
    db,
    sql`select detail from ${payCalendarsIn(companyId, 'PROCESSED')} and year = ${year}
        order by period_start limit 1`,
  );
  return rows[0]?.detail ?? null;
}
