import { ERROR_CODES } from '@quincena/contracts';
import {
  RETROACTIVE_MESSAGES as M,
  periodLabel,
  RETROACTIVE_SOURCE_NAMES,
  RETROACTIVE_STATUS_NAMES,
  type TRetroactiveChange,
  type TRetroactiveChangeCreate,
  type TRetroactiveChangeCreated,
  type TRetroactiveChangeList,
  type TRetroactiveChangeQuery,
  type TRetroactiveMessage,
  type TRetroactivePeriod,
  type TRetroactiveSource,
} from '@quincena/contracts/retroactive';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { retroactiveChanges } from '../../db/schema/index.ts';
import { createPeriodGuard } from '../../pay-period/period-guard.ts';
import { type PeriodRow, toPeriod } from '../../pay-period/period-row.ts';
import { retroactiveImpact } from '../../pay-period/retroactive-impact.ts';
import { joinCurrentCalendar } from '../../pay-period/settled-results.ts';
import { withAuditActor } from '../../platform/audit/actor.ts';
import { AppError, conflict, notFound } from '../../platform/errors/app-error.ts';
import { anyId, idRange } from '../../platform/sql/id-list.ts';
import { personFullNameOf } from '../../platform/sql/person-name.ts';
import { camelRowsOf, isoDay } from '../../platform/sql/rows.ts';
import { registerLegalValueReview } from './legal-values.service.ts';

/** A change and its carrying period. */
interface ChangeRow extends PeriodRow {
  id: number;
  contractId: number;
  documentNumber: string;
  employeeName: string;
  fromDate: string | Date;
  source: TRetroactiveSource;
  description: string | null;
  createdAt: string | Date;
  state: string;
  settled: boolean;
  /** The period's current result, run after the change was registered, settled the contract. */
  processed: boolean;
  registeredBy: string | null;
}

interface ReachedRow extends PeriodRow {
  changeId: number;
}

/** A change as read from `retroactive_changes` and its carrying calendar, before the person's name. */
type ChangeOnlyRow = Omit<ChangeRow, 'documentNumber' | 'employeeName'>;

interface PersonOfContract {
  contractId: number;
  documentNumber: string;
  employeeName: string;
  /** The name's place in the database's collation (`dense_rank`): equal names share it. */
  nameRank: number;
}

/**
 * A change's status, from the carrying period's current result: SETTLED while it holds retroactive
 * lines of the contract, PAID once it is accumulated with them; NO_DIFFERENCE when it settled the
 * contract and the recomputation gave none; NOT_PAID when it was accumulated without settling the
 * contract at all (the run lists why among its exclusions); PENDING before Procesar.
 *
 * Read in three steps, each along a key, never as one join of changes, contracts and persons: on
 * tables without planner statistics (autovacuum off, or just after a large load) PostgreSQL paired
 * every change with every person of the company, 18 s for a period carrying 2.000 changes
 * (decisions 0358, 0363). The changes first (`retroactive_changes_carrying_idx` or the contract
 * index), then their contracts and persons by primary key bounded to the ids. The order stays
 * `period_start, employee_name, contract_id, id` with the name ordered by the database's collation:
 * the persons' query ranks the names (`dense_rank() over (order by name)`), JavaScript only compares
 * those ranks.
 */
async function changeRows(db: Database, companyId: number, where: SQL): Promise<ChangeRow[]> {
  const changes = await camelRowsOf<ChangeOnlyRow>(
    db,
    sql`select rc.id, rc.contract_id, rc.from_date::text as from_date, rc.source, rc.description, rc.created_at,
          c.id as calendar_id, c.year, c.month, c.fortnight, c.detail, c.period_start::text as period_start,
          c.period_end::text as period_end, c.state, u.email as registered_by,
          exists (select 1 from settlement_lines l
            where l.company_id = rc.company_id and l.process_id = c.result_process_id
              and l.contract_id = rc.contract_id and l.origin_calendar_id is not null) as settled,
          exists (select 1 from settlement_results r
            join settlement_processes sp on sp.company_id = r.company_id and sp.id = r.process_id
            where r.company_id = rc.company_id and r.process_id = c.result_process_id
              and r.contract_id = rc.contract_id and sp.created_at >= rc.created_at) as processed
        from retroactive_changes rc
        join pay_calendars c on c.company_id = rc.company_id and c.id = rc.carrying_calendar_id
        left join users u on u.id = rc.created_by
        where rc.company_id = ${companyId} and ${where}`,
  );
  if (changes.length === 0) return [];
  const people = await personsOfContracts(db, companyId, [
    ...new Set(changes.map((row) => Number(row.contractId))),
  ]);
  const rows: (ChangeRow & { nameRank: number })[] = [];
  for (const change of changes) {
    const person = people.get(Number(change.contractId));
    // The foreign keys make every change's contract and person exist.
    if (!person) throw new Error(`retroactive change ${change.id} without its contract's person`);
    rows.push({
      ...change,
      documentNumber: person.documentNumber,
      employeeName: person.employeeName,
      nameRank: person.nameRank,
    });
  }
  rows.sort(
    (a, b) =>
      compareText(isoDay(a.periodStart), isoDay(b.periodStart)) ||
      a.nameRank - b.nameRank ||
      Number(a.contractId) - Number(b.contractId) ||
      Number(a.id) - Number(b.id),
  );
  return rows;
}

