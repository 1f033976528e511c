import type { TBulkRowError } from '@quincena/contracts/bulk-loads';
import { NOVELTY_MESSAGES as M } from '@quincena/contracts/novelties';
import type { Database } from '../../../db/client.ts';
import { createPeriodGuard } from '../../../pay-period/period-guard.ts';
import type { Clock } from '../../../platform/clock.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { contractWindows, openNmCalendars } from '../../novelties/index.ts';
import type { BulkColumnSpec } from '../bulk-column.ts';
import type { ApplyRefusal, BulkLoadDefinition, CheckedRow } from '../bulk-load.ts';

/**
 * What the novelty loads that name a contract and an open NM calendar share (overtime, reported
 * items): the two leading template columns, the row checks against both, and the period guard
 * before writing. Each load adds only its own columns and its own date rule.
 */
type Calendar = Awaited<ReturnType<typeof openNmCalendars>>[number];
type ContractWindow = NonNullable<
  Awaited<ReturnType<typeof contractWindows>> extends Map<number, infer W> ? W : never
>;
type CalendarRecord = { contractId: number; calendarId: number };
type Headers = { contractId: string; calendarId: string };
type OwnRule<R> = (
  record: R,
  contract: ContractWindow,
  calendar: Calendar,
) => { column: string; message: string } | null;

function contractAndCalendarColumns(headers: Headers, calendars: readonly Calendar[]): BulkColumnSpec[] {
  return [
    {
      key: 'contractId',
      header: headers.contractId,
      required: true,
      type: 'NUMBER',
      example: '15',
      note: 'Número del contrato',
    },
    {
      key: 'calendarId',
      header: headers.calendarId,
      required: true,
      type: 'CODE',
      example: String(calendars[0]?.id ?? 1),
      codes: {
        sheet: 'Calendarios',
        options: calendars.map((c) => ({ code: String(c.id), name: c.detail })),
      },
    },
  ];
}

/** Unknown contract or calendar first; then the load's own rule, which may name one column and message. */
async function checkContractAndCalendar<R extends CalendarRecord>(
  db: Database,
  companyId: number,
  rows: readonly CheckedRow<R>[],
  headers: Headers,
  ownRule: OwnRule<R>,
): Promise<TBulkRowError[]> {
  const calendars = new Map((await openNmCalendars(db, companyId)).map((c) => [c.id, c]));
  const windows = await contractWindows(
    db,
    companyId,
    rows.map(({ record }) => record.contractId),
  );
  const errors: TBulkRowError[] = [];
  for (const { position, record } of rows) {
    const contract = windows.get(record.contractId);
    if (!contract) {
      errors.push({ row: position, column: headers.contractId, message: M.uploadRowContractUnknown });
      continue;
    }
    const calendar = calendars.get(record.calendarId);
    if (!calendar) {
      errors.push({ row: position, column: headers.calendarId, message: M.uploadRowCalendarUnknown });
      continue;
    }
    const refused = ownRule(record, contract, calendar);
    if (refused) errors.push({ row: position, ...refused });
  }
  return errors;
}

/** The calendars' periods must still be open; the guard marks them used inside the load's transaction. */
async function guardCalendarPeriods(
  tx: Database,
  companyId: number,
  records: readonly CalendarRecord[],
  guard: ReturnType<typeof createPeriodGuard>,
  calendarHeader: string,
): Promise<ApplyRefusal | null> {
  const calendars = new Map((await openNmCalendars(tx, companyId)).map((c) => [c.id, c]));
  const ranges = [...new Set(records.map((r) => r.calendarId))].flatMap((id) => {
    const calendar = calendars.get(id);
    return calendar ? [{ from: calendar.periodStart, to: calendar.periodEnd }] : [];
  });
  try {
    await guard.assertOpenAndMark(tx, companyId, ranges);
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { errors: [{ row: 2, column: calendarHeader, message: error.message }] };
  }
}

/** What every novelty row a load writes holds besides its own fields. */
interface LoadedNovelty {
  companyId: number;
  contractId: number;
  calendarId: number;
  conceptCode: string;
  createdByUserId: number;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * The load's `apply`: the period guard, then every record as a row of the company with its contract,
 * calendar and concept, written by the load (user 0) now, plus the load's own fields (`own`).
 */
function applyCalendarNovelties<
  R extends CalendarRecord & { conceptCode: string },
  Own extends object,
>(options: {
  guard: ReturnType<typeof createPeriodGuard>;
  calendarHeader: string;
  clock: Clock;
  insert: (tx: Database, rows: (LoadedNovelty & Own)[]) => Promise<void>;
  own: (record: R) => Own;
}): BulkLoadDefinition<R>['apply'] {
  return async (tx, companyId, records) => {
    const refused = await guardCalendarPeriods(tx, companyId, records, options.guard, options.calendarHeader);
    if (refused) return refused;
    const now = options.clock.now();
    await options.insert(
      tx,
      records.map((record) => ({
        companyId,
        contractId: record.contractId,
        calendarId: record.calendarId,
        conceptCode: record.conceptCode,
        ...options.own(record),
        createdByUserId: 0,
        createdAt: now,
        updatedAt: now,
      })),
    );
    return records.length;
  };
}

/** What a load of concept novelties paid in an open NM calendar states itself (overtime, reported items). */
export interface CalendarNoveltyLoad<R extends CalendarRecord & { conceptCode: string }, Own extends object>
  extends Pick<BulkLoadDefinition<R>, 'kind' | 'title' | 'fileName' | 'sheetName' | 'toRecord'> {
  headers: Headers & { conceptCode: string };
  /** The concept column's example and codes, and the load's own columns after it. */
  columns(
    db: Database,
    companyId: number,
  ): Promise<{ concept: Required<Pick<BulkColumnSpec, 'example' | 'codes'>>; own: BulkColumnSpec[] }>;
  /** The load's own rule of a row against its contract and calendar. */
  ownRule: OwnRule<R>;
  insert: (tx: Database, rows: (LoadedNovelty & Own)[]) => Promise<void>;
  /** The load's own fields of a written row. */
  own: (record: R) => Own;
}

/**
 * A load of concept novelties paid in an open NM calendar: the contract, calendar and concept
 * columns, the row checks against the contract and the calendar, the records as read, and the write
 * behind the period guard; the load states the rest.
 */
export function calendarNoveltyLoad<R extends CalendarRecord & { conceptCode: string }, Own extends object>(
  deps: { clock: Clock },
  load: CalendarNoveltyLoad<R, Own>,
): BulkLoadDefinition<R> {
  const { headers } = load;
  return {
    kind: load.kind,
    title: load.title,
    fileName: load.fileName,
    sheetName: load.sheetName,
    async columns(db, companyId) {
      const calendars = await openNmCalendars(db, companyId);
      const { concept, own } = await load.columns(db, companyId);
      const conceptColumn: BulkColumnSpec = {
        key: 'conceptCode',
        header: headers.conceptCode,
        required: true,
        type: 'CODE',
        ...concept,
      };
      return [...contractAndCalendarColumns(headers, calendars), conceptColumn, ...own];
    },
    toRecord: load.toRecord,
    checkAll: (db, companyId, rows) => checkContractAndCalendar(db, companyId, rows, headers, load.ownRule),
    prepare: async (rows) => rows.map((row) => row.record),
    apply: applyCalendarNovelties({
      guard: createPeriodGuard(),
      calendarHeader: headers.calendarId,
      clock: deps.clock,
      insert: load.insert,
      own: load.own,
    }),
  };
}
