import { personFullName } from '@quincena/contracts/employees';
import { addDays, noticeDeadline } from '@quincena/payroll';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';

export interface UpcomingNotice {
  contractId: number;
  personId: number;
  fullName: string;
  endDate: string;
  /** Last day to give written notice of non-renewal (end date − 30 days). */
  noticeDeadline: string;
}

/**
 * Fixed-term contracts whose notice deadline (end date − 30 days, CST art. 46) falls from `today` to
 * `today + withinDays`, with no notice given for that end date and no retirement recorded: the clerk must
 * decide before it passes or the law renews the contract.
 */
export async function upcomingNoticeDeadlines(
  db: Database,
  companyId: number,
  today: string,
  withinDays = 45,
): Promise<UpcomingNotice[]> {
  const result = (await db.execute(sql`
    select c.id as "contractId", p.id as "personId", p.first_name as "firstName", p.other_names as "otherNames",
           p.first_surname as "firstSurname", p.second_surname as "secondSurname", c.end_date::text as "endDate"
      from contracts c
      join persons p on p.company_id = c.company_id and p.id = c.person_id
     where c.company_id = ${companyId}
       and c.contract_type = '1' and c.status in ('ACTIVO', 'SUSPENDIDO')
       and c.retirement_date is null
       and c.end_date between ${addDays(today, 30)}::date and ${addDays(today, 30 + withinDays)}::date
       and not exists (select 1 from contract_events e
             where e.company_id = c.company_id and e.contract_id = c.id
               and e.type = 'PREAVISO_NO_RENOVACION' and e.previous_end_date = c.end_date)
       and not exists (select 1 from novelty_retirements r
             where r.company_id = c.company_id and r.contract_id = c.id)
     order by c.end_date, c.id
     limit 50`)) as unknown as {
    rows: {
      contractId: number;
      personId: number;
      firstName: string;
      otherNames: string | null;
      firstSurname: string;
      secondSurname: string | null;
      endDate: string;
    }[];
  };
  return result.rows.map((row) => ({
    contractId: row.contractId,
    personId: row.personId,
    fullName: personFullName(row),
    endDate: row.endDate,
    noticeDeadline: noticeDeadline(row.endDate),
  }));
}