/** Code-unit order, for ISO days (yyyy-mm-dd sorts as the dates do). */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The person of each contract with the rank of the name in the database's collation: the contracts
 * by primary key, then their persons by primary key, each bounded to the list of ids and its range.
 */
async function personsOfContracts(db: Database, companyId: number, contractIds: readonly number[]) {
  const contracts = await camelRowsOf<{ id: number; personId: number }>(
    db,
    sql`select k.id, k.person_id from contracts k
        where k.company_id = ${companyId} and ${anyId(sql`k.id`, contractIds)} and ${idRange(sql`k.id`, contractIds)}`,
  );
  const personIds = [...new Set(contracts.map((row) => Number(row.personId)))];
  const persons = await camelRowsOf<{
    id: number;
    documentNumber: string;
    employeeName: string;
    nameRank: number;
  }>(
    db,
    sql`select n.id, n.document_number, n.employee_name, dense_rank() over (order by n.employee_name) as name_rank
        from (select p.id, p.document_number, ${personFullNameOf('p')} as employee_name from persons p
              where p.company_id = ${companyId} and ${anyId(sql`p.id`, personIds)}
                and ${idRange(sql`p.id`, personIds)}) n`,
  );
  const byPerson = new Map(persons.map((row) => [Number(row.id), row]));
  const byContract = new Map<number, PersonOfContract>();
  for (const contract of contracts) {
    const person = byPerson.get(Number(contract.personId));
    if (!person) continue;
    byContract.set(Number(contract.id), {
      contractId: Number(contract.id),
      documentNumber: person.documentNumber,
      employeeName: person.employeeName,
      nameRank: Number(person.nameRank),
    });
  }
  return byContract;
}

/**
 * The accumulated payroll periods each change reaches: before its carrying period, ending on or after
 * its date, with a current result of its contract (what the carrying run recomputes). Same `where`
 * as `changeRows`.
 */
async function reachedOf(db: Database, companyId: number, where: SQL) {
  const rows = await camelRowsOf<ReachedRow>(
    db,
    sql`select distinct rc.id as change_id, c.id as calendar_id, c.year, c.month, c.fortnight, c.detail,
          c.period_start::text as period_start, c.period_end::text as period_end
        from retroactive_changes rc
        join pay_calendars cc on cc.company_id = rc.company_id and cc.id = rc.carrying_calendar_id
        join settlement_results r on r.company_id = rc.company_id and r.contract_id = rc.contract_id
        ${joinCurrentCalendar('r')}
        where rc.company_id = ${companyId} and ${where} and c.type = 'NM' and c.state = 'ACCUMULATED'
          and c.period_end >= rc.from_date and c.period_start < cc.period_start
        order by rc.id, period_start`,
  );
  const byChange = new Map<number, TRetroactivePeriod[]>();
  for (const row of rows) {
    const list = byChange.get(Number(row.changeId)) ?? [];
    list.push(toPeriod(row));
    byChange.set(Number(row.changeId), list);
  }
  return byChange;
}

/** Changes with the periods they reach, in `changeRows` order. */
async function changesWhere(db: Database, companyId: number, where: SQL): Promise<TRetroactiveChange[]> {
  const rows = await changeRows(db, companyId, where);
  if (rows.length === 0) return [];
  const reached = await reachedOf(db, companyId, where);
  return rows.map((row) => toChange(row, reached.get(Number(row.id)) ?? []));
}

