import {
  CONCEPT_DISPLAY_CODES,
  conceptCodesDisplayedLike,
  conceptDisplayCode,
} from '@quincena/contracts/concepts';
import {
  PAYROLL_LINE_KIND_NAMES,
  type TPayrollLineKind,
  type TPayrollQueryOptions,
  type TPayrollQueryRow,
  type TPayrollQuerySortField,
} from '@quincena/contracts/queries';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { joinCurrentCalendar } from '../../pay-period/settled-results.ts';
import { personFullNameOf } from '../../platform/sql/person-name.ts';

/** Open: current results of PROCESSED payroll calendars; historic: ACCUMULATED ones plus imported months. */
export type PayrollQueryScope = 'open' | 'historic';

export interface PayrollQueryFilters {
  calendarId?: number | undefined;
  contractId?: number | undefined;
  conceptCode?: string | undefined;
  year?: number | undefined;
  month?: number | undefined;
  search?: string | undefined;
  sortField?: TPayrollQuerySortField | undefined;
  sortOrder: 'asc' | 'desc';
}

/**
 * The figures of an imported month, each shown as one row of the historic query (decision 0190).
 * Codes are Quincena's own, prefixed IMP_ so they never meet an engine or company concept code.
 */
export const IMPORTED_FIGURES = [
  { code: 'IMP_FIXED_SALARY', name: 'Salario fijo', column: 'fixed_salary', units: 'days', unitKind: 'days' },
  {
    code: 'IMP_VARIABLE_SALARY',
    name: 'Salario variable',
    column: 'variable_salary',
    units: null,
    unitKind: 'none',
  },
  {
    code: 'IMP_OVERTIME',
    name: 'Horas extra y recargos',
    column: 'overtime_and_surcharges',
    units: null,
    unitKind: 'none',
  },
  {
    code: 'IMP_TRANSPORT_AID',
    name: 'Auxilio de transporte',
    column: 'transport_aid',
    units: null,
    unitKind: 'none',
  },
  {
    code: 'IMP_LABOUR_INCOME',
    name: 'Ingresos laborales',
    column: 'labour_income',
    units: null,
    unitKind: 'none',
  },
  {
    code: 'IMP_NON_TAXABLE',
    name: 'Ingresos no constitutivos de renta',
    column: 'non_taxable_income',
    units: null,
    unitKind: 'none',
  },
  { code: 'IMP_IBC', name: 'IBC salud', column: 'ibc', units: null, unitKind: 'none' },
  {
    code: 'IMP_UNPAID_LEAVE',
    name: 'Días de licencia no remunerada',
    column: null,
    units: 'unpaid_leave_days',
    unitKind: 'days',
  },
] as const;

const employeeName = personFullNameOf('p');

/**
 * Settled lines of the calendars' current results (rows whose process is the calendar's result process).
 * Consolidado adds the concept's lines of the contract over the month across every processed or
 * accumulated calendar (decision 0314), so it is computed before the state is chosen.
 */
function settledLines(companyId: number, state: 'PROCESSED' | 'ACCUMULATED'): SQL {
  return sql`
    select s.id, s.calendar_id, s.calendar_detail, s.period_start, s.period_end, s.contract_id,
      s.document_number, s.employee_name, s.concept_code, s.concept_name, s.kind, s.units, s.unit_kind,
      s.base, s.value, s.consolidated_value, s.consolidated_units, s.year, s.month, s.line_no
    from (
      select
        'L' || l.process_id || '-' || l.contract_id || '-' || l.line_no as id,
        c.id as calendar_id, c.detail as calendar_detail, c.period_start::text as period_start,
        c.period_end::text as period_end, c.state,
        l.contract_id, p.document_number, ${employeeName} as employee_name,
        l.concept_code, l.concept_name, l.kind, l.units, l.unit_kind, l.base, l.value,
        sum(l.value) over month_of_concept as consolidated_value,
        case when l.unit_kind = 'percent' then l.units else sum(l.units) over month_of_concept end
          as consolidated_units,
        l.year, l.month, l.line_no::integer as line_no
      from settlement_lines l
      ${joinCurrentCalendar('l')}
      join contracts k on k.company_id = l.company_id and k.id = l.contract_id
      join persons p on p.company_id = k.company_id and p.id = k.person_id
      where l.company_id = ${companyId} and c.company_id = ${companyId}
        and c.type in ('NM', 'LD') and c.state in ('PROCESSED', 'ACCUMULATED')
      window month_of_concept as (partition by l.contract_id, l.concept_code, l.year, l.month)
    ) s
    where s.state = ${state}`;
}

