import {
  NOVELTY_MESSAGES as M,
  OVERTIME_CONCEPT_CODES,
  type TCodeName,
  type TCreateOvertimeRequest,
  type TUpdateOvertimeRequest,
  ZCreateOvertimeRequest,
  ZUpdateOvertimeRequest,
} from '@quincena/contracts/novelties';
import { payrollConcepts } from '../reference/index.ts';
import {
  assertInsideContract,
  invalid,
  lockInCalendar,
  parseInput,
  removedFromCalendar,
} from './novelty-context.ts';
import { createNoveltyCrud, type NoveltyDeps } from './novelty-crud.ts';
import { overtimeStore } from './overtime.repository.ts';

const conceptNames = new Map(payrollConcepts.items.map((item) => [item.code, item.name]));

/** The seven hour types as the dialog lists them (spec: CONCEPTS with CODE and NAME). */
export function overtimeConcepts(): TCodeName[] {
  return OVERTIME_CONCEPT_CODES.map((code) => ({ code, name: conceptNames.get(code) ?? code }));
}

/**
 * /NoveltiesOvertime (spec 02 §2, §3 "Overtime novelty", §5, §7): the date falls in the calendar's period
 * and inside the contract; an edit keeps the contract and the hour type.
 */
export function createOvertimeService(deps: NoveltyDeps) {
  return createNoveltyCrud(deps, overtimeStore, {
    parseCreate: async (_companyId: number, input: TCreateOvertimeRequest) =>
      parseInput(ZCreateOvertimeRequest, input),
    parseUpdate: async (_companyId: number, input: TUpdateOvertimeRequest) =>
      parseInput(ZUpdateOvertimeRequest, input),

    async write(tx, companyId, change) {
      const contractId = change.current === null ? change.body.contractId : change.current.contractId;
      const { body } = change;
      const { contract, calendar, ranges } = await lockInCalendar(
        tx,
        companyId,
        contractId,
        body.calendarId,
        change.current,
      );
      if (body.date < calendar.periodStart || body.date > calendar.periodEnd) {
        throw invalid('date', M.overtimeDateOutsideCalendar);
      }
      assertInsideContract(contract, 'date', body.date);
      const values = { calendarId: calendar.id, hours: body.hours.toFixed(2), noveltyDate: body.date };
      if (change.current === null) {
        return {
          ranges,
          values: { ...values, contractId: contract.id, conceptCode: change.body.conceptCode },
        };
      }
      return { ranges, values };
    },

    // Overtime worked or an item earned in a closed period and reported late (decision 0353).
    retroactive: true,
    removing: removedFromCalendar,
  });
}
export type OvertimeService = ReturnType<typeof createOvertimeService>;
