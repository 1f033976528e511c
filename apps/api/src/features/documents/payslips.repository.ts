import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  isRetroactiveLine,
  joinOrigin,
  originColumns,
  type RawOrigin,
} from '../../pay-period/retroactive-lines.ts';
import { joinCurrentCalendar } from '../../pay-period/settled-results.ts';
import { personFullNameOf } from '../../platform/sql/person-name.ts';
import { rowsOf } from '../../platform/sql/rows.ts';

/**
 * A payslip is one contract's stored result of an ACCUMULATED payroll (NM) period or final settlement
 * (LD, decision 0303): the calendar's current run only, so an undone run is never shown (ARCHITECTURE §4c: nothing recomputes).
 */
const accumulatedPayslips = sql`
  from settlement_results r
  ${joinCurrentCalendar('r')}
  join contracts k on k.company_id = r.company_id and k.id = r.contract_id
  where c.type in ('NM', 'LD') and c.state = 'ACCUMULATED'`;

export interface PayslipListRow {
  calendar_id: number;
  /** LD: the final settlement of a retirement, drawn as a liquidación de contrato (decision 0313). */
  calendar_type: 'NM' | 'LD';
  contract_id: number;
  detail: string;
  year: number;
  month: number;
  period_start: string;
  period_end: string;
  payment_date: string;
  net_pay: string;
}

export function listPayslips(
  db: Database,
  companyId: number,
  filters: { personId: number; year?: number | undefined; month?: number | undefined },
) {
  return rowsOf<PayslipListRow>(
    db,
    sql`select r.calendar_id, c.type as calendar_type, r.contract_id, c.detail, c.year, c.month, c.period_start::text as period_start,
          c.period_end::text as period_end, c.payment_date::text as payment_date, r.net_pay::text as net_pay
        ${accumulatedPayslips} and r.company_id = ${companyId} and k.person_id = ${filters.personId}
          ${filters.year ? sql`and c.year = ${filters.year}` : sql``}
          ${filters.month ? sql`and c.month = ${filters.month}` : sql``}
        order by c.period_end desc, r.contract_id`,
  );
}

export interface PayslipHeadRow extends PayslipListRow {
  person_id: number;
  process_id: number;
  earnings: string;
  deductions: string;
  employer_contributions: string;
  document_type: string;
  document_number: string;
  employee_name: string;
  email: string;
  start_date: string;
  job_name: string | null;
  bank_code: string;
  account_type: string;
  account_number: string;
  salary: string | null;
  cost_center_name: string | null;
}

const payslipHead = sql`select r.calendar_id, c.type as calendar_type, r.contract_id, r.process_id, c.detail, c.year, c.month,
          c.period_start::text as period_start, c.period_end::text as period_end, c.payment_date::text as payment_date,
          r.net_pay::text as net_pay, r.earnings::text as earnings, r.deductions::text as deductions,
          r.employer_contributions::text as employer_contributions,
          p.id as person_id, p.document_type, p.document_number, p.email,
          ${personFullNameOf('p')} as employee_name,
          k.start_date::text as start_date, j.name as job_name, k.bank_code, k.account_type, k.account_number,
          (select s.amount::text from contract_salaries s
            where s.company_id = k.company_id and s.contract_id = k.id and s.start_date <= c.period_end
            order by s.start_date desc limit 1) as salary,
          cc.name as cost_center_name
        from settlement_results r
        ${joinCurrentCalendar('r')}
        join contracts k on k.company_id = r.company_id and k.id = r.contract_id
        join persons p on p.company_id = k.company_id and p.id = k.person_id
        left join jobs j on j.company_id = k.company_id and j.id = k.job_id
        left join cost_centres cc on cc.company_id = k.company_id and cc.id = k.cost_center_id
        where c.type in ('NM', 'LD') and c.state = 'ACCUMULATED'`;

/** The head of one payslip: period, totals, the person and the contract as they were paid. */
export async function findPayslip(db: Database, companyId: number, calendarId: number, contractId: number) {
  const [row] = await rowsOf<PayslipHeadRow>(
    db,
    sql`${payslipHead}
          and r.company_id = ${companyId} and r.calendar_id = ${calendarId} and r.contract_id = ${contractId}`,
  );
  return row ?? null;
}

/** One page of the heads of an accumulated period's payslips, in contract order after `afterContractId`. */
export function periodPayslips(
  db: Database,
  companyId: number,
  calendarId: number,
  page: { afterContractId: number; limit: number },
) {
  return rowsOf<PayslipHeadRow>(
    db,
    sql`${payslipHead} and r.company_id = ${companyId} and r.calendar_id = ${calendarId}
          and r.contract_id > ${page.afterContractId}
        order by r.contract_id limit ${page.limit}`,
  );
}

