import type { TReviewSortField } from '@quincena/contracts/settlement';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { isRetroactiveLine, joinOrigin, originColumns } from '../../../pay-period/retroactive-lines.ts';
import { personFullNameOf } from '../../../platform/sql/person-name.ts';
import { camelRowsOf, isoDay, rowsOf } from '../../../platform/sql/rows.ts';
import type {
  RawConcept,
  RawLine,
  RawReviewRow,
  RawTotals,
  ReviewCalendar,
  ReviewFilters,
  ReviewScope,
} from './review-rows.ts';

/**
 * The review before closing, read set-based from the stored results (issue 27). Every query is
 * bounded by the primary keys (company_id, process_id, contract_id[, line_no]) of
 * settlement_results, settlement_lines, settlement_errors and settlement_exclusions: no per-row query.
 */

/** The lines whose units are the days worked: basic salary, or an apprentice's support. */
const WORKED_DAY_CODES = sql`('BASIC', 'APPRENTICE_SUPPORT')`;

const employeeName = personFullNameOf('p');

/** Days come from the period's own salary lines, never from a difference of an earlier period. */
const ownWorkedDays = (d: string) =>
  sql`${sql.raw(d)}.concept_code in ${WORKED_DAY_CODES} and ${sql.raw(d)}.unit_kind = 'days' and not ${isRetroactiveLine(d)}`;

/**
 * Each person's retroactive net in the run: earnings minus deductions of the "Retroactivo" group.
 * Grouped once over the process (a hash join), not a subquery per row.
 */
function retroactiveNets(companyId: number, processId: number): SQL {
  return sql`select t.contract_id,
      sum(case when t.kind = 'earning' then t.value else -t.value end) as retroactive
    from settlement_lines t
    where t.company_id = ${companyId} and t.process_id = ${processId}
      and t.kind in ('earning', 'deduction') and ${isRetroactiveLine('t')}
    group by t.contract_id`;
}

/**
 * One row per contract the run accounted for: settled (a result), failed (an error) or left out (an
 * exclusion). The change is measured against the previous period's net pay; "large" compares
 * |change| × 100 with threshold × |previous| in exact numeric, so a change of exactly the threshold
 * is not flagged.
 */
function reviewRows(scope: ReviewScope, withDays: boolean): SQL {
  const { companyId: c, processId: p, previousProcessId: pp } = scope;
  const days = withDays
    ? sql`(select sum(d.units) from settlement_lines d
           where d.company_id = ${c} and d.process_id = ${p} and d.contract_id = u.contract_id
             and ${ownWorkedDays('d')})`
    : sql`null::numeric`;
  return sql`
    select u.contract_id, k.person_id, p.document_number, ${employeeName} as employee_name,
      ${days} as days,
      r.earnings, r.deductions, r.net_pay, r.employer_cost,
      pr.net_pay as previous_net_pay,
      r.net_pay - pr.net_pay as change,
      case when pr.net_pay is null or pr.net_pay = 0 then null
        else round((r.net_pay - pr.net_pay) * 100 / abs(pr.net_pay), 2) end as change_percent,
      coalesce(r.net_pay is not null and pr.net_pay is not null and case
        when pr.net_pay = 0 then r.net_pay <> 0
        else abs(r.net_pay - pr.net_pay) * 100 > ${scope.threshold}::numeric * abs(pr.net_pay) end, false) as large_change,
      rt.retroactive,
      e.message as error_message, x.message as exclusion_message
    from (
      select contract_id from settlement_results where company_id = ${c} and process_id = ${p}
      union
      select contract_id from settlement_errors where company_id = ${c} and process_id = ${p}
      union
      select contract_id from settlement_exclusions where company_id = ${c} and process_id = ${p}
    ) u
    join contracts k on k.company_id = ${c} and k.id = u.contract_id
    join persons p on p.company_id = ${c} and p.id = k.person_id
    left join settlement_results r on r.company_id = ${c} and r.process_id = ${p} and r.contract_id = u.contract_id
    left join settlement_results pr on pr.company_id = ${c} and pr.process_id = ${pp} and pr.contract_id = u.contract_id
    left join (${retroactiveNets(c, p)}) rt on rt.contract_id = u.contract_id
    left join settlement_errors e on e.company_id = ${c} and e.process_id = ${p} and e.contract_id = u.contract_id
    left join settlement_exclusions x on x.company_id = ${c} and x.process_id = ${p} and x.contract_id = u.contract_id`;
}

