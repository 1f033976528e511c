import { ERROR_CODES } from '@quincena/contracts';
import {
  CONTRACT_TERM_MESSAGES as M,
  type TContractTerm,
  type TContractTermChange,
  type TContractTermState,
  type TNonRenewalNoticeInput,
} from '@quincena/contracts/employees';
import { addDays, nextFixedTermRenewal, noticeDeadline, noticeInTime } from '@quincena/payroll';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { contractEvents, contracts } from '../../../db/schema/index.ts';
import { setAuditActor } from '../../../platform/audit/index.ts';
import type { Clock } from '../../../platform/clock.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors/app-error.ts';
import { colombianDate } from '../employees.service.ts';
import {
  eventsOf,
  eventsOfContract,
  insertEvents,
  markPeriodsForReprocess,
  moveEndDate,
  renewalsOf,
} from './contract-term.repository.ts';
import { EXPIRED_WITHOUT_DECISION, renewContract, renewDueContracts } from './renew-due.ts';
import { dmy, toEventView } from './term-text.ts';

const CONTRACT_NOT_FOUND = 'No encontramos el contrato';

type ContractHead = {
  id: number;
  contractType: string;
  startDate: string;
  endDate: string | null;
  status: string;
};

async function contractHead(
  db: Database,
  companyId: number,
  id: number,
  lock = false,
): Promise<ContractHead> {
  const query = db
    .select({
      id: contracts.id,
      contractType: contracts.contractType,
      startDate: contracts.startDate,
      endDate: contracts.endDate,
      status: contracts.status,
    })
    .from(contracts)
    .where(and(eq(contracts.companyId, companyId), eq(contracts.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(CONTRACT_NOT_FOUND);
  return row;
}

/**
 * The term of fixed-term contracts (CST art. 46 as Ley 2466 de 2025 left it; decision 0311): the history of
 * renewals and notices, the notice of non-renewal, and the clerk's renewal of a contract that expired
 * without a decision. Ending such a contract is a retirement (Novedades de retiros), as any other end.
 */
export function createContractTermService({ db, clock }: { db: Database; clock: Clock }) {
  const today = () => colombianDate(clock.now());

  async function term(tx: Database, companyId: number, contractId: number): Promise<TContractTerm> {
    const head = await contractHead(tx, companyId, contractId);
    const events = await eventsOf(tx, companyId, contractId);
    const noticeFor = (end: string) =>
      events.find((e) => e.type === 'PREAVISO_NO_RENOVACION' && e.previousEndDate === end);
    let state: TContractTermState = 'NO_APLICA';
    if (head.contractType === '1' && head.endDate !== null && head.status !== 'RETIRADO') {
      const notice = noticeFor(head.endDate);
      if (head.status === EXPIRED_WITHOUT_DECISION) state = 'VENCIDO_SIN_DECISION';
      else if (notice?.noticeDate && noticeInTime(notice.noticeDate, head.endDate)) {
        state = head.endDate < today() ? 'TERMINADO' : 'TERMINA_CON_PREAVISO';
      } else state = 'VIGENTE';
    }
    return {
      contractId,
      state,
      endDate: head.endDate,
      noticeDeadline:
        state === 'VIGENTE' || state === 'TERMINA_CON_PREAVISO'
          ? noticeDeadline(head.endDate as string)
          : null,
      events: events.map(toEventView),
    };
  }

  return {
    /** The contract's term and history, after recording any renewal the law made up to today. */
    async get(companyId: number, contractId: number): Promise<TContractTerm> {
      await contractHead(db, companyId, contractId);
      await renewDueContracts(db, companyId, today(), today());
      return term(db, companyId, contractId);
    },

    /**
     * Records the written notice of non-renewal. In time (≥ 30 days before the end date) the contract ends
     * on its end date: a renewal recorded ahead for a later period is taken back. Late, the law still renews
     * it and the answer says so.
     */
    async giveNotice(
      companyId: number,
      contractId: number,
      input: TNonRenewalNoticeInput,
      userId: number,
    ): Promise<TContractTermChange> {
      const body = input;
      const now = today();
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        await setAuditActor(tx, userId);
        const head = await contractHead(tx, companyId, contractId, true);
        if (head.contractType !== '1' || head.endDate === null || head.status === 'RETIRADO') {
          throw badRequest(ERROR_CODES.validation, M.notFixedTerm, { noticeDate: M.notFixedTerm });
        }
        if (body.noticeDate > now)
          throw badRequest(ERROR_CODES.validation, M.noticeInFuture, { noticeDate: M.noticeInFuture });
        if (body.noticeDate < head.startDate) {
          throw badRequest(ERROR_CODES.validation, M.noticeBeforeStart, { noticeDate: M.noticeBeforeStart });
        }
        // A run of a later period may have renewed the contract ahead: its renewals not yet begun are
        // provisional, and the notice speaks of the end date in force today.
        const renewals = await renewalsOf(tx, companyId, contractId);
        const ahead = renewals.filter((r) => r.automatic && r.eventDate > now);
        const end = ahead[0]?.previousEndDate ?? head.endDate;
        if (end < now) throw conflict(ERROR_CODES.conflict, M.endPassed(dmy(end)));
        const [existing] = await tx
          .select({ noticeDate: contractEvents.noticeDate })
          .from(contractEvents)
          .where(
            eventsOfContract(
              companyId,
              contractId,
              'PREAVISO_NO_RENOVACION',
              eq(contractEvents.previousEndDate, end),
            ),
          );
        if (existing) throw conflict(ERROR_CODES.conflict, M.noticeExists(dmy(existing.noticeDate ?? end)));
        const inTime = noticeInTime(body.noticeDate, end);
        if (inTime && ahead.length > 0) {
          await tx
            .delete(contractEvents)
            .where(
              eventsOfContract(
                companyId,
                contractId,
                'RENOVACION',
                eq(contractEvents.automatic, true),
                gt(contractEvents.eventDate, now),
              ),
            );
          await moveEndDate(tx, companyId, contractId, head.endDate, end);
          await markPeriodsForReprocess(tx, companyId, addDays(end, 1), head.endDate);
        }
        const deadline = noticeDeadline(end);
        await insertEvents(tx, [
          {
            companyId,
            contractId,
            type: 'PREAVISO_NO_RENOVACION',
            eventDate: body.noticeDate,
            noticeDate: body.noticeDate,
            previousEndDate: end,
            automatic: false,
            createdBy: userId,
            note: inTime
              ? null
              : `Entregado después del ${dmy(deadline)} (30 días antes del vencimiento): no impide la renovación.`,
          },
        ]);
        let message = M.noticeInTime(dmy(end));
        if (!inTime) {
          const kept = renewals.filter((r) => !(r.automatic && r.eventDate > now));
          const last = kept.at(-1);
          const next = nextFixedTermRenewal({
            startDate: head.startDate,
            firstEndDate: kept[0]?.previousEndDate ?? end,
            endDate: end,
            renewals: kept.length,
            ...(last?.newEndDate ? { lastRenewal: { from: last.eventDate, to: last.newEndDate } } : {}),
          });
          message =
            next.kind === 'RENOVACION'
              ? M.noticeLate(dmy(deadline), dmy(end), dmy(next.newEndDate))
              : M.noticeLateIndefinite(dmy(deadline), dmy(end));
        }
        return { term: await term(tx, companyId, contractId), message };
      });
    },

    /** The clerk's renewal of a contract "Vencido sin decisión" (explicit-decision setting). */
    async renew(companyId: number, contractId: number, userId: number): Promise<TContractTermChange> {
      const now = today();
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        await setAuditActor(tx, userId);
        const head = await contractHead(tx, companyId, contractId, true);
        if (head.status !== EXPIRED_WITHOUT_DECISION || head.endDate === null) {
          throw conflict(ERROR_CODES.conflict, M.notExpired);
        }
        const result = await renewContract(
          tx,
          companyId,
          { ...head, endDate: head.endDate, noticeDate: null },
          now,
          { automatic: false, userId },
        );
        const message =
          result.indefiniteFrom !== null
            ? M.becameIndefinite(dmy(result.indefiniteFrom))
            : M.renewed(dmy(result.endDate ?? head.endDate));
        return { term: await term(tx, companyId, contractId), message };
      });
    },
  };
}

export type ContractTermService = ReturnType<typeof createContractTermService>;
