import {
  SOCIAL_SECURITY_QUERY,
  type TSocialSecurityOptions,
  type TSocialSecurityRow,
} from '@quincena/contracts/queries';
import type { LiquidatedLine, WorkerInput } from '@quincena/pila';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { joinCurrentCalendar } from '../../pay-period/settled-results.ts';
import { personFullNameOf } from '../../platform/sql/person-name.ts';
import { rowsOf } from '../../platform/sql/rows.ts';
import {
  ADMINISTRATOR_FIELDS,
  type AdministratorNames,
  PILA_RECORD_FIELDS,
  pilaRecord,
} from './pila-record.ts';
import {
  contractOption,
  likePattern,
  periodFilter,
  STATE_NAMES,
  type StoredRunFilters,
  storedRunCalendars,
  storedRunPages,
} from './stored-run-query.ts';

export type SocialSecurityFilters = StoredRunFilters;

/** The current run of every processed or accumulated SS calendar of the company. */
const currentRuns = (companyId: number) => sql`
  from pila_results r
  ${joinCurrentCalendar('r')}
  join contracts k on k.company_id = r.company_id and k.id = r.contract_id
  join persons p on p.company_id = k.company_id and p.id = k.person_id
  cross join lateral jsonb_array_elements(r.lines) with ordinality as l(value, ord)
  where r.company_id = ${companyId} and c.type = 'SS' and c.state in ('PROCESSED', 'ACCUMULATED')`;

function where(filters: SocialSecurityFilters): SQL {
  const like = likePattern(filters.search);
  return periodFilter(
    filters,
    sql`r.contract_id`,
    like ? sql`and (p.document_number ilike ${like} or ${personFullNameOf('p')} ilike ${like})` : null,
  );
}

interface Row {
  calendar_id: number;
  detail: string;
  state: string;
  contract_id: number;
  document_type: string;
  document_number: string;
  employee_name: string;
  line: number;
  kind: string;
  entry: string | null;
  retirement: string | null;
  pension_days: number;
  health_days: number;
  risk_days: number;
  ccf_days: number;
  pension_ibc: number;
  health_ibc: number;
  risk_ibc: number;
  ccf_ibc: number;
  pension: number;
  solidarity: number;
  health: number;
  risk: number;
  ccf: number;
  sena: number;
  icbf: number;
  worker: WorkerInput;
  liquidated: LiquidatedLine;
  arl_code: string | null;
}

const number = (path: string) => sql.raw(`coalesce((l.value #>> '{${path}}')::numeric, 0)::float8`);

const columns = sql`c.id as calendar_id, c.detail, c.state, r.contract_id, p.document_type, p.document_number,
    ${personFullNameOf('p')} as employee_name,
    l.ord::int as line, l.value #>> '{line,kind}' as kind,
    l.value #>> '{line,entryDate}' as entry, l.value #>> '{line,retirementDate}' as retirement,
    ${number('days,pension')} as pension_days, ${number('days,health')} as health_days,
    ${number('days,risk')} as risk_days, ${number('days,ccf')} as ccf_days,
    ${number('ibc,pension')} as pension_ibc, ${number('ibc,health')} as health_ibc,
    ${number('ibc,risk')} as risk_ibc, ${number('ibc,ccf')} as ccf_ibc,
    ${number('contributions,pensionTotal')} as pension,
    (${number('contributions,solidarity')} + ${number('contributions,subsistence')}) as solidarity,
    ${number('contributions,health')} as health, ${number('contributions,risk')} as risk,
    ${number('contributions,ccf')} as ccf, ${number('contributions,sena')} as sena,
    ${number('contributions,icbf')} as icbf, r.worker, l.value as liquidated,
    (select arl_code from companies where id = r.company_id) as arl_code`;

/** The names of the administrator codes the record shows (AFP, EPS, CCF, ARL reference lists). */
async function administratorNames(db: Database): Promise<AdministratorNames> {
  const lists = [...new Set(Object.values(ADMINISTRATOR_FIELDS))];
  const items = await rowsOf<{ list_key: string; code: string; name: string }>(
    db,
    sql`select list_key, code, name from reference_items where list_key in (${sql.join(
      lists.map((list) => sql`${list}`),
      sql`, `,
    )})`,
  );
  const names = new Map<string, Map<string, string>>();
  for (const item of items) {
    const list = names.get(item.list_key) ?? new Map<string, string>();
    list.set(item.code, item.name);
    names.set(item.list_key, list);
  }
  return names;
}

function toRow(row: Row, names: AdministratorNames): TSocialSecurityRow {
  const total = row.pension + row.solidarity + row.health + row.risk + row.ccf + row.sena + row.icbf;
  return {
    id: `${row.calendar_id}-${row.contract_id}-${row.line}`,
    calendarId: row.calendar_id,
    calendarDetail: row.detail,
    state: STATE_NAMES[row.state] ?? row.state,
    contractId: row.contract_id,
    documentType: row.document_type,
    documentNumber: row.document_number,
    employeeName: row.employee_name,
    line: row.line,
    novelty: row.kind === 'worked' ? '' : row.kind,
    entry: row.entry,
    retirement: row.retirement,
    pensionDays: row.pension_days,
    healthDays: row.health_days,
    riskDays: row.risk_days,
    ccfDays: row.ccf_days,
    pensionIbc: row.pension_ibc,
    healthIbc: row.health_ibc,
    riskIbc: row.risk_ibc,
    ccfIbc: row.ccf_ibc,
    pension: row.pension,
    solidarity: row.solidarity,
    health: row.health,
    risk: row.risk,
    ccf: row.ccf,
    sena: row.sena,
    icbf: row.icbf,
    total,
    record: pilaRecord(row.worker, row.liquidated, { contributorArlCode: row.arl_code ?? '', names }),
  };
}

const select = (companyId: number, filters: SocialSecurityFilters) => ({
  columns,
  from: currentRuns(companyId),
  filter: where(filters),
  order: sql`order by c.period_start, r.contract_id, l.ord`,
});

/** Consulta seguridad social (spec 03 §2.7; decision 0301): the stored planilla lines, paged on the server. */
export function createSocialSecurityQuery({ db }: { db: Database }) {
  return {
    ...storedRunPages(db, {
      periodRequired: SOCIAL_SECURITY_QUERY.periodRequired,
      select,
      toRows: async (rows: Row[]) => {
        const names = await administratorNames(db);
        return rows.map((row) => toRow(row, names));
      },
    }),

    async options(companyId: number): Promise<TSocialSecurityOptions> {
      const calendars = await storedRunCalendars(db, companyId, 'SS');
      const contracts = await rowsOf<{ contract_id: number; document_number: string; employee_name: string }>(
        db,
        sql`select distinct r.contract_id, p.document_number,
              ${personFullNameOf('p')} as employee_name
            from pila_results r
            ${joinCurrentCalendar('r')}
            join contracts k on k.company_id = r.company_id and k.id = r.contract_id
            join persons p on p.company_id = k.company_id and p.id = k.person_id
            where r.company_id = ${companyId}
            order by r.contract_id`,
      );
      return {
        recordFields: [...PILA_RECORD_FIELDS],
        calendars,
        contracts: contracts.map(contractOption),
      };
    },
  };
}

export type SocialSecurityQuery = ReturnType<typeof createSocialSecurityQuery>;
