import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isCurrentResult } from '../../pay-period/settled-results.ts';
import { personFullNameOf } from '../../platform/sql/person-name.ts';
import { rowsOf } from '../../platform/sql/rows.ts';

/** The retirement, its contract and person, and the stored totals of its LD calendar's current result. */
export interface FinalSettlementHeadRow {
  calendar_id: number;
  /** OPEN when nothing is processed yet: then the result columns are null. */
  calendar_state: 'OPEN' | 'PROCESSED' | 'ACCUMULATED';
  process_id: number | null;
  detail: string;
  period_start: string;
  period_end: string;
  payment_date: string;
  retirement_id: number;
  retirement_date: string;
  reason_code: string;
  contract_id: number;
  contract_type: string;
  salary_type: string;
  start_date: string;
  end_date: string | null;
  person_id: number;
  document_type: string;
  document_number: string;
  employee_name: string;
  email: string;
  job_name: string | null;
  salary: string | null;
  earnings: string | null;
  deductions: string | null;
  net_pay: string | null;
}

/**
 * One query for the head: the LD calendar (decision 0303) names the retirement, whose contract the
 * result belongs to; only the calendar's current result is read, so an undone run never shows.
 */
function head(db: Database, companyId: number, which: SQL) {
  return rowsOf<FinalSettlementHeadRow>(
    db,
    sql`select c.id as calendar_id, c.state as calendar_state, r.process_id, c.detail,
          c.period_start::text as period_start, c.period_end::text as period_end,
          c.payment_date::text as payment_date,
          n.id as retirement_id, n.retirement_date::text as retirement_date, n.reason_code,
          k.id as contract_id, k.contract_type, k.salary_type, k.start_date::text as start_date,
          k.end_date::text as end_date,
          p.id as person_id, p.document_type, p.document_number, p.email,
          ${personFullNameOf('p')} as employee_name,
          j.name as job_name,
          (select s.amount::text from contract_salaries s
            where s.company_id = k.company_id and s.contract_id = k.id and s.start_date <= n.retirement_date
            order by s.start_date desc limit 1) as salary,
          r.earnings::text as earnings, r.deductions::text as deductions, r.net_pay::text as net_pay
        from pay_calendars c
        join novelty_retirements n on n.company_id = c.company_id and n.id = c.retirement_id
        join contracts k on k.company_id = n.company_id and k.id = n.contract_id
        join persons p on p.company_id = k.company_id and p.id = k.person_id
        left join jobs j on j.company_id = k.company_id and j.id = k.job_id
        left join settlement_results r on ${isCurrentResult('r', 'c')}
          and r.contract_id = k.id and c.state <> 'OPEN'
        where c.company_id = ${companyId} and c.type = 'LD' and ${which}`,
  );
}

/** The final settlement of a retirement (null when the retirement is not the company's or has no LD calendar). */
export async function finalSettlementOfRetirement(db: Database, companyId: number, retirementId: number) {
  const [row] = await head(db, companyId, sql`c.retirement_id = ${retirementId}`);
  return row ?? null;
}

/** The final settlement stored under an LD calendar (the /Voucher path, by calendar). */
export async function finalSettlementOfCalendar(db: Database, companyId: number, calendarId: number) {
  const [row] = await head(db, companyId, sql`c.id = ${calendarId}`);
  return row ?? null;
}

export interface FinalSettlementLineRow {
  concept_code: string;
  concept_name: string;
  kind: 'earning' | 'deduction';
  units: string;
  unit_kind: 'days' | 'hours' | 'percent' | 'none';
  base: string;
  rate: string | null;
  value: string;
  source: string;
}

/** The worker's stored lines in the engine's order: employer contributions and provisions are not his. */
export function finalSettlementLines(db: Database, companyId: number, processId: number, contractId: number) {
  return rowsOf<FinalSettlementLineRow>(
    db,
    sql`select concept_code, concept_name, kind, units::text as units, unit_kind, base::text as base,
          rate::text as rate, value::text as value, source
        from settlement_lines
        where company_id = ${companyId} and process_id = ${processId} and contract_id = ${contractId}
          and kind in ('earning', 'deduction')
        order by line_no`,
  );
}

/** The employee of a retirement of the company, for the refusal of a settlement not yet processed. */
export async function retirementEmployee(db: Database, companyId: number, retirementId: number) {
  const [row] = await rowsOf<{ employee_name: string }>(
    db,
    sql`select ${personFullNameOf('p')} as employee_name
        from novelty_retirements n
        join contracts k on k.company_id = n.company_id and k.id = n.contract_id
        join persons p on p.company_id = k.company_id and p.id = k.person_id
        where n.company_id = ${companyId} and n.id = ${retirementId}`,
  );
  return row?.employee_name ?? null;
}
