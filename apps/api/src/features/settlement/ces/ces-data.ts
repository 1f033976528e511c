import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { personFullNameOf } from '../../../platform/sql/person-name.ts';
import { rowsOf } from '../../../platform/sql/rows.ts';
import { severanceFunds } from '../../reference/index.ts';
import { storedRunCalendar } from '../reports/stored-run-calendar.ts';

export interface SeveranceRow {
  contract_id: number;
  document_type: string;
  document_number: string;
  employee_name: string;
  fund_code: string;
  days: number;
  base: string;
  cesantias: string;
  interest: string;
  averaged: boolean;
}

export interface SeveranceFund {
  code: string;
  nit: string;
  checkDigit: string;
  name: string;
}

const FUNDS = new Map(
  severanceFunds.items.map((item) => [
    item.code,
    { code: item.code, nit: item.nit ?? item.code, checkDigit: item.checkDigit ?? '', name: item.name },
  ]),
);

/** The fund of a code, with its NIT (a code missing from the list keeps the code as its name). */
export const fundOf = (code: string): SeveranceFund =>
  FUNDS.get(code) ?? { code, nit: code, checkDigit: '', name: code };

/** A CES calendar with its stored result, or null when it is not a processed severance calendar of the company. */
export const severanceCalendar = (db: Database, companyId: number, calendarId?: number) =>
  storedRunCalendar(db, companyId, 'CES', calendarId);

/** The stored consignment of a run, by fund and then employee document. */
export async function severanceRows(db: Database, companyId: number, processId: number) {
  const rows = await rowsOf<SeveranceRow>(
    db,
    sql`select r.contract_id, p.document_type, p.document_number, r.fund_code, r.days, r.base::text,
               r.cesantias::text, r.interest::text, r.averaged,
               ${personFullNameOf('p')} as employee_name
          from severance_results r
          join contracts k on k.company_id = r.company_id and k.id = r.contract_id
          join persons p on p.company_id = k.company_id and p.id = k.person_id
         where r.company_id = ${companyId} and r.process_id = ${processId}
         order by r.fund_code, p.document_number, r.contract_id`,
  );
  return rows.map((row) => ({ ...row, contract_id: Number(row.contract_id), days: Number(row.days) }));
}
