import type { MonthRecord, SettlementLine, SettlementResult } from '@quincena/payroll';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';

/**
 * A line the carrying period pays for a closed one (issue 32): a retroactive difference with the
 * accumulated period it belongs to, or the withholding on the retroactive payment (no origin).
 */
export type CarriedLine = Pick<
  SettlementLine,
  | 'code'
  | 'name'
  | 'kind'
  | 'units'
  | 'unitKind'
  | 'base'
  | 'value'
  | 'salary'
  | 'withholdingBase'
  | 'dianElement'
  | 'source'
> & {
  accounting: { debit: string; credit: string };
  originCalendarId: number | null;
  originStart: string | null;
  originEnd: string | null;
};

/** What a contract's retroactive differences add to its own result: lines after the engine's, and their sums. */
export interface CarriedDifferences {
  lines: CarriedLine[];
  totals: SettlementResult['totals'];
  /** The closed months recomputed for the contract: later periods read them instead (decision 0357). */
  months?: readonly MonthRecord[];
}

/** One settled contract as the engine returned it, with the hash of the input that produced it. */
export interface SettledContract {
  contractId: number;
  inputHash: string;
  result: SettlementResult;
  /** Retroactive differences the period carries for the contract, stored with its own rows. */
  carried?: CarriedDifferences;
}

type Totals = SettlementResult['totals'];

function addTotals(own: Totals, carried: Totals): Totals {
  const plus = (a: string, b: string) => new Decimal(a).plus(b).toFixed();
  return {
    earnings: plus(own.earnings, carried.earnings),
    deductions: plus(own.deductions, carried.deductions),
    netPay: plus(own.netPay, carried.netPay),
    employerContributions: plus(own.employerContributions, carried.employerContributions),
    provisions: plus(own.provisions, carried.provisions),
    employerCost: plus(own.employerCost, carried.employerCost),
  };
}

/** The JSON row of one contract: the result's own fields, with the carried lines after the engine's. */
function rowOf({ contractId, inputHash, result, carried }: SettledContract) {
  if (!carried) return { ...result, contractId, inputHash };
  return {
    ...result,
    contractId,
    inputHash,
    totals: addTotals(result.totals, carried.totals),
    lines: [...result.lines, ...carried.lines],
    recomputedMonths: carried.months?.length ? carried.months : null,
  };
}

/** What every row of a batch shares: the run, the calendar stored under, the period settled. */
export interface StoredRowsBase {
  companyId: number;
  processId: number;
  calendarId: number;
  year: number;
  month: number;
  fortnight: number | null;
}

/** Contracts per statement: bounds the memory one statement takes inside the embedded database. */
const CONTRACTS_PER_STATEMENT = 250;

/**
 * Writes a batch's results and lines in ONE statement per chunk from the engine's own objects
 * (issue 29): each result goes to `JSON.stringify` with its lines as the engine built them (only
 * the result itself is copied, to put the contract id and input hash beside its fields), and
 * PostgreSQL unpacks them into `settlement_results` and `settlement_lines`. Building a 25-property row object per line in
 * JavaScript, and repeating the company, process, calendar and period in the JSON of every line,
 * cost the worker more CPU than the statement costs the database. The columns get what
 * `toStoredRows` used to give them: amounts to the peso as the engine's decimal strings, absent
 * optional fields as null, `withholding_base` false when absent, `dian` only when a DIAN fact is
 * present (jsonb, so key order does not matter), `line_no` the line's 1-based position.
 * The lines' foreign key to their result is checked at the end of the statement, when
 * both inserts are done. Retroactive lines (issue 32) follow the engine's lines of their contract
 * with their origin period; the result's totals include them.
 */
