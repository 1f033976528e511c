import { addDays, type FixedTermState, nextFixedTermRenewal, noticeInTime } from '@quincena/payroll';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  type ContractEventInsert,
  type ContractEventRow,
  type DueContract,
  dueFixedTermContracts,
  insertEvents,
  markPeriodsForReprocess,
  moveEndDate,
  moveEndDates,
  renewalPolicy,
  renewalsOf,
  renewalsOfContracts,
  setStatus,
} from './contract-term.repository.ts';
import { dmy } from './term-text.ts';

/** Statuses a fixed-term contract takes when its end date passes without a renewal (decision 0311). */
export const EXPIRED_WITHOUT_DECISION = 'VENCIDO';
export const ENDED_BY_NOTICE = 'TERMINADO';

/** Beyond any period: an indefinite contract runs on. */
const OPEN_END = '9999-12-31';

export interface RenewalResult {
  /** The end date after the renewals; null once the contract became indefinite. */
  endDate: string | null;
  /** The first day without an end date when the four-year cap was reached. */
  indefiniteFrom: string | null;
  /** False when another caller renewed it meanwhile (nothing recorded here). */
  recorded: boolean;
}

type RenewalContract = Pick<DueContract, 'id' | 'startDate' | 'endDate' | 'status' | 'noticeDate'>;
type RenewalEvent = Pick<ContractEventRow, 'eventDate' | 'previousEndDate' | 'newEndDate'>;

/** What renewing one contract records: its events, its new end date and the columns that change with it. */
interface RenewalPlan {
  events: ContractEventInsert[];
  endDate: string | null;
  indefiniteFrom: string | null;
  extra: { status?: string; contractType?: string };
}

/**
 * The renewals CST art. 46 gives one contract until its end date reaches `throughDate` (at least once),
 * or the day it becomes indefinite once the four-year cap is reached; `previous` are its earlier
 * renewals, oldest first. Pure: the callers read and write.
 */
function planRenewal(
  companyId: number,
  contract: RenewalContract,
  previous: readonly RenewalEvent[],
  throughDate: string,
  by: { automatic: boolean; userId: number | null },
): RenewalPlan {
  const first = previous[0];
  const last = previous.at(-1);
  let state: FixedTermState = {
    startDate: contract.startDate,
    firstEndDate: first?.previousEndDate ?? contract.endDate,
    endDate: contract.endDate,
    renewals: previous.length,
    ...(last?.newEndDate ? { lastRenewal: { from: last.eventDate, to: last.newEndDate } } : {}),
  };
  const events: ContractEventInsert[] = [];
  const lateNotice =
    contract.noticeDate !== null
      ? `Preaviso entregado el ${dmy(contract.noticeDate)}, con menos de 30 días de antelación: no impidió la renovación.`
      : null;
  let indefiniteFrom: string | null = null;
  do {
    const next = nextFixedTermRenewal(state);
    const base = {
      companyId,
      contractId: contract.id,
      eventDate: next.eventDate,
      previousEndDate: next.previousEndDate,
      automatic: by.automatic,
      createdBy: by.userId,
      note: events.length === 0 ? lateNotice : null,
    };
    if (next.kind === 'INDEFINIDO') {
      events.push({ ...base, type: 'INDEFINIDO', newEndDate: null });
      indefiniteFrom = next.eventDate;
      break;
    }
    events.push({
      ...base,
      type: 'RENOVACION',
      newEndDate: next.newEndDate,
      renewalNumber: next.renewalNumber,
      note:
        [base.note, next.capped ? 'Limitada al tope de cuatro años del art. 46 CST.' : null]
          .filter(Boolean)
          .join(' ') || null,
    });
    state = {
      ...state,
      endDate: next.newEndDate,
      renewals: next.renewalNumber,
      lastRenewal: { from: next.eventDate, to: next.newEndDate },
    };
  } while (state.endDate < throughDate);

  return {
    events,
    endDate: indefiniteFrom === null ? state.endDate : null,
    indefiniteFrom,
    extra: {
      ...(contract.status === EXPIRED_WITHOUT_DECISION ? { status: 'ACTIVO' } : {}),
      // Past the cap the law reads the contract as indefinite: DIAN and PILA files and the CST art. 64
      // indemnity must see it so (decision 0311).
      ...(indefiniteFrom !== null ? { contractType: '2' } : {}),
    },
  };
}

/**
 * Renews one fixed-term contract as CST art. 46 says until its end date reaches `throughDate` (at least
 * once), or records it as indefinite once the four-year cap is reached. Automatic renewals are the law's
 * (no one gave notice); the others are a clerk's decision. The contract's end date moves only if it still
 * is the one read, so two callers never record a renewal twice.
 */