function statusOf(row: ChangeRow): TRetroactiveChange['status'] {
  const done = row.state === 'ACCUMULATED';
  if (done || row.state === 'PROCESSED') {
    if (row.settled) return done ? 'PAID' : 'SETTLED';
    if (row.processed) return 'NO_DIFFERENCE';
  }
  return done ? 'NOT_PAID' : 'PENDING';
}

function toChange(row: ChangeRow, reaches: TRetroactivePeriod[]): TRetroactiveChange {
  const status = statusOf(row);
  return {
    id: Number(row.id),
    contractId: Number(row.contractId),
    documentNumber: row.documentNumber,
    employeeName: row.employeeName,
    from: isoDay(row.fromDate),
    source: row.source,
    sourceName: RETROACTIVE_SOURCE_NAMES[row.source],
    description: row.description,
    carrying: toPeriod(row),
    reaches,
    status,
    statusName: RETROACTIVE_STATUS_NAMES[status],
    createdAt: new Date(row.createdAt).toISOString(),
    registeredBy: row.registeredBy,
  };
}

interface CarryingRow {
  id: number;
  state: string;
  periodStart: string | Date;
  periodEnd: string | Date;
  lastAccumulatedEnd: string | Date | null;
  year: number;
  month: number;
  fortnight: number | null;
}

/** The company's payroll calendar, with the end of its latest accumulated payroll period. */
async function carryingCalendar(db: Database, companyId: number, calendarId: number) {
  const [row] = await camelRowsOf<CarryingRow>(
    db,
    sql`select c.id, c.state, c.year, c.month, c.fortnight, c.period_start::text as period_start, c.period_end::text as period_end,
          (select max(a.period_end)::text from pay_calendars a
            where a.company_id = c.company_id and a.type = 'NM' and a.state = 'ACCUMULATED') as last_accumulated_end
        from pay_calendars c where c.company_id = ${companyId} and c.id = ${calendarId} and c.type = 'NM'`,
  );
  return row;
}

interface UnpaidRow {
  contractId: number;
  documentNumber: string;
  employeeName: string;
}

/**
 * The contracts a payroll period cannot pay: retired on or before its end (the retirement's final
 * settlement pays that period, or the person is gone) or ended before it starts. The payroll run
 * leaves them out, so a retroactive change carried there would pay nothing.
 */
function notPayableIn(db: Database, companyId: number, period: CarryingRow, contractIds: readonly number[]) {
  const [start, end] = [isoDay(period.periodStart), isoDay(period.periodEnd)];
  return camelRowsOf<UnpaidRow>(
    db,
    sql`select k.id as contract_id, p.document_number, ${personFullNameOf('p')} as employee_name
        from contracts k
        join persons p on p.company_id = k.company_id and p.id = k.person_id
        where k.company_id = ${companyId} and ${anyId(sql`k.id`, contractIds)}
          and (k.retirement_date <= ${end} or k.end_date < ${start}
            or exists (select 1 from novelty_retirements r
                        where r.company_id = k.company_id and r.contract_id = k.id and r.retirement_date <= ${end}))
        order by employee_name, k.id`,
  );
}

/** Up to five people by name, then how many more. */
function namesOf(rows: readonly UnpaidRow[]): string {
  const named = rows.slice(0, 5).map((row) => `${row.employeeName} (${row.documentNumber})`);
  const more = rows.length - named.length;
  return more > 0 ? `${named.join(', ')} y ${more} más` : named.join(', ');
}

