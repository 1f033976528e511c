import type { ComparedLine, EarlierPeriodInMonth, MonthRecord, SettlementLine } from '@quincena/payroll';
import { eq, isNotNull, lt, min, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { payCalendars, retroactiveChanges } from '../../../db/schema/index.ts';
import type { CalendarRow } from '../../../pay-period/calendars/calendars.repository.ts';
import { payrollCalendars } from '../../../pay-period/calendars/calendars-of-type.ts';
import { anyId, idRange } from '../../../platform/sql/id-list.ts';
import { camelRowsOf } from '../../../platform/sql/rows.ts';
import { contractRows } from '../process-scope.ts';

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
      contractRows(
        retroactiveChanges,
        companyId,
        ids,
        eq(retroactiveChanges.carryingCalendarId, carryingCalendarId),
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
  return payrollCalendars(
    db,
    companyId,
    eq(payCalendars.state, 'ACCUMULATED'),
    lt(payCalendars.periodEnd, periodStart),
    isNotNull(payCalendars.resultProcessId),
  ).orderBy(payCalendars.periodStart, payCalendars.id);
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
          and ${anyId(sql`contract_id`, ids)} and ${idRange(sql`contract_id`, ids)}`,
  );
  return rows.map((row) => ({
    ...row,
    contractId: Number(row.contractId),
    processId: Number(row.processId),
  }));
}

/**
 * A stored line as the differences engine compares it (`ComparedLine`: concept, units, value and what
 * a difference copies), with where it came from. Its base, rate, dates and legal source are not read:
 * nothing compares them, and the source text alone was a large share of the bytes of 1,2 million rows.
 */
export interface StoredLine extends ComparedLine {
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
  value: string;
  salary: boolean;
  withholdingBase: boolean;
  dianElement: SettlementLine['dianElement'];
  debitClass: string;
  creditClass: string;
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
    value: String(row.value),
    salary: row.salary,
    withholdingBase: row.withholdingBase,
    dianElement: row.dianElement,
    accounting: { debit: row.debitClass, credit: row.creditClass } as StoredLine['accounting'],
  };
}

const lineColumns = sql.raw(
  `contract_id, process_id, origin_calendar_id, concept_code, concept_name, kind, units, unit_kind,
   value, salary, withholding_base, dian_element, debit_class, credit_class`,
);

/**
 * One arm per process, joined by `union all`: each arm is an equality on the leading columns of
 * the primary key (company, process, contract) with the batch's contract range, so every process
 * is an index range scan of the batch's lines whatever the planner knows. With `process_id = any(…)`
 * and no statistics it read every line of the company per batch (about 1 s for 2.000 people, and
 * growing with the company: quadratic over a run).
 */
function linesOfProcesses(
  companyId: number,
  processIds: readonly number[],
  ids: readonly number[],
  filter: SQL,
): SQL {
  const arms = [...new Set(processIds)].map(
    (processId) =>
      sql`select ${lineColumns}, line_no from settlement_lines
           where company_id = ${companyId} and process_id = ${processId}
             and ${anyId(sql`contract_id`, ids)} and ${idRange(sql`contract_id`, ids)} and ${filter}`,
  );
  return sql`${sql.join(arms, sql` union all `)} order by contract_id, process_id, line_no`;
}

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
    /** Accumulated processes that may have carried differences for those periods. */
    accumulatedProcessIds: readonly number[];
    ids: readonly number[];
  },
): Promise<StoredLine[]> {
  if (scope.processIds.length === 0 || scope.ids.length === 0) return [];
  const own = await camelRowsOf<LineRow>(
    db,
    linesOfProcesses(
      companyId,
      scope.processIds,
      scope.ids,
      sql`origin_calendar_id is null and concept_code <> ${WITHHOLDING_RETRO}`,
    ),
  );
  const carried =
    scope.accumulatedProcessIds.length === 0
      ? []
      : await camelRowsOf<LineRow>(
          db,
          linesOfProcesses(
            companyId,
            scope.accumulatedProcessIds,
            scope.ids,
            anyId(sql`origin_calendar_id`, scope.calendarIds),
          ),
        );
  return [...own, ...carried].map(toStoredLine);
}

/**
 * Withholding already made on each month's labour income, per contract ("YYYY-MM" → pesos). Read by
 * process arms along the primary key like the stored lines: `concept_code = 'WITHHOLDING'` alone led
 * PostgreSQL to `settlement_lines_concept_idx`, which holds every withholding line of the company, in
 * every batch (issue 32).
 */
export async function withheldByMonth(
  db: Database,
  companyId: number,
  processIds: readonly number[],
  ids: readonly number[],
): Promise<Map<number, Map<string, string>>> {
  const out = new Map<number, Map<string, string>>();
  if (processIds.length === 0 || ids.length === 0) return out;
  const arms = [...new Set(processIds)].map(
    (processId) =>
      sql`select contract_id, year, month, value from settlement_lines
           where company_id = ${companyId} and process_id = ${processId}
             and ${anyId(sql`contract_id`, ids)} and ${idRange(sql`contract_id`, ids)}
             and concept_code = 'WITHHOLDING' and origin_calendar_id is null`,
  );
  const rows = await camelRowsOf<{ contractId: number; year: number; month: number; value: string }>(
    db,
    sql`select contract_id, year, month, sum(value)::text as value
          from (${sql.join(arms, sql` union all `)}) as withheld
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
