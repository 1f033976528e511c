import {
  RETROACTIVE_ELECTRONIC_PAYROLL_DEFAULT,
  type TRetroactiveElectronicPayroll,
} from '@quincena/contracts/payroll-config';
import type { SettlementSource } from '@quincena/dian';
import type { SettlementLine } from '@quincena/payroll';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payrollConfigs } from '../../db/schema/index.ts';
import { joinCurrentCalendar } from '../../pay-period/settled-results.ts';
import { rowsOf } from '../../platform/sql/rows.ts';
import { asCorrectedMonthLine, asRetroactiveLine, type LineOrigin } from './nie-retroactive.ts';

interface StoredLine {
  process_id: number;
  contract_id: number;
  period_start: string;
  period_end: string;
  concept_code: string;
  concept_name: string;
  kind: SettlementLine['kind'];
  units: string;
  unit_kind: SettlementLine['unitKind'];
  base: string;
  rate: string | null;
  value: string;
  salary: boolean;
  dian_element: NonNullable<SettlementLine['dianElement']>;
  dian: { attribute?: string; incapacityType?: number; percentage?: string } | null;
  debit_class: string;
  credit_class: string;
  start_date: string | null;
  end_date: string | null;
  source: string;
  origin_year: number | null;
  origin_month: number | null;
  origin_fortnight: number | null;
}

/** A contract's settlements of the month and the processes (periods) they were stored by. */
export interface ContractSettlements {
  sources: SettlementSource[];
  processIds: number[];
}

/**
 * Whether the month paid the worker anything: a month whose every earning and deduction is zero
 * (pay undone and settled again as nothing) is no pay, so an accepted document gets an Eliminar note,
 * never a Reemplazar note of zeros (decision 0307).
 */
export function paidSomething(month: ContractSettlements | undefined): month is ContractSettlements {
  return month?.sources.some((source) => source.lines.some((line) => Number(line.value) !== 0)) ?? false;
}

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Which retroactive lines a month's document reads, and in which form (decisions 0347, 0352). */
export interface RetroactiveReading {
  /**
   * Setting REEMPLAZAR: only the retroactive lines whose origin is this month stay in it; the others go
   * in the Reemplazar notes of their own months.
   */
  originIn?: { year: number; month: number };
}

type LineRows = StoredLine & { origin_start: string | null; origin_end: string | null };

/** Stored lines the DIAN receives (earnings and deductions with a DIAN element) of some processes and contracts. */
async function reportedRows(
  db: Database,
  companyId: number,
  processIds: readonly number[],
  contractIds: readonly number[],
  where: SQL = sql``,
): Promise<LineRows[]> {
  return rowsOf<LineRows>(
    db,
    sql`select l.process_id, l.contract_id, r.period_start::text, r.period_end::text, l.concept_code,
               l.concept_name, l.kind, l.units::text, l.unit_kind, l.base::text, l.rate::text, l.value::text,
               l.salary, l.dian_element, l.dian, l.debit_class, l.credit_class, l.start_date::text,
               l.end_date::text, l.source, o.year as origin_year, o.month as origin_month,
               o.fortnight as origin_fortnight, l.origin_start::text, l.origin_end::text
          from settlement_lines l
          join settlement_results r on r.company_id = l.company_id and r.process_id = l.process_id
                                   and r.contract_id = l.contract_id
          left join pay_calendars o on o.company_id = l.company_id and o.id = l.origin_calendar_id
         where l.company_id = ${companyId} and l.process_id in (${idList(processIds)})
           and l.contract_id in (${idList(contractIds)})
           and l.dian_element is not null and l.kind in ('earning', 'deduction') ${where}
         order by l.contract_id, r.period_start, l.line_no`,
  );
}