/** Each non-zero figure of each imported month as a row (the fixed salary always, with its days). */
function importedRows(companyId: number): SQL {
  const figures = IMPORTED_FIGURES.map((figure, index) => {
    const value = figure.column ? sql.raw(`i.${figure.column}`) : sql`0`;
    const units = figure.units ? sql.raw(`i.${figure.units}`) : sql`0`;
    return sql`(${index}::integer, ${figure.code}::text, ${figure.name}::text, ${figure.unitKind}::text, ${units}::numeric, ${value}::numeric)`;
  });
  return sql`
    select
      'I' || i.contract_id || '-' || i.year || '-' || i.month || '-' || f.line_no as id,
      null::integer as calendar_id,
      'Acumulado cargado ' || i.year || '-' || lpad(i.month::text, 2, '0') as calendar_detail,
      make_date(i.year, i.month, 1)::text as period_start,
      (make_date(i.year, i.month, 1) + interval '1 month' - interval '1 day')::date::text as period_end,
      i.contract_id, p.document_number, ${employeeName} as employee_name,
      f.code as concept_code, f.name as concept_name, 'imported' as kind, f.units, f.unit_kind,
      0::numeric as base, f.value, f.value as consolidated_value, f.units as consolidated_units,
      i.year, i.month, f.line_no
    from imported_months i
    cross join lateral (values ${sql.join(figures, sql`, `)}) as f(line_no, code, name, unit_kind, units, value)
    join contracts k on k.company_id = i.company_id and k.id = i.contract_id
    join persons p on p.company_id = k.company_id and p.id = k.person_id
    where i.company_id = ${companyId}
      and (f.code = 'IMP_FIXED_SALARY' or f.value <> 0 or f.units <> 0)`;
}

function source(companyId: number, scope: PayrollQueryScope): SQL {
  return scope === 'open'
    ? settledLines(companyId, 'PROCESSED')
    : sql`${settledLines(companyId, 'ACCUMULATED')} union all ${importedRows(companyId)}`;
}

/** `%text%` for ILIKE with the pattern characters taken literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function whereOf(filters: PayrollQueryFilters): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filters.calendarId !== undefined) conditions.push(sql`q.calendar_id = ${filters.calendarId}`);
  if (filters.contractId !== undefined) conditions.push(sql`q.contract_id = ${filters.contractId}`);
  if (filters.conceptCode !== undefined) conditions.push(sql`q.concept_code = ${filters.conceptCode}`);
  if (filters.year !== undefined) conditions.push(sql`q.year = ${filters.year}`);
  if (filters.month !== undefined) conditions.push(sql`q.month = ${filters.month}`);
  if (filters.search) {
    const pattern = likePattern(filters.search);
    // Users type the display code they see (decision 0314); the rows hold the internal one.
    const displayed = conceptCodesDisplayedLike(filters.search);
    const byDisplayCode = displayed.length
      ? sql`q.concept_code in (${sql.join(
          displayed.map((code) => sql`${code}`),
          sql`, `,
        )})`
      : sql`false`;
    conditions.push(sql`(q.document_number ilike ${pattern} or q.employee_name ilike ${pattern}
      or q.concept_code ilike ${pattern} or ${byDisplayCode} or q.concept_name ilike ${pattern}
      or q.calendar_detail ilike ${pattern} or q.contract_id::text = ${filters.search})`);
  }
  return sql.join(conditions, sql` and `);
}

/** The display code as SQL, so Concepto sorts the way the user reads it (decision 0314). */
const displayCodeSql = `case q.concept_code ${Object.entries(CONCEPT_DISPLAY_CODES)
  .map(([code, display]) => `when '${code}' then '${display}'`)
  .join(' ')} else q.concept_code end`;

const SORT_COLUMNS: Record<TPayrollQuerySortField, string> = {
  calendarDetail: 'q.calendar_detail',
  contractId: 'q.contract_id',
  documentNumber: 'q.document_number',
  employeeName: 'q.employee_name',
  conceptCode: 'q.concept_code',
  conceptDisplayCode: displayCodeSql,
  conceptName: 'q.concept_name',
  kind: 'q.kind',
  units: 'q.units',
  base: 'q.base',
  value: 'q.value',
  consolidatedValue: 'q.consolidated_value',
  consolidatedUnits: 'q.consolidated_units',
  period: 'q.period_start',
};

/** The chosen column first, then a stable order: period, contract, line (pages never overlap). */
function orderOf(filters: PayrollQueryFilters): SQL {
  const stable = 'q.period_start, q.contract_id, q.id';
  if (!filters.sortField) return sql.raw(`order by ${stable}`);
  const direction = filters.sortOrder === 'desc' ? 'desc' : 'asc';
  return sql.raw(`order by ${SORT_COLUMNS[filters.sortField]} ${direction}, ${stable}`);
}

