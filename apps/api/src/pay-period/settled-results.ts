import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../platform/sql/rows.ts';

/**
 * The SQL the settlement reports and the budget chart read. Only stored rows: the current results
 * of payroll calendars and retirements' final settlements (rows whose process is the calendar's result process), contract_salaries and
 * initial_balances. Every query is scoped to one company.
 */
const employeeName = sql`concat_ws(' ', p.first_name, p.other_names, p.first_surname, p.second_surname)`;

export interface PeriodFilter {
  calendarId?: number | undefined;
  year?: number | undefined;
  month?: number | undefined;
  contractId?: number | undefined;
}

/** Calendars whose results count: payroll periods and final settlements (decision 0303), processed or accumulated, current result process. */
function periodConditions(companyId: number, filter: PeriodFilter): SQL {
  const conditions: SQL[] = [
    sql`c.company_id = ${companyId}`,
    sql`c.type in ('NM', 'LD')`,
    sql`c.state in ('PROCESSED', 'ACCUMULATED')`,
  ];
  if (filter.calendarId !== undefined) conditions.push(sql`c.id = ${filter.calendarId}`);
  if (filter.year !== undefined) conditions.push(sql`c.year = ${filter.year}`);
  if (filter.month !== undefined) conditions.push(sql`c.month = ${filter.month}`);
  return sql.join(conditions, sql` and `);
}

const contractCondition = (filter: PeriodFilter) =>
  filter.contractId === undefined ? sql`true` : sql`r.contract_id = ${filter.contractId}`;

export interface PayrollLineRow {
  calendar_detail: string;
  state: string;
  period_start: string | Date;
  period_end: string | Date;
  contract_id: number;
  document_type: string;
  document_number: string;
  employee_name: string;
  concept_code: string;
  concept_name: string;
  kind: string;
  units: string;
  base: string;
  value: string;
}

export interface PayrollTotalRow {
  calendar_detail: string;
  contract_id: number;
  document_number: string;
  employee_name: string;
  earnings: string;
  deductions: string;
  net_pay: string;
  employer_contributions: string;
  provisions: string;
  employer_cost: string;
}

const resultJoin = sql`
  from settlement_results r
  join pay_calendars c on c.company_id = r.company_id and c.id = r.calendar_id and c.result_process_id = r.process_id
  join contracts k on k.company_id = r.company_id and k.id = r.contract_id
  join persons p on p.company_id = k.company_id and p.id = k.person_id`;

export function payrollLines(db: Database, companyId: number, filter: PeriodFilter) {
  return rowsOf<PayrollLineRow>(
    db,
    sql`select c.detail as calendar_detail, c.state, c.period_start::text as period_start, c.period_end::text as period_end, r.contract_id,
          p.document_type, p.document_number, ${employeeName} as employee_name,
          l.concept_code, l.concept_name, l.kind, l.units, l.base, l.value
        ${resultJoin}
        join settlement_lines l
          on l.company_id = r.company_id and l.process_id = r.process_id and l.contract_id = r.contract_id
        where r.company_id = ${companyId} and ${periodConditions(companyId, filter)} and ${contractCondition(filter)}
        order by c.period_start, employee_name, r.contract_id, l.line_no`,
  );
}

export function payrollTotals(db: Database, companyId: number, filter: PeriodFilter) {
  return rowsOf<PayrollTotalRow>(
    db,
    sql`select c.detail as calendar_detail, r.contract_id, p.document_number, ${employeeName} as employee_name,
          r.earnings, r.deductions, r.net_pay, r.employer_contributions, r.provisions, r.employer_cost
        ${resultJoin}
        where r.company_id = ${companyId} and ${periodConditions(companyId, filter)} and ${contractCondition(filter)}
        order by c.period_start, employee_name, r.contract_id`,
  );
}

export interface ProvisionRow {
  calendar_detail: string;
  period_end: string | Date;
  contract_id: number;
  document_number: string;
  employee_name: string;
  provision_detail: unknown;
}

/** Provisions of ACCUMULATED payroll periods that ended on or before the cut date. */
export function accumulatedProvisions(db: Database, companyId: number, cutDate: string, contractId?: number) {
  return rowsOf<ProvisionRow>(
    db,
    sql`select c.detail as calendar_detail, c.period_end::text as period_end, r.contract_id, p.document_number,
          ${employeeName} as employee_name, r.provision_detail
        ${resultJoin}
        where r.company_id = ${companyId} and c.company_id = ${companyId} and c.type in ('NM', 'LD')
          and c.state = 'ACCUMULATED' and c.period_end <= ${cutDate}
          and ${contractCondition({ contractId })}
        order by employee_name, r.contract_id, c.period_start`,
  );
}

