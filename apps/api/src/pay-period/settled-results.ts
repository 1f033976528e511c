import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { payCalendars } from '../db/schema/index.ts';
import { personFullNameOf } from '../platform/sql/person-name.ts';
import { camelRowsOf } from '../platform/sql/rows.ts';

/**
 * The current-result rule, its one home (issue 26, decision 0321). A stored result — a row of
 * settlement_results, settlement_lines, pila_results, accounting_entries,
 * income_withholding_results… (any table with company_id, calendar_id and process_id) — counts only
 * when its process is its calendar's result process (`pay_calendars.result_process_id`). A reversed
 * or superseded run keeps its rows, and this rule is what hides them.
 *
 * `isCurrentResult('r', 'c')` is the condition for raw SQL where `r` is the stored-result alias
 * and `c` the pay_calendars alias; `joinCurrentCalendar('r')` joins the calendar under `c` with
 * it. Measured on PostgreSQL over 10,000 employees, a view would plan the same and join the
 * calendar twice in every reader that shows calendar columns, so the rule is a fragment.
 */
export function isCurrentResult(result = 'r', calendar = 'c'): SQL {
  assertAlias(result);
  assertAlias(calendar);
  return sql.raw(
    `${calendar}.company_id = ${result}.company_id and ${calendar}.id = ${result}.calendar_id and ${calendar}.result_process_id = ${result}.process_id`,
  );
}

/** `join pay_calendars <calendar> on` the current-result rule for the stored result `<result>`. */
export function joinCurrentCalendar(result = 'r', calendar = 'c'): SQL {
  return sql`join pay_calendars ${sql.raw(calendar)} on ${isCurrentResult(result, calendar)}`;
}

/** The same rule for drizzle's query builder: join `payCalendars` on it. */
export function currentResultOn(stored: {
  companyId: AnyPgColumn;
  calendarId: AnyPgColumn;
  processId: AnyPgColumn;
}): SQL {
  return and(
    eq(payCalendars.companyId, stored.companyId),
    eq(payCalendars.id, stored.calendarId),
    eq(payCalendars.resultProcessId, stored.processId),
  ) as SQL;
}

function assertAlias(alias: string) {
  if (!/^[a-z_][a-z0-9_]*$/.test(alias)) throw new Error(`not an SQL alias: ${alias}`);
}

/**
 * The SQL the settlement reports and the budget chart read. Only stored rows: the current results
 * of payroll calendars and retirements' final settlements (rows whose process is the calendar's result process), contract_salaries and
 * initial_balances. Every query is scoped to one company.
 */
const employeeName = personFullNameOf('p');

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
  calendarDetail: string;
  state: string;
  periodStart: string | Date;
  periodEnd: string | Date;
  contractId: number;
  documentType: string;
  documentNumber: string;
  employeeName: string;
  conceptCode: string;
  conceptName: string;
  kind: string;
  units: string;
  base: string;
  value: string;
}

export interface PayrollTotalRow {
  calendarDetail: string;
  contractId: number;
  documentNumber: string;
  employeeName: string;
  earnings: string;
  deductions: string;
  netPay: string;
  employerContributions: string;
  provisions: string;
  employerCost: string;
}

const resultJoin = sql`
  from settlement_results r
  ${joinCurrentCalendar('r')}
  join contracts k on k.company_id = r.company_id and k.id = r.contract_id
  join persons p on p.company_id = k.company_id and p.id = k.person_id`;

export function payrollLines(db: Database, companyId: number, filter: PeriodFilter) {
  return camelRowsOf<PayrollLineRow>(
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
  return camelRowsOf<PayrollTotalRow>(
    db,
    sql`select c.detail as calendar_detail, r.contract_id, p.document_number, ${employeeName} as employee_name,
          r.earnings, r.deductions, r.net_pay, r.employer_contributions, r.provisions, r.employer_cost
        ${resultJoin}
        where r.company_id = ${companyId} and ${periodConditions(companyId, filter)} and ${contractCondition(filter)}
        order by c.period_start, employee_name, r.contract_id`,
  );
}

export interface ProvisionRow {
  calendarDetail: string;
  periodEnd: string | Date;
  contractId: number;
  documentNumber: string;
  employeeName: string;
  provisionDetail: unknown;
}

/** Provisions of ACCUMULATED payroll periods that ended on or before the cut date. */
export function accumulatedProvisions(db: Database, companyId: number, cutDate: string, contractId?: number) {
  return camelRowsOf<ProvisionRow>(
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
  contractId: number;
  conceptCode: string;
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
  return camelRowsOf<PaidBenefitRow>(
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
  contractId: number;
  documentNumber: string;
  employeeName: string;
}

export function contractsOf(db: Database, companyId: number, contractId?: number) {
  return camelRowsOf<ContractRow>(
    db,
    sql`select k.id as contract_id, p.document_number, ${employeeName} as employee_name
        from contracts k join persons p on p.company_id = k.company_id and p.id = k.person_id
        where k.company_id = ${companyId} and ${contractId === undefined ? sql`true` : sql`k.id = ${contractId}`}
        order by employee_name, k.id`,
  );
}

export interface InitialBalanceRow {
  contractId: number;
  concept: string;
  amount: string | null;
  cutOffDate: string | Date;
}

export function benefitInitialBalances(
  db: Database,
  companyId: number,
  cutDate: string,
  contractId?: number,
) {
  return camelRowsOf<InitialBalanceRow>(
    db,
    sql`select contract_id, concept, amount, cut_off_date::text as cut_off_date from initial_balances
        where company_id = ${companyId} and cut_off_date <= ${cutDate}
          and concept in ('PRIMA', 'SEVERANCE', 'SEVERANCE_INTEREST', 'VACATION')
          and ${contractId === undefined ? sql`true` : sql`contract_id = ${contractId}`}`,
  );
}

export interface SalaryRow {
  contractId: number;
  documentNumber: string;
  employeeName: string;
  startDate: string | Date;
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
  return camelRowsOf<SalaryRow>(
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
  return camelRowsOf<CalendarOptionRow>(
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
  employerCost: string;
}

/** Sums of the ACCUMULATED payroll results per month, from `fromMonth` to `toMonth` (yyyymm). */
export function monthlyTotals(db: Database, companyId: number, fromMonth: number, toMonth: number) {
  return camelRowsOf<ChartRow>(
    db,
    sql`select c.year, c.month, sum(r.earnings) as earnings, sum(r.deductions) as deductions,
          sum(r.employer_cost) as employer_cost
        from settlement_results r
        ${joinCurrentCalendar('r')}
        where r.company_id = ${companyId} and c.type in ('NM', 'LD') and c.state = 'ACCUMULATED'
          and c.year * 100 + c.month between ${fromMonth} and ${toMonth}
        group by c.year, c.month`,
  );
}
