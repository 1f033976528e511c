import { ERROR_CODES } from '@quincena/contracts';
import {
  NOVELTY_MESSAGES as M,
  type TRetirementRequest,
  ZRetirementRequest,
} from '@quincena/contracts/novelties';
import type { RetirementReason } from '@quincena/payroll';
import type { Database } from '../../db/client.ts';
import { releaseRetirementCalendar } from '../../pay-period/calendars/retirement-calendar.ts';
import type { TouchedRange } from '../../pay-period/period-guard.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { retirementReasons } from '../reference/index.ts';
import {
  calendarRange,
  invalid,
  lockContract,
  type NoveltyCalendar,
  nmCalendar,
  parseInput,
} from './novelty-context.ts';
import { createNoveltyCrud, type NoveltyDeps } from './novelty-crud.ts';
import { retirementStore, selectRetirementOfContract } from './retirements.repository.ts';

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

/** Retirements (spec 02 §2 "Novedades de retiros", §3 "Retirement", §4, §7). */
export function createRetirementsService(deps: NoveltyDeps) {
  async function parse(_companyId: number, input: TRetirementRequest) {
    const body = parseInput(ZRetirementRequest, input);
    if (!reasonCodes.has(body.reasonCode)) throw invalid('reasonCode', M.retirementReasonUnknown);
    return body;
  }

  /** A closed retirement or one whose final settlement is processed cannot change (issue 15). */
  async function refuseChange(tx: Database, companyId: number, current: { id: number; status: string }) {
    if (current.status === 'CERRADO ACUMULADO')
      throw new AppError(409, ERROR_CODES.conflict, M.retirementClosed);
    const refusal = await releaseRetirementCalendar(tx, companyId, current.id);
    if (refusal) throw new AppError(409, ERROR_CODES.conflict, refusal);
  }

  /** The retirement ends the contract: its calendar's period and its day change (no salary after it). */
  const touched = (calendar: NoveltyCalendar, date: string): TouchedRange[] => [
    calendarRange(calendar),
    { from: date, to: date },
  ];

  const crud = createNoveltyCrud(deps, retirementStore, {
    parseCreate: parse,
    parseUpdate: parse,

    async write(tx, companyId, { body, current }) {
      if (current) await refuseChange(tx, companyId, current);
      const contract = await lockContract(tx, companyId, body.contractId);
      if (body.date < contract.startDate) throw invalid('date', M.retirementBeforeStart);
      const existing = await selectRetirementOfContract(tx, companyId, contract.id);
      if (existing && existing.id !== current?.id) {
        throw new AppError(409, ERROR_CODES.conflict, M.retirementAlreadyExists, {
          contractId: M.retirementAlreadyExists,
        });
      }
      const calendar = await nmCalendar(tx, companyId, body.calendarId);
      const ranges = touched(calendar, body.date);
      if (current) {
        ranges.push(...touched(await nmCalendar(tx, companyId, current.calendarId), current.retirementDate));
      }
      return {
        ranges,
        values: {
          contractId: contract.id,
          calendarId: calendar.id,
          reasonCode: body.reasonCode,
          retirementDate: body.date,
        },
      };
    },

    async removing(tx, companyId, current) {
      await refuseChange(tx, companyId, current);
      return touched(await nmCalendar(tx, companyId, current.calendarId), current.retirementDate);
    },
  });

  return {
    ...crud,

    reasons() {
      return retirementReasons.items.map((item) => ({ code: item.code, name: item.name }));
    },
  };
}
export type RetirementsService = ReturnType<typeof createRetirementsService>;