export interface PaidBenefitRow {
  contract_id: number;
  concept_code: string;
  value: string;
}

/** Benefits paid in ACCUMULATED payroll periods up to the cut date, summed per contract and concept. */
export function paidBenefits(
  db: Database,
  companyId: number,
  cutDate: string,
  codes: readonly string[],
  contractId?: number,
) {
  return rowsOf<PaidBenefitRow>(
    db,
    sql`select r.contract_id, l.concept_code, sum(l.value) as value
        ${resultJoin}
        join settlement_lines l
          on l.company_id = r.company_id and l.process_id = r.process_id and l.contract_id = r.contract_id
        where r.company_id = ${companyId} and c.type in ('NM', 'LD') and c.state = 'ACCUMULATED'
          and c.period_end <= ${cutDate} and l.kind = 'earning'
          and l.concept_code in (${sql.join(
            codes.map((code) => sql`${code}`),
            sql`, `,
          )})
          and ${contractCondition({ contractId })}
        group by r.contract_id, l.concept_code`,
  );
}

export interface ContractRow {
  contract_id: number;
  document_number: string;
  employee_name: string;
}

export function contractsOf(db: Database, companyId: number, contractId?: number) {
  return rowsOf<ContractRow>(
    db,
    sql`select k.id as contract_id, p.document_number, ${employeeName} as employee_name
        from contracts k join persons p on p.company_id = k.company_id and p.id = k.person_id
        where k.company_id = ${companyId} and ${contractId === undefined ? sql`true` : sql`k.id = ${contractId}`}
        order by employee_name, k.id`,
  );
}

export interface InitialBalanceRow {
  contract_id: number;
  concept: string;
  amount: string | null;
  cut_off_date: string | Date;
}

export function benefitInitialBalances(
  db: Database,
  companyId: number,
  cutDate: string,
  contractId?: number,
) {
  return rowsOf<InitialBalanceRow>(
    db,
    sql`select contract_id, concept, amount, cut_off_date::text as cut_off_date from initial_balances
        where company_id = ${companyId} and cut_off_date <= ${cutDate}
          and concept in ('PRIMA', 'SEVERANCE', 'SEVERANCE_INTEREST', 'VACATION')
          and ${contractId === undefined ? sql`true` : sql`contract_id = ${contractId}`}`,
  );
}

export interface SalaryRow {
  contract_id: number;
  document_number: string;
  employee_name: string;
  start_date: string | Date;
  amount: string;
}

export function salaryHistory(
  db: Database,
  companyId: number,
  filter: { contractId?: number | undefined; from?: string | undefined; to?: string | undefined },
) {
  const conditions: SQL[] = [sql`s.company_id = ${companyId}`];
  if (filter.contractId !== undefined) conditions.push(sql`s.contract_id = ${filter.contractId}`);
  if (filter.to !== undefined) conditions.push(sql`s.start_date <= ${filter.to}`);
  return rowsOf<SalaryRow>(
    db,
    sql`select s.contract_id, p.document_number, ${employeeName} as employee_name, s.start_date::text as start_date, s.amount
        from contract_salaries s
        join contracts k on k.company_id = s.company_id and k.id = s.contract_id
        join persons p on p.company_id = k.company_id and p.id = k.person_id
        where ${sql.join(conditions, sql` and `)}
        order by employee_name, s.contract_id, s.start_date`,
  );
}

export interface CalendarOptionRow {
  id: number;
  detail: string;
  state: string;
}

export function settledCalendars(db: Database, companyId: number) {
  return rowsOf<CalendarOptionRow>(
    db,
    sql`select id, detail, state from pay_calendars
        where company_id = ${companyId} and type in ('NM', 'LD') and state in ('PROCESSED', 'ACCUMULATED')
        order by period_start desc, id desc`,
  );
}

export interface ChartRow {
  year: number;
  month: number;
  earnings: string;
  deductions: string;
  employer_cost: string;
}

/** Sums of the ACCUMULATED payroll results per month, from `fromMonth` to `toMonth` (yyyymm). */
export function monthlyTotals(db: Database, companyId: number, fromMonth: number, toMonth: number) {
  return rowsOf<ChartRow>(
    db,
    sql`select c.year, c.month, sum(r.earnings) as earnings, sum(r.deductions) as deductions,
          sum(r.employer_cost) as employer_cost
        from settlement_results r
        join pay_calendars c on c.company_id = r.company_id and c.id = r.calendar_id and c.result_process_id = r.process_id
        where r.company_id = ${companyId} and c.type in ('NM', 'LD') and c.state = 'ACCUMULATED'
          and c.year * 100 + c.month between ${fromMonth} and ${toMonth}
        group by c.year, c.month`,
  );
}
