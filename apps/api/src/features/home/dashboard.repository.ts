import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { joinCurrentCalendar } from '../../pay-period/settled-results.ts';
import { rowsOf } from '../../platform/sql/rows.ts';

/** Results of the calendars' current (accumulated) runs only: a reversed run is not counted. */
const accumulatedPayroll = sql`
  from settlement_results r
  ${joinCurrentCalendar('r')}
  where c.type = 'NM' and c.state = 'ACCUMULATED'`;

export interface LastPayrollRow {
  calendar_id: number;
  detail: string;
  period_start: string;
  period_end: string;
  net_pay: string;
  employees: number;
}

/** The ACCUMULATED payroll period that ended last, with its net pay and how many it paid. */
export async function lastAccumulatedPayroll(db: Database, companyId: number) {
  const [row] = await rowsOf<LastPayrollRow>(
    db,
    sql`select c.id as calendar_id, c.detail, c.period_start::text as period_start, c.period_end::text as period_end,
          sum(r.net_pay) as net_pay, cast(count(*) as integer) as employees
        ${accumulatedPayroll} and r.company_id = ${companyId}
        group by c.id, c.detail, c.period_start, c.period_end
        order by c.period_end desc, c.id desc
        limit 1`,
  );
  return row ?? null;
}

/** Contracts paid per month by ACCUMULATED payroll periods, months as yyyymm. */
export function employeesPerMonth(db: Database, companyId: number, fromMonth: number, toMonth: number) {
  return rowsOf<{ year: number; month: number; employees: number }>(
    db,
    sql`select c.year, c.month, cast(count(distinct r.contract_id) as integer) as employees
        ${accumulatedPayroll} and r.company_id = ${companyId}
          and c.year * 100 + c.month between ${fromMonth} and ${toMonth}
        group by c.year, c.month`,
  );
}

/** Provisioned per benefit concept by ACCUMULATED periods ended on or before the cut date. */
export function provisionedByConcept(db: Database, companyId: number, cutDate: string) {
  return rowsOf<{ concept: string; value: string }>(
    db,
    sql`select e->>'concept' as concept, sum((e->>'value')::numeric) as value
        from settlement_results r
        ${joinCurrentCalendar('r')}
        cross join lateral jsonb_array_elements(
          case when jsonb_typeof(r.provision_detail) = 'array' then r.provision_detail else '[]'::jsonb end) e
        where c.type = 'NM' and c.state = 'ACCUMULATED' and r.company_id = ${companyId}
          and c.period_end <= ${cutDate}
        group by e->>'concept'`,
  );
}

/** Benefits paid (earning lines of these codes) by ACCUMULATED periods ended on or before the cut date. */
export function paidByCode(db: Database, companyId: number, cutDate: string, codes: readonly string[]) {
  return rowsOf<{ concept_code: string; value: string }>(
    db,
    sql`select l.concept_code, sum(l.value) as value
        from settlement_results r
        ${joinCurrentCalendar('r')}
        join settlement_lines l
          on l.company_id = r.company_id and l.process_id = r.process_id and l.contract_id = r.contract_id
        where c.type = 'NM' and c.state = 'ACCUMULATED' and r.company_id = ${companyId}
          and c.period_end <= ${cutDate} and l.kind = 'earning'
          and l.concept_code in (${sql.join(
            codes.map((code) => sql`${code}`),
            sql`, `,
          )})
        group by l.concept_code`,
  );
}

/** Initial balances (brought from the previous system) taken on or before the cut date, per concept. */
export function initialBalancesByConcept(db: Database, companyId: number, cutDate: string) {
  return rowsOf<{ concept: string; value: string }>(
    db,
    sql`select concept, sum(amount) as value from initial_balances
        where company_id = ${companyId} and cut_off_date <= ${cutDate} and amount is not null
        group by concept`,
  );
}

/**
 * Absence days inside [from, to], each day counted in its own month (an absence across a month end
 * counts in both), by contingency and by month.
 */
export function absenceDays(db: Database, companyId: number, from: string, to: string) {
  return rowsOf<{ contingency_code: string; month: string; days: number }>(
    db,
    sql`select a.contingency_code, to_char(d, 'YYYY-MM') as month, cast(count(*) as integer) as days
        from novelty_absences a
        cross join lateral generate_series(greatest(a.start_date, ${from}::date), least(a.end_date, ${to}::date), interval '1 day') d
        where a.company_id = ${companyId} and a.end_date >= ${from}::date and a.start_date <= ${to}::date
        group by a.contingency_code, to_char(d, 'YYYY-MM')`,
  );
}