/** `%text%` for ILIKE with the pattern characters taken literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function whereOf(filters: ReviewFilters, contractId?: number): SQL {
  const conditions: SQL[] = [sql`true`];
  if (contractId !== undefined) conditions.push(sql`q.contract_id = ${contractId}`);
  if (filters.search) {
    const pattern = likePattern(filters.search);
    conditions.push(sql`(q.document_number ilike ${pattern} or q.employee_name ilike ${pattern})`);
  }
  if (filters.largeChanges) conditions.push(sql`q.large_change`);
  if (filters.problems)
    conditions.push(sql`(q.error_message is not null or q.exclusion_message is not null)`);
  if (filters.retroactive) conditions.push(sql`q.retroactive is not null`);
  return sql.join(conditions, sql` and `);
}

const SORT_COLUMNS: Record<TReviewSortField, string> = {
  employeeName: 'q.employee_name',
  documentNumber: 'q.document_number',
  days: 'q.days',
  earnings: 'q.earnings',
  deductions: 'q.deductions',
  netPay: 'q.net_pay',
  employerCost: 'q.employer_cost',
  change: 'q.change',
  changePercent: 'q.change_percent',
  retroactive: 'q.retroactive',
};

/** The chosen column (empty values last), then name and contract: pages never overlap. */
function orderOf(filters: ReviewFilters): SQL {
  const stable = 'q.employee_name, q.contract_id';
  if (!filters.sortField) return sql.raw(`order by ${stable}`);
  const direction = filters.sortOrder === 'desc' ? 'desc' : 'asc';
  return sql.raw(`order by ${SORT_COLUMNS[filters.sortField]} ${direction} nulls last, ${stable}`);
}

/**
 * Reads the whole period's rows with hash joins, whatever the statistics say. Right after a PRO has
 * written 10,000 results and 100,000 lines, autovacuum has not analysed them yet: the planner then
 * expects two rows per process and picks nested loops that scan the process once per employee
 * (a minute at 10,000 employees, measured). Hash joins over the primary-key ranges take ~0.1 s.
 */
