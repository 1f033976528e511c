import { conceptDisplayCode } from '@quincena/contracts/concepts';
import {
  ACCOUNTING_SUMMARY_TOTAL,
  type TAccountingSummary,
  type TAccountingSummaryQuery,
} from '@quincena/contracts/settlement';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { notFound } from '../../../platform/errors/app-error.ts';
import { rowsOf } from '../../../platform/sql/rows.ts';
import { accumulatedPayrollOf } from '../month-payroll.ts';
import { fromCents, toCents } from './posting.ts';

const HEADER = { col1: 'Concepto', col2: 'Valor nómina', col3: 'Valor contabilizado', col4: 'Diferencia' };

const KIND_ORDER = ['earning', 'deduction', 'employer_contribution', 'provision'];

/** Pesos as the es-CO table shows them; a zero difference is the literal "0" the warning rule compares with. */
export function pesos(cents: number): string {
  if (cents === 0) return '0';
  const [whole = '0', fraction = '00'] = fromCents(Math.abs(cents)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${cents < 0 ? '-' : ''}${grouped}${fraction === '00' ? '' : `,${fraction}`}`;
}

interface CalendarRow {
  id: number;
  detail: string;
  year: number;
  month: number;
  result_process_id: number | null;
}

/**
 * The accounting summary (payroll-accounting.md §3.2, decision 0302): per payroll concept of the month,
 * what the accumulated payroll stored (COL2), what the run posted on the concept's own side — debit for
 * earnings, contributions and provisions, credit for deductions — (COL3) and the difference (COL4: a
 * contract left out by an error row, a concept the plan does not post). A control row compares the
 * run's debits with its credits; the Total row closes the table.
 */
export async function accountingSummary(
  db: Database,
  companyId: number,
  query: TAccountingSummaryQuery,
): Promise<TAccountingSummary> {
  const calendarId = query.calendarId === undefined ? undefined : Number(query.calendarId);
  const [calendar] = await rowsOf<CalendarRow>(
    db,
    calendarId === undefined
      ? sql`select id, detail, year, month, result_process_id from pay_calendars
            where company_id = ${companyId} and type = 'CB' and state <> 'OPEN'
            order by period_start desc limit 1`
      : sql`select id, detail, year, month, result_process_id from pay_calendars
            where company_id = ${companyId} and type = 'CB' and id = ${calendarId}`,
  );
  if (!calendar) {
    if (calendarId !== undefined) throw notFound('El calendario de contabilidad no existe en la empresa');
    return { name: 'Sin liquidación contable', calendarId: null, rows: [HEADER] };
  }
  const processes = await accumulatedPayrollOf(db, companyId, calendar.year, calendar.month);
  const payroll =
    processes.length === 0
      ? []
      : await rowsOf<{ concept_code: string; concept_name: string; kind: string; value: string }>(
          db,
          sql`select concept_code, min(concept_name) as concept_name, min(kind) as kind, sum(value)::text as value
              from settlement_lines
              where company_id = ${companyId} and process_id in (${sql.join(processes, sql`, `)})
              group by concept_code`,
        );
  const posted =
    calendar.result_process_id === null
      ? []
      : await rowsOf<{
          concept_code: string;
          concept_name: string;
          kind: string;
          own: string;
          debit: string;
          credit: string;
        }>(
          db,
          sql`select concept_code, min(concept_name) as concept_name, min(concept_kind) as kind,
                     coalesce(sum(value) filter (where nature = case when concept_kind = 'deduction' then 'C' else 'D' end), 0)::text as own,
                     coalesce(sum(value) filter (where nature = 'D'), 0)::text as debit,
                     coalesce(sum(value) filter (where nature = 'C'), 0)::text as credit
              from accounting_entries
              where company_id = ${companyId} and process_id = ${calendar.result_process_id}
              group by concept_code`,
        );
  const concepts = new Map<string, { name: string; kind: string; payroll: number; posted: number }>();
  for (const row of payroll) {
    concepts.set(row.concept_code, {
      name: row.concept_name,
      kind: row.kind,
      payroll: toCents(row.value),
      posted: 0,
    });
  }
  let debits = 0;
  let credits = 0;
  for (const row of posted) {
    const concept = concepts.get(row.concept_code) ?? {
      name: row.concept_name,
      kind: row.kind,
      payroll: 0,
      posted: 0,
    };
    concept.posted = toCents(row.own);
    concepts.set(row.concept_code, concept);
    debits += toCents(row.debit);
    credits += toCents(row.credit);
  }
  const ordered = [...concepts].sort(
    ([codeA, a], [codeB, b]) =>
      KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
      conceptDisplayCode(codeA).localeCompare(conceptDisplayCode(codeB)),
  );
  const rows = [HEADER];
  let totalPayroll = 0;
  let totalPosted = 0;
  for (const [code, concept] of ordered) {
    if (concept.payroll === 0 && concept.posted === 0) continue;
    totalPayroll += concept.payroll;
    totalPosted += concept.posted;
    rows.push({
      // The code the user sees (decision 0314), never the engine's identifier.
      col1: `${conceptDisplayCode(code)} - ${concept.name}`,
      col2: pesos(concept.payroll),
      col3: pesos(concept.posted),
      col4: pesos(concept.payroll - concept.posted),
    });
  }
  rows.push({
    col1: 'Débitos vs créditos',
    col2: pesos(debits),
    col3: pesos(credits),
    col4: pesos(debits - credits),
  });
  rows.push({
    col1: ACCOUNTING_SUMMARY_TOTAL,
    col2: pesos(totalPayroll),
    col3: pesos(totalPosted),
    col4: pesos(totalPayroll - totalPosted),
  });
  return { name: calendar.detail, calendarId: calendar.id, rows };
}
