import { ERROR_CODES } from '@quincena/contracts';
import type {
  TReportDefinition,
  TReportParameter,
  TReportRequest,
  TReportResult,
} from '@quincena/contracts/reports';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { badRequest, notFound } from '../../../platform/errors/app-error.ts';
import { rowsOf } from '../../../platform/sql/rows.ts';

/**
 * The calendar parameter of a report on a stored run (social security, accounting, severance): the
 * processed and accumulated calendars of the type, newest first, each marked with its state.
 */
export async function storedRunCalendarParameter(
  db: Database,
  companyId: number,
  options: { type: string; tag: string; limit: number; sheetPositions: number[] },
): Promise<TReportParameter> {
  const calendars = await rowsOf<{ id: number; detail: string; state: string }>(
    db,
    sql`select id, detail, state from pay_calendars
        where company_id = ${companyId} and type = ${options.type} and state in ('PROCESSED', 'ACCUMULATED')
        order by period_start desc limit ${options.limit}`,
  );
  return {
    tag: options.tag,
    label: 'Calendario',
    type: 'LIST',
    required: true,
    options: calendars.map((row) => ({
      code: String(row.id),
      name: `${row.detail} · ${row.state === 'ACCUMULATED' ? 'Acumulado' : 'Procesado'}`,
    })),
    sheetPositions: options.sheetPositions,
  };
}

/** A report on a stored run: its sheets in order, all filtered by the one calendar parameter. */
export async function storedRunDefinition(
  db: Database,
  companyId: number,
  options: { type: string; tag: string; limit: number; sheets: readonly string[] },
): Promise<TReportDefinition> {
  const sheets = options.sheets.map((name, index) => ({ position: index + 1, name }));
  const { type, tag, limit } = options;
  const sheetPositions = sheets.map((sheet) => sheet.position);
  return {
    sheets,
    parameters: [await storedRunCalendarParameter(db, companyId, { type, tag, limit, sheetPositions })],
  };
}

/** The calendar id the report request names, or a Spanish 400 when it names none or no id. */
export function requestedCalendarId(
  request: TReportRequest,
  messages: { tag: string; required: string; invalid: string },
): number {
  const value = request.reports
    .flatMap((sheet) => sheet.parameters)
    .find((parameter) => parameter.tag === messages.tag)?.value;
  if (!value || value === 'NULL') throw badRequest(ERROR_CODES.validation, messages.required);
  if (!/^\d{1,9}$/.test(value)) throw badRequest(ERROR_CODES.validation, messages.invalid);
  return Number(value);
}

/**
 * A report on one stored run of a type (accounting, social security, severance): its definition
 * offers the type's calendars to all its sheets, and its result is the sheets `sheetsOf` makes for
 * the calendar the request names (a Spanish 400 when it names none or no id).
 */
export function storedRunReport(
  db: Database,
  report: { type: string; limit: number; sheets: readonly string[] },
  messages: { tag: string; required: string; invalid: string },
  sheetsOf: (companyId: number, calendarId: number) => Promise<TReportResult['sheets']>,
) {
  return {
    async definition(companyId: number): Promise<TReportDefinition> {
      return storedRunDefinition(db, companyId, { ...report, tag: messages.tag });
    },

    async generate(companyId: number, request: TReportRequest): Promise<TReportResult> {
      return { sheets: await sheetsOf(companyId, requestedCalendarId(request, messages)) };
    },
  };
}

/** The current result process of the company's processed or accumulated calendar of the type: 404 when it is not the company's, 400 otherwise. */
export async function storedRunProcessOf(
  db: Database,
  companyId: number,
  calendarId: number,
  type: string,
  invalid: string,
): Promise<number> {
  const [calendar] = await rowsOf<{ result_process_id: number | null; type: string; state: string }>(
    db,
    sql`select result_process_id, type, state from pay_calendars where company_id = ${companyId} and id = ${calendarId}`,
  );
  if (!calendar) throw notFound(invalid);
  if (calendar.type !== type || calendar.state === 'OPEN' || calendar.result_process_id === null) {
    throw badRequest(ERROR_CODES.validation, invalid);
  }
  return Number(calendar.result_process_id);
}

/** A calendar of the type with its stored result: the one named, or the newest processed or accumulated; null when there is none. */
export async function storedRunCalendar(db: Database, companyId: number, type: string, calendarId?: number) {
  const rows = await rowsOf<{ id: number; year: number; state: string; result_process_id: number | null }>(
    db,
    calendarId === undefined
      ? sql`select id, year, state, result_process_id from pay_calendars
            where company_id = ${companyId} and type = ${type} and state in ('PROCESSED', 'ACCUMULATED')
            order by period_start desc limit 1`
      : sql`select id, year, state, result_process_id from pay_calendars
            where company_id = ${companyId} and id = ${calendarId} and type = ${type}
              and state in ('PROCESSED', 'ACCUMULATED')`,
  );
  const row = rows[0];
  return row && row.result_process_id !== null
    ? { id: Number(row.id), year: Number(row.year), processId: Number(row.result_process_id) }
    : null;
}

/**
 * The stored run a file download reads: the calendar named, or the newest processed one; a Spanish
 * 400 when there is none (nothing settled yet) or the one named is not of the type or not processed.
 */
export async function requireStoredRun(
  db: Database,
  companyId: number,
  type: string,
  calendarId: number | undefined,
  messages: { nothingSettled: string; calendarInvalid: string },
) {
  const calendar = await storedRunCalendar(db, companyId, type, calendarId);
  if (calendar) return calendar;
  if (calendarId === undefined) throw badRequest(ERROR_CODES.validation, messages.nothingSettled);
  throw badRequest(ERROR_CODES.validation, messages.calendarInvalid, {
    calendarId: messages.calendarInvalid,
  });
}
