import type { TRetroactiveImpact, TRetroactivePeriod } from '@quincena/contracts/retroactive';
import { retroactiveSummary } from '@quincena/contracts/retroactive';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { personFullNameOf } from '../platform/sql/person-name.ts';
import { camelRowsOf } from '../platform/sql/rows.ts';
import { type PeriodRow, toPeriod } from './period-row.ts';
import { joinCurrentCalendar } from './settled-results.ts';

/**
 * Retroactive-change detection (issue 32, decision 0342). A change that holds from `from` (a salary
 * row, a contract term, a novelty, a legal value) reaches every ACCUMULATED payroll (NM) period
 * ending on or after that date whose current results include the contract: those results were
 * computed with the old facts and are never rewritten. The periods not yet accumulated are where
 * the differences can be paid. Reads only; every query is scoped to one company.
 */
export interface ImpactScope {
  companyId: number;
  /** The contracts the change touches; undefined = every contract with results (a legal value). */
  contractIds?: readonly number[] | undefined;
  /** YYYY-MM-DD the change holds from. */
  from: string;
  /** Only periods starting on or before this day (a legal value holds for its year only). */
  through?: string | undefined;
  /** Only periods last processed before this instant (settled with values loaded later). */
  settledBefore?: Date | undefined;
}

interface ReachedRow extends PeriodRow {
  contractId: number;
  documentType: string;
  documentNumber: string;
  employeeName: string;
}

const calendarColumns = sql.raw(
  'c.id as calendar_id, c.year, c.month, c.fortnight, c.detail, c.period_start, c.period_end',
);

/** The accumulated results a change from `from` reaches, one row per period and contract. */
function reachedResults(db: Database, scope: ImpactScope) {
  const contracts =
    scope.contractIds === undefined
      ? sql`true`
      : scope.contractIds.length === 0
        ? sql`false`
        : sql`r.contract_id in (${sql.join(
            scope.contractIds.map((id) => sql`${id}`),
            sql`, `,
          )})`;
  return camelRowsOf<ReachedRow>(
    db,
    sql`select ${calendarColumns}, r.contract_id, p.document_type, p.document_number,
          ${personFullNameOf('p')} as employee_name
        from settlement_results r
        ${joinCurrentCalendar('r')}
        join contracts k on k.company_id = r.company_id and k.id = r.contract_id
        join persons p on p.company_id = k.company_id and p.id = k.person_id
        where r.company_id = ${scope.companyId} and c.type = 'NM' and c.state = 'ACCUMULATED'
          and c.period_end >= ${scope.from} and ${contracts}
          and ${scope.through === undefined ? sql`true` : sql`c.period_start <= ${scope.through}`}
          and ${scope.settledBefore === undefined ? sql`true` : sql`c.processed_at < ${scope.settledBefore.toISOString()}`}
        order by c.period_start, c.id, employee_name, r.contract_id`,
  );
}

/**
 * Payroll periods not yet accumulated, oldest first, after the latest accumulated one: the ones that
 * could carry the differences. Periods accumulation never reached (a company that started with
 * Quincena mid-year has open calendars before its first accumulated one) are not candidates.
 */
function openPeriods(db: Database, companyId: number) {
  return camelRowsOf<PeriodRow>(
    db,
    sql`select ${calendarColumns} from pay_calendars c
        where c.company_id = ${companyId} and c.type = 'NM' and c.state in ('OPEN', 'PROCESSED')
          and c.period_start > coalesce(
            (select max(a.period_end) from pay_calendars a
              where a.company_id = ${companyId} and a.type = 'NM' and a.state = 'ACCUMULATED'),
            date '0001-01-01')
        order by c.period_start, c.id`,
  );
}

/** What a change from `scope.from` reaches: people, accumulated periods, open periods, and the sentence to show. */
export async function retroactiveImpact(db: Database, scope: ImpactScope): Promise<TRetroactiveImpact> {
  const reached = await reachedResults(db, scope);
  const open = await openPeriods(db, scope.companyId);
  const periods = new Map<number, TRetroactivePeriod>();
  const people = new Map<number, TRetroactiveImpact['people'][number]>();
  for (const row of reached) {
    const period = periods.get(Number(row.calendarId)) ?? toPeriod(row);
    periods.set(period.calendarId, period);
    const contractId = Number(row.contractId);
    const person = people.get(contractId) ?? {
      contractId,
      documentType: row.documentType,
      documentNumber: row.documentNumber,
      name: row.employeeName,
      calendarIds: [],
    };
    person.calendarIds.push(period.calendarId);
    people.set(contractId, person);
  }
  const impact = {
    from: scope.from,
    periods: [...periods.values()],
    people: [...people.values()].sort(
      (a, b) => a.name.localeCompare(b.name, 'es') || a.contractId - b.contractId,
    ),
    openPeriods: open.map(toPeriod),
  };
  return { ...impact, summary: retroactiveSummary(impact) };
}

/** The impact when there is one, else null: what a save answers. */
export async function retroactiveImpactIfAny(
  db: Database,
  scope: ImpactScope,
): Promise<TRetroactiveImpact | null> {
  const impact = await retroactiveImpact(db, scope);
  return impact.periods.length > 0 ? impact : null;
}