interface RawRow {
  id: string;
  calendar_id: number | null;
  calendar_detail: string;
  period_start: string | Date | null;
  period_end: string | Date | null;
  contract_id: number;
  document_number: string;
  employee_name: string;
  concept_code: string;
  concept_name: string;
  kind: TPayrollLineKind;
  units: string | number;
  unit_kind: string;
  base: string | number;
  value: string | number;
  consolidated_value: string | number;
  consolidated_units: string | number;
  year: number;
  month: number;
}

/** node-postgres and PGlite answer `date` columns as text or Date; the wire wants yyyy-mm-dd. */
function isoDay(value: string | Date | null): string | null {
  if (value === null) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  return value.toISOString().slice(0, 10);
}

function toRow(raw: RawRow): TPayrollQueryRow {
  const year = Number(raw.year);
  const month = Number(raw.month);
  return {
    id: raw.id,
    calendarId: raw.calendar_id === null ? null : Number(raw.calendar_id),
    calendarDetail: raw.calendar_detail,
    contractId: Number(raw.contract_id),
    documentNumber: raw.document_number,
    employeeName: raw.employee_name,
    conceptCode: raw.concept_code,
    conceptDisplayCode: conceptDisplayCode(raw.concept_code),
    conceptName: raw.concept_name,
    kind: raw.kind,
    kindName: PAYROLL_LINE_KIND_NAMES[raw.kind] ?? raw.kind,
    units: Number(raw.units),
    unitKind: raw.unit_kind,
    base: Number(raw.base),
    value: Number(raw.value),
    consolidatedValue: Number(raw.consolidated_value),
    consolidatedUnits: Number(raw.consolidated_units),
    year,
    month,
    period: `${year}-${String(month).padStart(2, '0')}`,
    periodStart: isoDay(raw.period_start),
    periodEnd: isoDay(raw.period_end),
  };
}

async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export function createPayrollQueryRepository(db: Database) {
  return {
    async page(
      companyId: number,
      scope: PayrollQueryScope,
      filters: PayrollQueryFilters,
      page: number,
      pageSize: number,
    ): Promise<{ rows: TPayrollQueryRow[]; total: number }> {
      const from = sql`from (${source(companyId, scope)}) q where ${whereOf(filters)}`;
      const [count] = await rowsOf<{ total: string | number }>(db, sql`select count(*) as total ${from}`);
      const raw = await rowsOf<RawRow>(
        db,
        sql`select q.* ${from} ${orderOf(filters)} limit ${pageSize} offset ${(page - 1) * pageSize}`,
      );
      return { rows: raw.map(toRow), total: Number(count?.total ?? 0) };
    },

    /** Every matching row up to `limit` + 1 (one more tells the caller there are too many). */
    async all(
      companyId: number,
      scope: PayrollQueryScope,
      filters: PayrollQueryFilters,
      limit: number,
    ): Promise<TPayrollQueryRow[]> {
      const raw = await rowsOf<RawRow>(
        db,
        sql`select q.* from (${source(companyId, scope)}) q where ${whereOf(filters)} ${orderOf(filters)} limit ${limit + 1}`,
      );
      return raw.map(toRow);
    },

    async calendar(companyId: number, calendarId: number) {
      const [row] = await rowsOf<{ id: number; type: string; state: string; detail: string }>(
        db,
        sql`select id, type, state, detail from pay_calendars where company_id = ${companyId} and id = ${calendarId}`,
      );
      return row ?? null;
    },

    async options(companyId: number, scope: PayrollQueryScope): Promise<TPayrollQueryOptions> {
      const state = scope === 'open' ? 'PROCESSED' : 'ACCUMULATED';
      const calendars = await rowsOf<{ id: number; detail: string; year: number; month: number }>(
        db,
        sql`select id, detail, year, month from pay_calendars
            where company_id = ${companyId} and type in ('NM', 'LD') and state = ${state}
            order by period_start desc, id desc`,
      );
      const contracts = await rowsOf<{ contract_id: number; document_number: string; employee_name: string }>(
        db,
        sql`select k.id as contract_id, p.document_number, ${employeeName} as employee_name
            from contracts k join persons p on p.company_id = k.company_id and p.id = k.person_id
            where k.company_id = ${companyId}
            order by employee_name, k.id`,
      );
      const concepts = await rowsOf<{ code: string; name: string }>(
        db,
        sql`select concept_code as code, min(concept_name) as name
            from (${source(companyId, scope)}) q group by concept_code order by concept_code`,
      );
      return {
        calendars: calendars.map((row) => ({
          id: Number(row.id),
          detail: row.detail,
          year: Number(row.year),
          month: Number(row.month),
        })),
        contracts: contracts.map((row) => ({
          contractId: Number(row.contract_id),
          documentNumber: row.document_number,
          employeeName: row.employee_name,
        })),
        concepts: concepts.map((concept) => ({ ...concept, displayCode: conceptDisplayCode(concept.code) })),
      };
    },
  };
}
export type PayrollQueryRepository = ReturnType<typeof createPayrollQueryRepository>;
