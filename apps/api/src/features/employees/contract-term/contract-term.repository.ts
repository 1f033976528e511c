import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { contractEvents, contracts, payrollConfigs } from '../../../db/schema/index.ts';
import { ofCompany } from '../../../platform/sql/company-scope.ts';
import { anyId } from '../../../platform/sql/id-list.ts';
import { rowsOf } from '../../../platform/sql/rows.ts';

export type ContractEventRow = typeof contractEvents.$inferSelect;
export type ContractEventInsert = typeof contractEvents.$inferInsert;

/** The company's renewal policy; a company that never saved /Payroll renews automatically (the default). */
export async function renewalPolicy(
  db: Database,
  companyId: number,
): Promise<'AUTOMATICA' | 'DECISION_EXPLICITA'> {
  const [row] = await db
    .select({ policy: payrollConfigs.fixedTermRenewal })
    .from(payrollConfigs)
    .where(eq(payrollConfigs.companyId, companyId));
  return row?.policy === 'DECISION_EXPLICITA' ? 'DECISION_EXPLICITA' : 'AUTOMATICA';
}

export interface DueContract {
  id: number;
  startDate: string;
  endDate: string;
  status: string;
  /** The day of a notice of non-renewal given for this end date, if any. */
  noticeDate: string | null;
}

/**
 * Fixed-term contracts whose end date is before `throughDate` and that nobody ended: no retirement on the
 * contract, no retirement novelty on or before the end date. Each with the notice given for its end date.
 */
export async function dueFixedTermContracts(
  db: Database,
  companyId: number,
  throughDate: string,
): Promise<DueContract[]> {
  const result = (await db.execute(sql`
    select c.id, c.start_date::text as "startDate", c.end_date::text as "endDate", c.status,
           (select max(e.notice_date)::text from contract_events e
             where e.company_id = c.company_id and e.contract_id = c.id
               and e.type = 'PREAVISO_NO_RENOVACION' and e.previous_end_date = c.end_date) as "noticeDate"
      from contracts c
     where c.company_id = ${companyId}
       and c.contract_type = '1'
       and c.end_date is not null and c.end_date < ${throughDate}::date
       and c.retirement_date is null
       and c.status <> 'RETIRADO'
       and not exists (select 1 from novelty_retirements r
             where r.company_id = c.company_id and r.contract_id = c.id and r.retirement_date <= c.end_date)
     order by c.id`)) as unknown as { rows: DueContract[] };
  return result.rows;
}

/** One contract's events of the company, optionally of one type and narrowed further. */
export function eventsOfContract(
  companyId: number,
  contractId: number,
  type?: ContractEventRow['type'],
  ...more: SQL[]
): SQL {
  return ofCompany(
    contractEvents.companyId,
    companyId,
    eq(contractEvents.contractId, contractId),
    type ? eq(contractEvents.type, type) : undefined,
    ...more,
  );
}

export async function renewalsOf(db: Database, companyId: number, contractId: number) {
  return db
    .select()
    .from(contractEvents)
    .where(eventsOfContract(companyId, contractId, 'RENOVACION'))
    .orderBy(asc(contractEvents.eventDate), asc(contractEvents.id));
}

/** The renewals of many contracts in one read, by contract and oldest first (as `renewalsOf` each). */
export async function renewalsOfContracts(db: Database, companyId: number, contractIds: readonly number[]) {
  return db
    .select({
      contractId: contractEvents.contractId,
      eventDate: contractEvents.eventDate,
      previousEndDate: contractEvents.previousEndDate,
      newEndDate: contractEvents.newEndDate,
    })
    .from(contractEvents)
    .where(
      ofCompany(
        contractEvents.companyId,
        companyId,
        anyId(contractEvents.contractId, contractIds),
        eq(contractEvents.type, 'RENOVACION'),
      ),
    )
    .orderBy(asc(contractEvents.contractId), asc(contractEvents.eventDate), asc(contractEvents.id));
}

export async function eventsOf(
  db: Database,
  companyId: number,
  contractId: number,
): Promise<ContractEventRow[]> {
  return db
    .select()
    .from(contractEvents)
    .where(eventsOfContract(companyId, contractId))
    .orderBy(asc(contractEvents.eventDate), asc(contractEvents.id));
}

/**
 * Moves a contract's end date only if it still is `from`: two callers renewing at once (a run and a read)
 * record each renewal once, the second finding the date already moved.
 */
export async function moveEndDate(
  db: Database,
  companyId: number,
  contractId: number,
  from: string,
  to: string | null,
  extra: { status?: string; contractType?: string } = {},
): Promise<boolean> {
  const moved = await db
    .update(contracts)
    .set({ endDate: to, ...extra, updatedAt: sql`now()` })
    .where(
      ofCompany(contracts.companyId, companyId, eq(contracts.id, contractId), eq(contracts.endDate, from)),
    )
    .returning({ id: contracts.id });
  return moved.length > 0;
}

/**
 * `moveEndDate` for many contracts in one statement: each end date moves only if it still is its
 * `from`; a status or contract type given is set with it. Returns the ids that moved.
 */
export async function moveEndDates(
  db: Database,
  companyId: number,
  moves: readonly { id: number; from: string; to: string | null; status?: string; contractType?: string }[],
): Promise<Set<number>> {
  if (moves.length === 0) return new Set();
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`update contracts c
           set end_date = m."to", status = coalesce(m.status, c.status),
               contract_type = coalesce(m."contractType", c.contract_type), updated_at = now()
          from json_to_recordset(${JSON.stringify(moves)}::json)
            as m(id integer, "from" date, "to" date, status text, "contractType" text)
         where c.company_id = ${companyId} and c.id = m.id and c.end_date = m."from"
     returning c.id`,
  );
  return new Set(rows.map((row) => row.id));
}

export async function insertEvents(db: Database, rows: readonly ContractEventInsert[]): Promise<void> {
  if (rows.length > 0) await db.insert(contractEvents).values([...rows]);
}

export async function setStatus(db: Database, companyId: number, contractId: number, status: string) {
  await db
    .update(contracts)
    .set({ status, updatedAt: sql`now()` })
    .where(ofCompany(contracts.companyId, companyId, eq(contracts.id, contractId)));
}

/**
 * Processed payroll periods (NM) that a moved end date touches must be processed again before Acumular:
 * the worker is now paid in them (or no longer).
 */
export async function markPeriodsForReprocess(db: Database, companyId: number, from: string, to: string) {
  await db.execute(sql`
    update pay_calendars set needs_reprocess = true
     where company_id = ${companyId} and type = 'NM' and state = 'PROCESSED'
       and period_start <= ${to}::date and period_end >= ${from}::date`);
}
