import { conceptDisplayCode } from '@quincena/contracts/concepts';
import {
  ACCOUNTING_QUERY,
  type TAccountingOptionsLists,
  type TAccountingRow,
} from '@quincena/contracts/queries';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { joinCurrentCalendar } from '../../pay-period/settled-results.ts';
import type { StoredEntryRow } from '../../pay-period/stored-entry-row.ts';
import { personFullNameOf } from '../../platform/sql/person-name.ts';
import { rowsOf } from '../../platform/sql/rows.ts';
import {
  contractOption,
  likePattern,
  periodFilter,
  STATE_NAMES,
  type StoredRunFilters,
  storedRunCalendars,
  storedRunPages,
} from './stored-run-query.ts';

export interface AccountingFilters extends StoredRunFilters {
  conceptCode?: string | undefined;
}

/** The current run of every processed or accumulated CB calendar of the company. */
const currentRuns = (companyId: number) => sql`
  from accounting_entries e
  ${joinCurrentCalendar('e')}
  join pay_calendars s on s.company_id = e.company_id and s.id = e.source_calendar_id
  join contracts k on k.company_id = e.company_id and k.id = e.contract_id
  join persons p on p.company_id = k.company_id and p.id = k.person_id
  where e.company_id = ${companyId} and c.type = 'CB' and c.state in ('PROCESSED', 'ACCUMULATED')`;

function where(filters: AccountingFilters): SQL {
  const like = likePattern(filters.search);
  return periodFilter(
    filters,
    sql`e.contract_id`,
    filters.conceptCode ? sql`and e.concept_code = ${filters.conceptCode}` : null,
    like
      ? sql`and (p.document_number ilike ${like} or e.account ilike ${like} or e.third_party_name ilike ${like}
          or ${personFullNameOf('p')} ilike ${like})`
      : null,
  );
}

interface Row extends StoredEntryRow {
  calendar_id: number;
  detail: string;
  state: string;
  entry_no: number;
  value: number;
}

const columns = sql`c.id as calendar_id, c.detail, c.state, s.detail as source_detail, e.voucher_type,
    e.contract_id, e.entry_no, p.document_number,
    ${personFullNameOf('p')} as employee_name,
    e.concept_code, e.concept_name, e.account, e.nature, e.third_party_nit, e.third_party_name,
    e.cost_centre_code, e.value::float8 as value`;

const ORDER = sql`order by c.period_start, e.contract_id, e.entry_no`;

function toRow(row: Row): TAccountingRow {
  return {
    id: `${row.calendar_id}-${row.contract_id}-${row.entry_no}`,
    calendarId: row.calendar_id,
    calendarDetail: row.detail,
    state: STATE_NAMES[row.state] ?? row.state,
    sourceCalendar: row.source_detail,
    voucherType: row.voucher_type,
    contractId: row.contract_id,
    documentNumber: row.document_number,
    employeeName: row.employee_name,
    conceptCode: row.concept_code,
    conceptDisplayCode: conceptDisplayCode(row.concept_code),
    conceptName: row.concept_name,
    account: row.account,
    nature: row.nature,
    thirdPartyNit: row.third_party_nit,
    thirdPartyName: row.third_party_name,
    costCentre: row.cost_centre_code,
    debit: row.nature === 'D' ? row.value : 0,
    credit: row.nature === 'C' ? row.value : 0,
  };
}

const select = (companyId: number, filters: AccountingFilters) => ({
  columns,
  from: currentRuns(companyId),
  filter: where(filters),
  order: ORDER,
});

/** Consulta contabilidad (spec 03 §2.7; decision 0302): the stored postings, paged on the server. */
export function createAccountingQuery({ db }: { db: Database }) {
  return {
    ...storedRunPages(db, {
      periodRequired: ACCOUNTING_QUERY.periodRequired,
      select,
      toRows: (rows: Row[]) => rows.map(toRow),
    }),

    async options(companyId: number): Promise<TAccountingOptionsLists> {
      const calendars = await storedRunCalendars(db, companyId, 'CB');
      const current = sql`from accounting_entries e
            ${joinCurrentCalendar('e')}
            where e.company_id = ${companyId}`;
      const contracts = await rowsOf<{ contract_id: number; document_number: string; employee_name: string }>(
        db,
        sql`select k.id as contract_id, p.document_number,
              ${personFullNameOf('p')} as employee_name
            from contracts k join persons p on p.company_id = k.company_id and p.id = k.person_id
            where k.company_id = ${companyId} and k.id in (select distinct e.contract_id ${current})
            order by k.id`,
      );
      const concepts = await rowsOf<{ code: string; name: string }>(
        db,
        sql`select e.concept_code as code, min(e.concept_name) as name ${current} group by e.concept_code order by 1`,
      );
      return {
        calendars,
        contracts: contracts.map(contractOption),
        concepts: concepts.map((concept) => ({ ...concept, displayCode: conceptDisplayCode(concept.code) })),
      };
    },
  };
}

export type AccountingQuery = ReturnType<typeof createAccountingQuery>;