/** Registering, listing and removing the retroactive changes a payroll period carries (issue 32, decision 0345). */
export function createRetroactiveChangesService(deps: { db: Database }) {
  const { db } = deps;
  const guard = createPeriodGuard();
  const processedRange = (row: CarryingRow) => [{ from: isoDay(row.periodStart), to: isoDay(row.periodEnd) }];

  return {
    async list(companyId: number, query: TRetroactiveChangeQuery): Promise<TRetroactiveChangeList> {
      const conditions: SQL[] = [sql`true`];
      if (query.calendarId !== undefined)
        conditions.push(sql`rc.carrying_calendar_id = ${Number(query.calendarId)}`);
      if (query.contractId !== undefined) conditions.push(sql`rc.contract_id = ${Number(query.contractId)}`);
      return { changes: await changesWhere(db, companyId, sql.join(conditions, sql` and `)) };
    },

    async create(
      companyId: number,
      userId: number | null,
      body: TRetroactiveChangeCreate,
    ): Promise<TRetroactiveChangeCreated> {
      const contractIds = [...new Set(body.contractIds)].sort((a, b) => a - b);
      const known = await camelRowsOf<{ id: number }>(
        db,
        sql`select id from contracts where company_id = ${companyId} and ${anyId(sql`id`, contractIds)}`,
      );
      // Another company's contract answers as one that does not exist.
      if (known.length !== contractIds.length) throw notFound(M.contractNotFound);
      const calendar = await carryingCalendar(db, companyId, body.carryingCalendarId);
      const lastEnd = calendar?.lastAccumulatedEnd ? isoDay(calendar.lastAccumulatedEnd) : null;
      if (
        !calendar ||
        calendar.state === 'ACCUMULATED' ||
        (lastEnd !== null && isoDay(calendar.periodStart) <= lastEnd)
      ) {
        throw conflict(ERROR_CODES.conflict, M.carryingNotOpen);
      }
      const impact = await retroactiveImpact(db, { companyId, contractIds, from: body.from });
      if (impact.people.length !== contractIds.length) {
        throw new AppError(422, 'NOTHING_REACHED', M.nothingReached);
      }
      const unpaid = await notPayableIn(db, companyId, calendar, contractIds);
      const period = {
        year: Number(calendar.year),
        month: Number(calendar.month),
        fortnight: calendar.fortnight,
      };
      const label = `${period.fortnight === null ? '' : 'la '}${periodLabel(period)}`;
      const refused = unpaid.length === 0 ? '' : M.notInForce(namesOf(unpaid), label);
      if (unpaid.length === contractIds.length) throw new AppError(422, 'NOT_IN_FORCE', refused);
      const payable = contractIds.filter((id) => !unpaid.some((row) => row.contractId === id));
      const ids = await withAuditActor(db, userId, async (tx) => {
        const inserted: number[] = [];
        // 20.000 contracts at most: one statement per thousand rows.
        for (let at = 0; at < payable.length; at += 1_000) {
          const rows = await tx
            .insert(retroactiveChanges)
            .values(
              payable.slice(at, at + 1_000).map((contractId) => ({
                companyId,
                contractId,
                fromDate: body.from,
                carryingCalendarId: calendar.id,
                source: body.source,
                description: body.description ? body.description : null,
                createdBy: userId,
              })),
            )
            .returning({ id: retroactiveChanges.id });
          inserted.push(...rows.map((row) => row.id));
        }
        // A legal value loaded late is answered once its differences are registered.
        if (body.source === 'LEGAL_VALUE') await registerLegalValueReview(tx, companyId, userId, body.from);
        // As a novelty entered into a processed period: it must be processed again before Acumular.
        if (calendar.state === 'PROCESSED') await guard.markOnly(tx, companyId, processedRange(calendar));
        return inserted;
      });
      const changes = await changesWhere(db, companyId, anyId(sql`rc.id`, ids));
      const message = calendar.state === 'PROCESSED' ? `${M.created} ${M.carryingProcessed}` : M.created;
      return { changes, message: refused ? `${message} ${refused}` : message };
    },

    async remove(companyId: number, userId: number | null, id: number): Promise<TRetroactiveMessage> {
      const [row] = await changeRows(db, companyId, sql`rc.id = ${id}`);
      if (!row) throw notFound(M.changeNotFound);
      if (row.state === 'ACCUMULATED') {
        // Only a change the accumulated period paid is "ya se pagó"; the others say where it stayed.
        const paid = statusOf(row) === 'PAID';
        throw conflict(
          ERROR_CODES.conflict,
          paid ? M.changeAlreadyPaid : M.changeCarryingAccumulated(toPeriod(row).label),
        );
      }
      await withAuditActor(db, userId, async (tx) => {
        await tx.execute(sql`delete from retroactive_changes where company_id = ${companyId} and id = ${id}`);
        if (row.state === 'PROCESSED')
          await guard.markOnly(tx, companyId, [{ from: isoDay(row.periodStart), to: isoDay(row.periodEnd) }]);
      });
      return { message: row.state === 'PROCESSED' ? `${M.removed} ${M.removedProcessed}` : M.removed };
    },
  };
}

export type RetroactiveChangesService = ReturnType<typeof createRetroactiveChangesService>;