/** A stored row as the engine's line (ARCHITECTURE.md §4c: nothing recomputes). */
function lineOf(row: StoredLine): SettlementLine {
  const dian = row.dian ?? {};
  return {
    code: row.concept_code,
    name: row.concept_name,
    kind: row.kind,
    units: row.units,
    unitKind: row.unit_kind,
    base: row.base,
    ...(row.rate !== null ? { rate: row.rate } : {}),
    value: row.value,
    dianElement: row.dian_element,
    ...(dian.attribute !== undefined ? { dianAttribute: dian.attribute } : {}),
    ...(dian.incapacityType !== undefined ? { dianIncapacityType: dian.incapacityType } : {}),
    ...(dian.percentage !== undefined ? { dianPercentage: dian.percentage } : {}),
    accounting: { debit: row.debit_class, credit: row.credit_class },
    salary: row.salary,
    ...(row.start_date ? { startDate: row.start_date } : {}),
    ...(row.end_date ? { endDate: row.end_date } : {}),
    source: row.source,
  } as SettlementLine;
}

const originOf = (row: StoredLine): LineOrigin => ({
  year: Number(row.origin_year),
  month: Number(row.origin_month),
  fortnight: row.origin_fortnight === null ? null : Number(row.origin_fortnight),
});

/** Groups rows into one source per contract and key, the period and line of each row as `place` says. */
function grouped(
  rows: readonly LineRows[],
  place: (row: LineRows) => { key: string; periodStart: string; periodEnd: string; line: SettlementLine },
): Map<number, ContractSettlements> {
  const byContract = new Map<number, ContractSettlements>();
  const sources = new Map<string, SettlementSource>();
  for (const row of rows) {
    const { key, periodStart, periodEnd, line } = place(row);
    const contractId = Number(row.contract_id);
    const entry = byContract.get(contractId) ?? { sources: [], processIds: [] };
    byContract.set(contractId, entry);
    let source = sources.get(`${contractId}/${key}`);
    if (!source) {
      source = { periodStart, periodEnd, lines: [] };
      sources.set(`${contractId}/${key}`, source);
      entry.sources.push(source);
    }
    if (!entry.processIds.includes(Number(row.process_id))) entry.processIds.push(Number(row.process_id));
    source.lines.push(line);
  }
  return byContract;
}

/**
 * The stored settlements of a batch of contracts in the month's accumulated payroll and final
 * settlements, one source per period as the engine gave it: only the lines the DIAN receives
 * (earnings and deductions with a DIAN element) are read back (ARCHITECTURE.md §4c: nothing recomputes).
 * A retroactive line paid in the month is reported in it (decision 0347) unless `reading.originIn`
 * leaves it to the note of its own month (decision 0352).
 */
export async function storedSettlements(
  db: Database,
  companyId: number,
  processIds: readonly number[],
  contractIds: readonly number[],
  reading: RetroactiveReading = {},
): Promise<Map<number, ContractSettlements>> {
  if (processIds.length === 0 || contractIds.length === 0) return new Map();
  const own = reading.originIn;
  const rows = await reportedRows(
    db,
    companyId,
    processIds,
    contractIds,
    own
      ? sql`and (l.origin_calendar_id is null or (o.year = ${own.year} and o.month = ${own.month}))`
      : sql``,
  );
  return grouped(rows, (row) => ({
    key: String(row.process_id),
    periodStart: row.period_start,
    periodEnd: row.period_end,
    line: row.origin_year === null ? lineOf(row) : asRetroactiveLine(lineOf(row), originOf(row)),
  }));
}

/** The first and last day of a month, as dates. */
export function monthSpan(year: number, month: number): { start: string; end: string } {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { start: `${year}-${mm}-01`, end: `${year}-${mm}-${String(last).padStart(2, '0')}` };
}

/**
 * Setting REEMPLAZAR (decision 0352): the accumulated payroll of other months that paid retroactive
 * differences of this month, and the contracts they reached. Those lines belong in this month's
 * document, so a run of the month (a Reemplazar note when its document was accepted) reports them.
 */
