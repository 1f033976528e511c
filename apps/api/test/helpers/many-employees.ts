/**
 * Many employees with the variety of a real payroll (50 salary levels, integral salaries, contracts
 * without transport aid, withholding procedure 2, voluntary pension and AFC, contracts starting or
 * ending inside March 2026), loaded set-based: the benchmarks' companies and the tests that need a
 * run long enough to interrupt.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';

/** 10,000 persons, contracts and salaries in three set-based statements (the load itself is not measured). */
export async function seedEmployees(db: Database, companyId: number, jobId: number, count: number) {
  await db.execute(sql`
    insert into persons (company_id, document_type, document_number, first_name, first_surname, address, country_code, email)
    select ${companyId}, 'CC', (50000000 + n)::text, 'Empleado', 'Número ' || n, 'Calle ' || n, 'CO', 'e' || n || '@empresa.com.co'
      from generate_series(1, ${count}) as n`);
  await db.execute(sql`
    insert into contracts (company_id, person_id, salary_type, contract_type, start_date, end_date, status, job_id,
      vacation_system, vacations_taken, work_place, bank_code, account_type, account_number, eps_code, afp_code,
      severance_fund_code, ccf_code, arl_risk_class, economic_activity, contributor_type, contributor_subtype,
      withholding_procedure, withholding_percentage, transport_aid_excluded, voluntary_pension_monthly, afc_monthly,
      voluntary_pension_fund_code, afc_fund_code)
    select ${companyId}, p.id,
           case when p.n % 97 = 0 then 'X' else 'F' end,
           case when p.n % 11 = 0 then '1' else '2' end,
           case when p.n % 53 = 0 then date '2026-03-09' else date '2025-01-01' end,
           case when p.n % 11 = 0 then (case when p.n % 22 = 0 then date '2026-03-12' else date '2026-12-31' end) else null end,
           'ACTIVO', ${jobId}, 'MONDAY_TO_FRIDAY', 0, case when p.n % 13 = 0 then 'TELETRABAJO' else 'PRESENCIAL' end,
           '1007', 'savings', '1234' || p.n, 'EPS010', '230301', '800144331', 'CCF24',
           (1 + p.n % 5)::text, '1620101', '01', '00',
           case when p.n % 17 = 0 then '2' else '1' end,
           case when p.n % 17 = 0 then 4.5 else 0 end,
           p.n % 7 = 0,
           case when p.n % 29 = 0 then 300000 else null end,
           case when p.n % 31 = 0 then 250000 else null end,
           case when p.n % 29 = 0 then '800138188' else null end,
           case when p.n % 31 = 0 then '1007' else null end
      from (select id, (document_number::bigint - 50000000) as n from persons where company_id = ${companyId}) p`);
  await db.execute(sql`
    insert into contract_salaries (company_id, contract_id, start_date, amount)
    select c.company_id, c.id, c.start_date,
           case when c.salary_type = 'X' then 25000000 else 1750905 + (c.id % 50) * 97000 end
      from contracts c where c.company_id = ${companyId}`);
  // A raise in the middle of the period for some: the engine splits the days.
  await db.execute(sql`
    insert into contract_salaries (company_id, contract_id, start_date, amount)
    select c.company_id, c.id, date '2026-03-10', 1750905 + (c.id % 50) * 97000 + 150000
      from contracts c where c.company_id = ${companyId} and c.salary_type = 'F' and c.id % 19 = 0`);
}