export async function writeSettledContracts(
  db: Database,
  base: StoredRowsBase,
  settled: readonly SettledContract[],
): Promise<void> {
  for (let at = 0; at < settled.length; at += CONTRACTS_PER_STATEMENT) {
    const chunk =
      settled.length <= CONTRACTS_PER_STATEMENT ? settled : settled.slice(at, at + CONTRACTS_PER_STATEMENT);
    // The result's own fields at the top level (a shallow copy per contract, none per line): one
    // pass of the database's JSON parser reads them, and the lines' text once more.
    const rows = chunk.map(rowOf);
    await db.execute(insertStatement(base, JSON.stringify(rows)));
  }
}

function insertStatement(base: StoredRowsBase, json: string) {
  const { companyId, processId, calendarId, year, month, fortnight } = base;
  return sql`
with batch as (
  select * from json_to_recordset(${json}::json) as b("contractId" integer, "inputHash" text,
    "periodStart" date, "periodEnd" date, "parametersDate" date, totals json, "monthRecord" jsonb,
    "monthCarry" jsonb, "recomputedMonths" jsonb, "socialSecurity" jsonb, provisions jsonb,
    withholding jsonb, warnings jsonb, lines json)
), results as (
  insert into settlement_results (company_id, process_id, contract_id, calendar_id, period_start,
      period_end, year, month, fortnight, earnings, deductions, net_pay, employer_contributions,
      provisions, employer_cost, month_record, earlier_in_month, recomputed_months, social_security,
      provision_detail, withholding, warnings, input_hash, parameters_date)
  select ${companyId}::integer, ${processId}::integer, batch."contractId", ${calendarId}::integer,
      batch."periodStart", batch."periodEnd", ${year}::smallint, ${month}::smallint, ${fortnight}::smallint,
      t.earnings, t.deductions, t."netPay", t."employerContributions", t.provisions, t."employerCost",
      batch."monthRecord", batch."monthCarry", batch."recomputedMonths", batch."socialSecurity",
      batch.provisions, batch.withholding,
      batch.warnings, batch."inputHash", batch."parametersDate"
    from batch
    cross join lateral json_to_record(batch.totals) as t(earnings numeric, deductions numeric,
      "netPay" numeric, "employerContributions" numeric, provisions numeric, "employerCost" numeric)
)
insert into settlement_lines (company_id, process_id, contract_id, line_no, calendar_id, year, month,
    concept_code, concept_name, kind, units, unit_kind, base, rate, value, salary, withholding_base,
    dian_element, dian, debit_class, credit_class, expense_share, start_date, end_date, source,
    origin_calendar_id, origin_start, origin_end)
select ${companyId}::integer, ${processId}::integer, batch."contractId", l.line_no, ${calendarId}::integer,
    ${year}::smallint, ${month}::smallint, l.code, l.name, l.kind, l.units, l."unitKind", l.base, l.rate,
    l.value, l.salary, coalesce(l."withholdingBase", false), l."dianElement",
    case when l."dianAttribute" is null and l."dianIncapacityType" is null and l."dianPercentage" is null
      then null
      else jsonb_strip_nulls(jsonb_build_object('attribute', l."dianAttribute",
        'incapacityType', l."dianIncapacityType", 'percentage', l."dianPercentage")) end,
    l.accounting ->> 'debit', l.accounting ->> 'credit', (l.accounting ->> 'expenseShare')::numeric,
    l."startDate", l."endDate", l.source, l."originCalendarId", l."originStart", l."originEnd"
  from batch
  cross join lateral rows from (json_to_recordset(batch.lines) as (code text, name text,
    kind text, units numeric, "unitKind" text, base numeric, rate numeric, value numeric,
    salary boolean, "withholdingBase" boolean, "dianElement" text, "dianAttribute" jsonb,
    "dianIncapacityType" jsonb, "dianPercentage" jsonb, accounting json, "startDate" date,
    "endDate" date, source text, "originCalendarId" integer, "originStart" date, "originEnd" date))
    with ordinality as l(code, name, kind, units, "unitKind", base, rate, value, salary,
    "withholdingBase", "dianElement", "dianAttribute", "dianIncapacityType", "dianPercentage",
    accounting, "startDate", "endDate", source, "originCalendarId", "originStart", "originEnd", line_no)`;
}