async function hashJoined<T>(db: Database, query: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_nestloop = off`);
    return rowsOf<T>(tx as unknown as Database, query);
  });
}

export function createReviewRepository(db: Database) {
  return {
    async calendar(companyId: number, calendarId: number): Promise<ReviewCalendar | null> {
      const [row] = await camelRowsOf<{
        id: number;
        type: string;
        state: string;
        detail: string;
        periodStart: string | Date;
        periodEnd: string | Date;
        resultProcessId: number | null;
      }>(
        db,
        sql`select id, type, state, detail, period_start, period_end, result_process_id
            from pay_calendars where company_id = ${companyId} and id = ${calendarId}`,
      );
      if (!row) return null;
      return {
        id: Number(row.id),
        type: row.type,
        state: row.state,
        detail: row.detail,
        periodStart: isoDay(row.periodStart),
        periodEnd: isoDay(row.periodEnd),
        resultProcessId: row.resultProcessId === null ? null : Number(row.resultProcessId),
      };
    },

    /** The payroll (NM) period with a result that comes right before `periodStart`. */
    async previousPayroll(
      companyId: number,
      periodStart: string,
    ): Promise<{ calendarId: number; detail: string; processId: number } | null> {
      const [row] = await camelRowsOf<{ id: number; detail: string; resultProcessId: number }>(
        db,
        sql`select id, detail, result_process_id from pay_calendars
            where company_id = ${companyId} and type = 'NM' and result_process_id is not null
              and period_start < ${periodStart}
            order by period_start desc, id desc limit 1`,
      );
      return row
        ? { calendarId: Number(row.id), detail: row.detail, processId: Number(row.resultProcessId) }
        : null;
    },

    async page(
      scope: ReviewScope,
      filters: ReviewFilters,
      limit: number,
      offset: number,
    ): Promise<RawReviewRow[]> {
      // Days are summed only for the rows of the page, unless the page is sorted by them.
      const sortedByDays = filters.sortField === 'days';
      const page = sql`select q.* from (${reviewRows(scope, sortedByDays)}) q
        where ${whereOf(filters)} ${orderOf(filters)} limit ${limit} offset ${offset}`;
      if (sortedByDays) return hashJoined<RawReviewRow>(db, page);
      const { companyId: c, processId: p } = scope;
      return hashJoined<RawReviewRow>(
        db,
        sql`select q.contract_id, q.person_id, q.document_number, q.employee_name,
              (select sum(d.units) from settlement_lines d
               where d.company_id = ${c} and d.process_id = ${p} and d.contract_id = q.contract_id
                 and ${ownWorkedDays('d')}) as days,
              q.earnings, q.deductions, q.net_pay, q.employer_cost, q.previous_net_pay, q.change,
              q.change_percent, q.large_change, q.retroactive, q.error_message, q.exclusion_message
            from (${page}) q ${orderOf(filters)}`,
      );
    },

    async one(scope: ReviewScope, contractId: number): Promise<RawReviewRow | null> {
      const [row] = await rowsOf<RawReviewRow>(
        db,
        sql`select q.* from (${reviewRows(scope, true)}) q
            where ${whereOf({ largeChanges: false, problems: false, retroactive: false, sortOrder: 'asc' }, contractId)}`,
      );
      return row ?? null;
    },

    async totals(scope: ReviewScope, filters: ReviewFilters): Promise<RawTotals> {
      const [row] = await hashJoined<RawTotals>(
        db,
        sql`select count(*) as employees,
              count(q.net_pay) as settled,
              count(q.error_message) as with_errors,
              count(q.exclusion_message) as excluded,
              count(*) filter (where q.large_change) as large_changes,
              count(q.retroactive) as with_retroactive,
              coalesce(sum(q.retroactive), 0) as retroactive,
              coalesce(sum(q.earnings), 0) as earnings,
              coalesce(sum(q.deductions), 0) as deductions,
              coalesce(sum(q.net_pay), 0) as net_pay,
              coalesce(sum(q.employer_cost), 0) as employer_cost,
              coalesce(sum(q.previous_net_pay), 0) as previous_net_pay
            from (${reviewRows(scope, false)}) q where ${whereOf(filters)}`,
      );
      if (!row) throw new Error('review totals returned no row');
      return row;
    },

    /**
     * Each earning and deduction concept of each given contract in the current run and the previous
     * one. Employer contributions and provisions are left out: they follow the month, not the person
     * (a first fortnight has none of the month's contributions), so they would only add noise; so are
     * retroactive lines, which pay earlier periods (a January overtime difference is no new concept).
     */
    async concepts(scope: ReviewScope, contractIds: readonly number[]): Promise<RawConcept[]> {
      if (contractIds.length === 0 || scope.previousProcessId === 0) return [];
      const { companyId: c, processId: p, previousProcessId: pp } = scope;
      const ids = sql.join(
        contractIds.map((id) => sql`${id}`),
        sql`, `,
      );
      return rowsOf<RawConcept>(
        db,
        sql`select contract_id, concept_code, min(concept_name) as concept_name,
              bool_or(process_id = ${p}) as in_current, bool_or(process_id = ${pp}) as in_previous
            from settlement_lines l
            where company_id = ${c} and process_id in (${p}, ${pp}) and contract_id in (${ids})
              and kind in ('earning', 'deduction') and not ${isRetroactiveLine('l')}
            group by contract_id, concept_code
            order by contract_id, min(line_no)`,
      );
    },

    /**
     * One person's lines, each with the same concept's value in the previous period (its own lines
     * only, on both sides), and a retroactive line's origin period.
     */
    async lines(scope: ReviewScope, contractId: number): Promise<RawLine[]> {
      const { companyId: c, processId: p, previousProcessId: pp } = scope;
      return rowsOf<RawLine>(
        db,
        sql`select l.line_no, l.concept_code, l.concept_name, l.kind, l.units, l.unit_kind, l.base, l.value,
              ${isRetroactiveLine('l')} as is_retroactive, ${originColumns('l')},
              case when ${isRetroactiveLine('l')} then null else
              (select sum(o.value) from settlement_lines o
               where o.company_id = ${c} and o.process_id = ${pp} and o.contract_id = ${contractId}
                 and o.concept_code = l.concept_code and not ${isRetroactiveLine('o')}) end as previous_value
            from settlement_lines l
            ${joinOrigin('l')}
            where l.company_id = ${c} and l.process_id = ${p} and l.contract_id = ${contractId}
            order by l.line_no`,
      );
    },
  };
}
export type ReviewRepository = ReturnType<typeof createReviewRepository>;
