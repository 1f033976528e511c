import { addDays, type FixedTermState, nextFixedTermRenewal, noticeInTime } from '@quincena/payroll';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  type ContractEventInsert,
  type DueContract,
  dueFixedTermContracts,
  insertEvents,
  markPeriodsForReprocess,
  moveEndDate,
  renewalPolicy,
  renewalsOf,
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

/**
 * Renews one fixed-term contract as CST art. 46 says until its end date reaches `throughDate` (at least
 * once), or records it as indefinite once the four-year cap is reached. Automatic renewals are the law's
 * (no one gave notice); the others are a clerk's decision. The contract's end date moves only if it still
 * is the one read, so two callers never record a renewal twice.
 */
export async function renewContract(
  db: Database,
  companyId: number,
  contract: Pick<DueContract, 'id' | 'startDate' | 'endDate' | 'status' | 'noticeDate'>,
  throughDate: string,
  by: { automatic: boolean; userId: number | null },
): Promise<RenewalResult> {
  const previous = await renewalsOf(db, companyId, contract.id);
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

  const endDate = indefiniteFrom === null ? state.endDate : null;
  const moved = await moveEndDate(db, companyId, contract.id, contract.endDate, endDate, {
    ...(contract.status === EXPIRED_WITHOUT_DECISION ? { status: 'ACTIVO' } : {}),
    // Past the cap the law reads the contract as indefinite: DIAN and PILA files and the CST art. 64
    // indemnity must see it so (decision 0311).
    ...(indefiniteFrom !== null ? { contractType: '2' } : {}),
  });
  if (!moved) return { endDate: contract.endDate, indefiniteFrom: null, recorded: false };
  await insertEvents(db, events);
  await markPeriodsForReprocess(db, companyId, addDays(contract.endDate, 1), endDate ?? OPEN_END);
  return { endDate, indefiniteFrom, recorded: true };
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
    // One transaction per contract (a savepoint inside a run's): its end date and events move together.
    const result = await db.transaction((tx) =>
      renewContract(tx as unknown as Database, companyId, contract, throughDate, {
        automatic: true,
        userId: null,
      }),
    );
    if (result.recorded) outcome.renewed += 1;
  }
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