export async function retroactiveFromLaterMonths(
  db: Database,
  companyId: number,
  year: number,
  month: number,
): Promise<{ processIds: number[]; contractIds: number[] }> {
  const { start, end } = monthSpan(year, month);
  const rows = await rowsOf<{ process_id: number; contract_id: number }>(
    db,
    sql`select distinct l.process_id, l.contract_id from settlement_lines l
          ${joinCurrentCalendar('l', 'c')}
         where l.company_id = ${companyId} and c.state = 'ACCUMULATED'
           and not (c.year = ${year} and c.month = ${month})
           and l.origin_calendar_id is not null and l.origin_start >= ${start} and l.origin_start <= ${end}
           and l.dian_element is not null and l.kind in ('earning', 'deduction')`,
  );
  return {
    processIds: [...new Set(rows.map((row) => Number(row.process_id)))].sort((a, b) => a - b),
    contractIds: [...new Set(rows.map((row) => Number(row.contract_id)))].sort((a, b) => a - b),
  };
}

/**
 * The retroactive lines of this month paid by other months' payroll, per contract and origin period,
 * as the month's Reemplazar note reports them (`asCorrectedMonthLine`): the source's period is the
 * origin period, so the document stays the month's.
 */
export async function retroactiveOfMonth(
  db: Database,
  companyId: number,
  processIds: readonly number[],
  contractIds: readonly number[],
  year: number,
  month: number,
): Promise<Map<number, ContractSettlements>> {
  if (processIds.length === 0 || contractIds.length === 0) return new Map();
  const { start, end } = monthSpan(year, month);
  const rows = await reportedRows(
    db,
    companyId,
    processIds,
    contractIds,
    sql`and l.origin_calendar_id is not null and l.origin_start >= ${start} and l.origin_start <= ${end}`,
  );
  return grouped(rows, (row) => ({
    key: `${row.origin_start}/${row.origin_end}`,
    periodStart: row.origin_start as string,
    periodEnd: row.origin_end as string,
    line: asCorrectedMonthLine(lineOf(row), originOf(row)),
  }));
}

/** The month's settlements with the retroactive ones of the month added (sources and their processes). */
export function withRetroactive(
  month: ContractSettlements | undefined,
  retroactive: ContractSettlements | undefined,
): ContractSettlements | undefined {
  if (!retroactive) return month;
  if (!month) return retroactive;
  return {
    sources: [...month.sources, ...retroactive.sources],
    processIds: [...new Set([...month.processIds, ...retroactive.processIds])],
  };
}

/** The company's choice for the electronic payroll of retroactive pay (decision 0352); the default without a row. */
export async function retroactiveElectronicPayrollOf(
  db: Database,
  companyId: number,
): Promise<TRetroactiveElectronicPayroll> {
  const [row] = await db
    .select({ value: payrollConfigs.retroactiveElectronicPayroll })
    .from(payrollConfigs)
    .where(eq(payrollConfigs.companyId, companyId));
  return row?.value ?? RETROACTIVE_ELECTRONIC_PAYROLL_DEFAULT;
}

/** Payment dates of the month's accumulated periods (FechasPagos), ascending. */
export async function paymentDatesOf(
  db: Database,
  companyId: number,
  processIds: readonly number[],
): Promise<Map<number, string>> {
  if (processIds.length === 0) return new Map();
  const rows = await rowsOf<{ process_id: number; payment_date: string }>(
    db,
    sql`select result_process_id as process_id, payment_date::text from pay_calendars
         where company_id = ${companyId} and result_process_id in (${idList(processIds)})`,
  );
  return new Map(rows.map((row) => [Number(row.process_id), row.payment_date]));
}

/** The contracts paid in the month's accumulated payroll (the documents the month owes). */
export async function contractsPaid(
  db: Database,
  companyId: number,
  processIds: readonly number[],
): Promise<number[]> {
  if (processIds.length === 0) return [];
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select distinct contract_id as id from settlement_results
         where company_id = ${companyId} and process_id in (${idList(processIds)})`,
  );
  return rows.map((row) => Number(row.id));
}
