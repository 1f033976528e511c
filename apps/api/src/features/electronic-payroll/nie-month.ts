import type { SettlementSource } from '@quincena/dian';
import type { SettlementLine } from '@quincena/payroll';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../platform/sql/rows.ts';
import { asRetroactiveLine } from './nie-retroactive.ts';

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

/**
 * The stored settlements of a batch of contracts in the month's accumulated payroll and final
 * settlements, one source per period as the engine gave it: only the lines the DIAN receives
 * (earnings and deductions with a DIAN element) are read back (ARCHITECTURE.md §4c: nothing recomputes).
 */
export async function storedSettlements(
  db: Database,
  companyId: number,
  processIds: readonly number[],
  contractIds: readonly number[],
): Promise<Map<number, ContractSettlements>> {
  const bySource = new Map<number, ContractSettlements>();
  if (processIds.length === 0 || contractIds.length === 0) return bySource;
  const rows = await rowsOf<StoredLine>(
    db,
    sql`select l.process_id, l.contract_id, r.period_start::text, r.period_end::text, l.concept_code,
               l.concept_name, l.kind, l.units::text, l.unit_kind, l.base::text, l.rate::text, l.value::text,
               l.salary, l.dian_element, l.dian, l.debit_class, l.credit_class, l.start_date::text,
               l.end_date::text, l.source, o.year as origin_year, o.month as origin_month,
               o.fortnight as origin_fortnight
          from settlement_lines l
          join settlement_results r on r.company_id = l.company_id and r.process_id = l.process_id
                                   and r.contract_id = l.contract_id
          left join pay_calendars o on o.company_id = l.company_id and o.id = l.origin_calendar_id
         where l.company_id = ${companyId} and l.process_id in (${idList(processIds)})
           and l.contract_id in (${idList(contractIds)})
           and l.dian_element is not null and l.kind in ('earning', 'deduction')
         order by l.contract_id, r.period_start, l.line_no`,
  );
  const sources = new Map<string, SettlementSource>();
  for (const row of rows) {
    const key = `${row.contract_id}/${row.process_id}`;
    let source = sources.get(key);
    if (!source) {
      source = { periodStart: row.period_start, periodEnd: row.period_end, lines: [] };
      sources.set(key, source);
      const entry = bySource.get(Number(row.contract_id)) ?? { sources: [], processIds: [] };
      entry.sources.push(source);
      entry.processIds.push(Number(row.process_id));
      bySource.set(Number(row.contract_id), entry);
    }
    const dian = row.dian ?? {};
    const line = {
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
    source.lines.push(
      row.origin_year === null
        ? line
        : asRetroactiveLine(line, {
            year: Number(row.origin_year),
            month: Number(row.origin_month),
            fortnight: row.origin_fortnight === null ? null : Number(row.origin_fortnight),
          }),
    );
  }
  return bySource;
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