export interface PayslipLineRow extends RawOrigin {
  contract_id: number;
  /** A line of the "Retroactivo" group (issue 32): a difference of an accumulated period, or its withholding. */
  is_retroactive: boolean;
  concept_code: string;
  concept_name: string;
  kind: 'earning' | 'deduction' | 'employer_contribution' | 'provision';
  units: string;
  unit_kind: 'days' | 'hours' | 'percent' | 'none';
  value: string;
}

/** A payslip line's columns, with a retroactive line's origin period (joined as `oc`). */
const lineColumns = sql`select l.contract_id, l.concept_code, l.concept_name, l.kind, l.units::text as units,
          l.unit_kind, l.value::text as value, ${isRetroactiveLine('l')} as is_retroactive, ${originColumns('l')}
        from settlement_lines l ${joinOrigin('l')}`;

/** The stored lines of the payslip, in the engine's order; provisions are the employer's, not the worker's. */
export function payslipLines(db: Database, companyId: number, processId: number, contractId: number) {
  return rowsOf<PayslipLineRow>(
    db,
    sql`${lineColumns}
        where l.company_id = ${companyId} and l.process_id = ${processId} and l.contract_id = ${contractId}
          and l.kind <> 'provision'
        order by l.line_no`,
  );
}

/** The lines of a run's payslips for contracts `from`..`to`, by contract and in the engine's order. */
export function periodPayslipLines(
  db: Database,
  companyId: number,
  processId: number,
  contracts: { from: number; to: number },
) {
  return rowsOf<PayslipLineRow>(
    db,
    sql`${lineColumns}
        where l.company_id = ${companyId} and l.process_id = ${processId} and l.kind <> 'provision'
          and l.contract_id between ${contracts.from} and ${contracts.to}
        order by l.contract_id, l.line_no`,
  );
}

export interface PayslipCompanyRow {
  name: string;
  document_type: string | null;
  nit: string | null;
  check_digit: string | null;
  address: string | null;
  phone: string | null;
  logo_key: string | null;
}

export async function payslipCompany(db: Database, companyId: number) {
  const [row] = await rowsOf<PayslipCompanyRow>(
    db,
    sql`select name, document_type, nit, check_digit, address, phone, logo_key from companies where id = ${companyId}`,
  );
  return row ?? null;
}

export interface SignerRow {
  contract_id: number;
  signer_name: string;
  job_name: string | null;
  image_key: string;
  footer: string;
  /** How many months certificates average (Firma's "promedio"). */
  average_months: number;
}

/** Firma (spec 01 §2.9): the company's first signature configuration signs its documents. */
export async function documentSigner(db: Database, companyId: number) {
  const [row] = await rowsOf<SignerRow>(
    db,
    sql`select s.contract_id, s.image_key, s.footer, s.average_months,
          ${personFullNameOf('p')} as signer_name,
          j.name as job_name
        from signature_configs s
        join contracts k on k.company_id = s.company_id and k.id = s.contract_id
        join persons p on p.company_id = k.company_id and p.id = k.person_id
        left join jobs j on j.company_id = k.company_id and j.id = k.job_id
        where s.company_id = ${companyId}
        order by s.id limit 1`,
  );
  return row ?? null;
}

export interface DocumentPersonRow {
  id: number;
  document_type: string;
  document_number: string;
  name: string;
}

/** People of the company holding a contract, for the administrator's identification dropdown. */
export function documentPeople(db: Database, companyId: number) {
  return rowsOf<DocumentPersonRow>(
    db,
    sql`select p.id, p.document_type, p.document_number,
          ${personFullNameOf('p')} as name
        from persons p
        where p.company_id = ${companyId}
          and exists (select 1 from contracts k where k.company_id = p.company_id and k.person_id = p.id)
        order by p.first_surname, p.first_name, p.id`,
  );
}

export interface IncomeCertificateRow {
  calendar_id: number;
  person_id: number;
  contract_id: number;
  year: number;
  detail: string;
}

/**
 * The person's Formulario 220 of a year: the stored result of the year's accumulated income-and-
 * withholding (CIR) run (decision 0305), one per worker.
 */
export function listIncomeCertificates(db: Database, companyId: number, personId: number, year: number) {
  return rowsOf<IncomeCertificateRow>(
    db,
    sql`select r.calendar_id, r.person_id, r.contract_id, c.year, c.detail
        from income_withholding_results r
        ${joinCurrentCalendar('r')}
        where c.type = 'CIR' and c.state = 'ACCUMULATED' and r.company_id = ${companyId}
          and r.person_id = ${personId} and c.year = ${year}`,
  );
}
