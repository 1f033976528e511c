import type { EarlierPeriodInMonth, MonthRecord, SettlementLine } from '@quincena/payroll';
import { and, eq, isNotNull, lt, min, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { payCalendars, retroactiveChanges } from '../../../db/schema/index.ts';
import type { CalendarRow } from '../../../pay-period/calendars/calendars.repository.ts';
import { calendarsOfType } from '../../../pay-period/calendars/calendars-of-type.ts';
import { anyId } from '../../../platform/sql/id-list.ts';
import { camelRowsOf } from '../../../platform/sql/rows.ts';

/** Code of the withholding on a retroactive payment: never part of a closed period's stored side. */
export const WITHHOLDING_RETRO = 'WITHHOLDING_RETRO';

/**
 * The contracts of a batch with changes carried by the period, each with the earliest date its
 * changes hold from. ONE query on retroactive_changes_carrying_idx: what a contract without changes
 * costs the run.
 */
export async function changedContracts(
  db: Database,
  companyId: number,
  carryingCalendarId: number,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const rows = await db
    .select({ contractId: retroactiveChanges.contractId, from: min(retroactiveChanges.fromDate) })
    .from(retroactiveChanges)
    .where(
      and(
        eq(retroactiveChanges.companyId, companyId),
        eq(retroactiveChanges.carryingCalendarId, carryingCalendarId),
        anyId(retroactiveChanges.contractId, ids),
      ),
    )
    .groupBy(retroactiveChanges.contractId);
  return new Map(rows.flatMap((row) => (row.from === null ? [] : [[row.contractId, String(row.from)]])));
}

/** The company's accumulated payroll periods before the carrying one, oldest first. */
export function accumulatedBefore(
  db: Database,
  companyId: number,
  periodStart: string,
): Promise<CalendarRow[]> {
  return db
    .select()
    .from(payCalendars)
    .where(
      calendarsOfType(
        companyId,
        'NM',
        eq(payCalendars.state, 'ACCUMULATED'),
        lt(payCalendars.periodEnd, periodStart),
        isNotNull(payCalendars.resultProcessId),
      ),
    )
    .orderBy(payCalendars.periodStart, payCalendars.id);
}

/** A closed period's current result of one contract: what the recomputation starts from. */
export interface StoredResult {
  contractId: number;
  processId: number;
  monthRecord: MonthRecord | null;
  earlierInMonth: EarlierPeriodInMonth | null;
}

export async function storedResults(
  db: Database,
  companyId: number,
  processIds: readonly number[],
  ids: readonly number[],
): Promise<StoredResult[]> {
  if (processIds.length === 0) return [];
  const rows = await camelRowsOf<StoredResult>(
    db,
    sql`select contract_id, process_id, month_record, earlier_in_month from settlement_results
        where company_id = ${companyId} and ${anyId(sql`process_id`, processIds)}
          and ${anyId(sql`contract_id`, ids)}`,
  );
  return rows.map((row) => ({
    ...row,
    contractId: Number(row.contractId),
    processId: Number(row.processId),
  }));
}

/** A stored line as the differences engine compares it, with where it came from. */
export interface StoredLine extends SettlementLine {
  contractId: number;
  processId: number;
  originCalendarId: number | null;
}

interface LineRow {
  contractId: number;
  processId: number;
  originCalendarId: number | null;
  conceptCode: string;
  conceptName: string;
  kind: SettlementLine['kind'];
  units: string;
  unitKind: SettlementLine['unitKind'];
  base: string;
  value: string;
  salary: boolean;
  withholdingBase: boolean;
  dianElement: SettlementLine['dianElement'];
  debitClass: string;
  creditClass: string;
  source: string;
}

function toStoredLine(row: LineRow): StoredLine {
  return {
    contractId: Number(row.contractId),
    processId: Number(row.processId),
    originCalendarId: row.originCalendarId === null ? null : Number(row.originCalendarId),
    code: row.conceptCode,
    name: row.conceptName,
    kind: row.kind,
    units: String(row.units),
    unitKind: row.unitKind,
    base: String(row.base),
    value: String(row.value),
    salary: row.salary,
    withholdingBase: row.withholdingBase,
    dianElement: row.dianElement,
    accounting: { debit: row.debitClass, credit: row.creditClass } as SettlementLine['accounting'],
    source: row.source,
  };
}

const lineColumns = sql.raw(
  `contract_id, process_id, origin_calendar_id, concept_code, concept_name, kind, units, unit_kind, base,
   value, salary, withholding_base, dian_element, debit_class, credit_class, source`,
);

/**
 * The stored side of the reached periods: each period's own lines (no retroactive line it carried
 * itself, no withholding on a retroactive payment), and the differences already carried for those
 * periods by accumulated carrying runs, so a second change never pays the first one's again.
 */
export async function storedLines(
  db: Database,
  companyId: number,
  scope: {
    processIds: readonly number[];
    calendarIds: readonly number[];
    accumulatedProcessIds: readonly number[];
    ids: readonly number[];
  },
): Promise<StoredLine[]> {
  if (scope.processIds.length === 0) return [];
  const own = await camelRowsOf<LineRow>(
    db,
    sql`select ${lineColumns} from settlement_lines
        where company_id = ${companyId} and ${anyId(sql`process_id`, scope.processIds)}
          and ${anyId(sql`contract_id`, scope.ids)}
          and origin_calendar_id is null and concept_code <> ${WITHHOLDING_RETRO}
        order by contract_id, process_id, line_no`,
  );
  const carried = await camelRowsOf<LineRow>(
    db,
    sql`select ${lineColumns} from settlement_lines
        where company_id = ${companyId} and ${anyId(sql`process_id`, scope.accumulatedProcessIds)}
          and ${anyId(sql`contract_id`, scope.ids)}
          and ${anyId(sql`origin_calendar_id`, scope.calendarIds)}
        order by contract_id, process_id, line_no`,
  );
  return [...own, ...carried].map(toStoredLine);
}

/** Withholding already made on each month's labour income, per contract ("YYYY-MM" → pesos). */
export async function withheldByMonth(
  db: Database,
  companyId: number,
  processIds: readonly number[],
  ids: readonly number[],
): Promise<Map<number, Map<string, string>>> {
  const out = new Map<number, Map<string, string>>();
  if (processIds.length === 0) return out;
  const rows = await camelRowsOf<{ contractId: number; year: number; month: number; value: string }>(
    db,
    sql`select contract_id, year, month, sum(value)::text as value from settlement_lines
        where company_id = ${companyId} and ${anyId(sql`process_id`, processIds)}
          and ${anyId(sql`contract_id`, ids)}
          and concept_code = 'WITHHOLDING' and origin_calendar_id is null
        group by contract_id, year, month`,
  );
  for (const row of rows) {
    const id = Number(row.contractId);
    const months = out.get(id) ?? new Map<string, string>();
    months.set(`${row.year}-${String(row.month).padStart(2, '0')}`, row.value);
    out.set(id, months);
  }
  return out;
}
