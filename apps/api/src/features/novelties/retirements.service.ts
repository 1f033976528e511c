import { ERROR_CODES } from '@quincena/contracts';
import {
  NOVELTY_MESSAGES as M,
  type TNoveltyListQueryParsed,
  type TRetirementPage,
  type TRetirementRequest,
  type TRetirementRow,
  ZRetirementRequest,
} from '@quincena/contracts/novelties';
import type { RetirementReason } from '@quincena/payroll';
import type { Database } from '../../db/client.ts';
import { releaseRetirementCalendar } from '../../pay-period/calendars/retirement-calendar.ts';
import type { TouchedRange } from '../../pay-period/period-guard.ts';
import { setAuditActor } from '../../platform/audit/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { toPage } from '../../platform/paging/list-query.ts';
import { retirementReasons } from '../reference/index.ts';
import {
  calendarRange,
  invalid,
  lockContract,
  nmCalendar,
  noveltyNotFound,
  parseInput,
} from './novelty-context.ts';
import type { NoveltyDeps } from './overtime.service.ts';
import {
  deleteRetirement,
  insertRetirement,
  selectRetirementForUpdate,
  selectRetirementOfContract,
  selectRetirementPage,
  selectRetirementRow,
  updateRetirement,
} from './retirements.repository.ts';

/**
 * The engine's retirement reason for each code of the list `retirement-reasons` (CST arts. 61, 62, 64, 80).
 * Only the reasons that owe the CST art. 64 indemnity map to dismissal without cause (the list's
 * owesIndemnity, kept in step by a test); closing the company and the trial period end without it.
 */
export const ENGINE_RETIREMENT_REASON: Readonly<Record<string, RetirementReason>> = {
  RENUNCIA: 'resignation',
  MUTUO_ACUERDO: 'mutual_agreement',
  VENCIMIENTO_PLAZO: 'fixed_term_expiry',
  OBRA_TERMINADA: 'work_completed',
  MUERTE: 'death',
  LIQUIDACION_EMPRESA: 'mutual_agreement',
  JUSTA_CAUSA_EMPLEADOR: 'dismissal_with_cause',
  JUSTA_CAUSA_TRABAJADOR: 'dismissal_without_cause',
  SIN_JUSTA_CAUSA: 'dismissal_without_cause',
  PERIODO_PRUEBA: 'dismissal_with_cause',
  PENSION: 'pension',
};

const reasonCodes = new Set(retirementReasons.items.map((item) => item.code));

/** A retirement whose final settlement is processed cannot change under it (issue 15). */
async function refuseWhileSettled(tx: Database, companyId: number, retirementId: number): Promise<void> {
  const refusal = await releaseRetirementCalendar(tx, companyId, retirementId);
  if (refusal) throw new AppError(409, ERROR_CODES.conflict, refusal);
}

/** Retirements (spec 02 §2 "Novedades de retiros", §3 "Retirement", §4, §7). */
export function createRetirementsService({ db, clock, guard }: NoveltyDeps) {
  async function mustRow(companyId: number, id: number): Promise<TRetirementRow> {
    const row = await selectRetirementRow(db, companyId, id);
    if (!row) throw noveltyNotFound();
    return row;
  }

  async function save(
    companyId: number,
    userId: number,
    input: TRetirementRequest,
    id?: number,
  ): Promise<number> {
    const body = parseInput(ZRetirementRequest, input);
    if (!reasonCodes.has(body.reasonCode)) throw invalid('reasonCode', M.retirementReasonUnknown);
    return db.transaction(async (tx) => {
      await setAuditActor(tx, userId);
      const current = id === undefined ? null : await selectRetirementForUpdate(tx, companyId, id);
      if (id !== undefined && !current) throw noveltyNotFound();
      if (current?.status === 'CERRADO ACUMULADO')
        throw new AppError(409, ERROR_CODES.conflict, M.retirementClosed);
      if (current) await refuseWhileSettled(tx, companyId, current.id);
      const contract = await lockContract(tx, companyId, body.contractId);
      if (body.date < contract.startDate) throw invalid('date', M.retirementBeforeStart);
      const existing = await selectRetirementOfContract(tx, companyId, contract.id);
      if (existing && existing.id !== id) {
        throw new AppError(409, ERROR_CODES.conflict, M.retirementAlreadyExists, {
          contractId: M.retirementAlreadyExists,
        });
      }
      const calendar = await nmCalendar(tx, companyId, body.calendarId);
      // The retirement ends the contract: every day from it on changes (no salary after it).
      const ranges: TouchedRange[] = [calendarRange(calendar), { from: body.date, to: body.date }];
      if (current) {
        ranges.push(calendarRange(await nmCalendar(tx, companyId, current.calendarId)));
        ranges.push({ from: current.retirementDate, to: current.retirementDate });
      }
      await guard.assertOpenAndMark(tx, companyId, ranges);
      const values = {
        contractId: contract.id,
        calendarId: calendar.id,
        reasonCode: body.reasonCode,
        retirementDate: body.date,
        updatedAt: clock.now(),
      };
      if (id !== undefined) {
        await updateRetirement(tx, companyId, id, values);
        return id;
      }
      return insertRetirement(tx, { ...values, companyId, createdByUserId: userId, createdAt: clock.now() });
    });
  }

  return {
    async list(companyId: number, query: TNoveltyListQueryParsed): Promise<TRetirementPage> {
      return toPage(query, (q) => selectRetirementPage(db, companyId, q));
    },

    reasons() {
      return retirementReasons.items.map((item) => ({ code: item.code, name: item.name }));
    },

    async create(companyId: number, userId: number, input: TRetirementRequest): Promise<TRetirementRow> {
      return mustRow(companyId, await save(companyId, userId, input));
    },

    async update(
      companyId: number,
      userId: number,
      id: number,
      input: TRetirementRequest,
    ): Promise<TRetirementRow> {
      return mustRow(companyId, await save(companyId, userId, input, id));
    },

    async remove(companyId: number, id: number, userId?: number): Promise<void> {
      await db.transaction(async (tx) => {
        await setAuditActor(tx, userId);
        const current = await selectRetirementForUpdate(tx, companyId, id);
        if (!current) throw noveltyNotFound();
        if (current.status === 'CERRADO ACUMULADO')
          throw new AppError(409, ERROR_CODES.conflict, M.retirementClosed);
        await refuseWhileSettled(tx, companyId, current.id);
        await guard.assertOpenAndMark(tx, companyId, [
          calendarRange(await nmCalendar(tx, companyId, current.calendarId)),
          { from: current.retirementDate, to: current.retirementDate },
        ]);
        await deleteRetirement(tx, companyId, id);
      });
    },
  };
}
export type RetirementsService = ReturnType<typeof createRetirementsService>;