export async function renewContract(
  db: Database,
  companyId: number,
  contract: RenewalContract,
  throughDate: string,
  by: { automatic: boolean; userId: number | null },
): Promise<RenewalResult> {
  const previous = await renewalsOf(db, companyId, contract.id);
  const plan = planRenewal(companyId, contract, previous, throughDate, by);
  const moved = await moveEndDate(db, companyId, contract.id, contract.endDate, plan.endDate, plan.extra);
  if (!moved) return { endDate: contract.endDate, indefiniteFrom: null, recorded: false };
  await insertEvents(db, plan.events);
  await markPeriodsForReprocess(db, companyId, addDays(contract.endDate, 1), plan.endDate ?? OPEN_END);
  return { endDate: plan.endDate, indefiniteFrom: plan.indefiniteFrom, recorded: true };
}

/**
 * The law's renewals of many due contracts with one read of their earlier renewals, one update of
 * their end dates and one insert of their events (issue 29: a run renewed them one by one, six
 * statements each, inside the Procesar request). Same rows as `renewContract` for each: an end date
 * moves only if it still is the one read, and only a moved contract gets its events. Returns how
 * many were renewed.
 */
async function renewAutomatically(
  db: Database,
  companyId: number,
  due: readonly RenewalContract[],
  throughDate: string,
): Promise<number> {
  const previousOf = new Map<number, RenewalEvent[]>();
  for (const event of await renewalsOfContracts(
    db,
    companyId,
    due.map((contract) => contract.id),
  )) {
    const list = previousOf.get(event.contractId);
    if (list) list.push(event);
    else previousOf.set(event.contractId, [event]);
  }
  const plans = due.map((contract) => ({
    contract,
    plan: planRenewal(companyId, contract, previousOf.get(contract.id) ?? [], throughDate, {
      automatic: true,
      userId: null,
    }),
  }));
  // One savepoint for the whole set: end dates and events move together.
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const moved = await moveEndDates(
      tx,
      companyId,
      plans.map(({ contract, plan }) => ({
        id: contract.id,
        from: contract.endDate,
        to: plan.endDate,
        ...plan.extra,
      })),
    );
    const done = plans.filter(({ contract }) => moved.has(contract.id));
    await insertEvents(
      tx,
      done.flatMap(({ plan }) => plan.events),
    );
    const ranges = new Set(
      done.map(({ contract, plan }) => `${addDays(contract.endDate, 1)}/${plan.endDate ?? OPEN_END}`),
    );
    for (const range of ranges) {
      const [from, to] = range.split('/') as [string, string];
      await markPeriodsForReprocess(tx, companyId, from, to);
    }
    return done.length;
  });
}

export interface DueOutcome {
  renewed: number;
  expired: number;
  ended: number;
}

/**
 * Settles every fixed-term contract of the company whose end date is before `throughDate` (idempotent): a
 * notice given in time ends it on its end date; under the company's explicit-decision setting it waits as
 * "Vencido sin decisión"; otherwise the law renews it (CST art. 46). Statuses change only for end dates
 * before `today`: a run of a later period renews ahead, but nobody is "vencido" before the day comes.
 */
export async function renewDueContracts(
  db: Database,
  companyId: number,
  throughDate: string,
  today: string = throughDate,
): Promise<DueOutcome> {
  const outcome: DueOutcome = { renewed: 0, expired: 0, ended: 0 };
  const due = await dueFixedTermContracts(db, companyId, throughDate);
  if (due.length === 0) return outcome;
  const policy = await renewalPolicy(db, companyId);
  const renewing: DueContract[] = [];
  for (const contract of due) {
    const passed = contract.endDate < today;
    if (contract.noticeDate !== null && noticeInTime(contract.noticeDate, contract.endDate)) {
      if (passed && contract.status !== ENDED_BY_NOTICE) {
        await setStatus(db, companyId, contract.id, ENDED_BY_NOTICE);
        outcome.ended += 1;
      }
      continue;
    }
    if (policy === 'DECISION_EXPLICITA') {
      if (passed && contract.status !== EXPIRED_WITHOUT_DECISION) {
        await setStatus(db, companyId, contract.id, EXPIRED_WITHOUT_DECISION);
        outcome.expired += 1;
      }
      continue;
    }
    renewing.push(contract);
  }
  if (renewing.length > 0) outcome.renewed = await renewAutomatically(db, companyId, renewing, throughDate);
  return outcome;
}

/**
 * The daily sweep (decision 0311): every company with a fixed-term contract past its end date, as of
 * `today`. The reads of contracts and every run renew on their own; the sweep keeps what no one read since
 * midnight (novelty pickers and validation, documents) in step within minutes.
 */
export async function renewDueContractsOfAll(db: Database, today: string): Promise<void> {
  const result = (await db.execute(sql`
    select distinct company_id as "companyId" from contracts
     where contract_type = '1' and end_date < ${today}::date and retirement_date is null
       and status not in ('RETIRADO', 'VENCIDO', 'TERMINADO')`)) as unknown as {
    rows: { companyId: number }[];
  };
  for (const { companyId } of result.rows) {
    await db.transaction(async (tx) => {
      await renewDueContracts(tx as unknown as Database, companyId, today, today);
    });
  }
}
