import {
  NOVELTY_MESSAGES as M,
  type TReportedRequest,
  ZReportedRequest,
} from '@quincena/contracts/novelties';
import type { ConceptsService } from '../concepts/index.ts';
import {
  assertCalendarInsideContract,
  invalid,
  lockInCalendar,
  parseInput,
  removedFromCalendar,
} from './novelty-context.ts';
import { createNoveltyCrud, type NoveltyDeps } from './novelty-crud.ts';
import { reportedStore } from './reported.repository.ts';

/** /NoveltiesReported (spec 02 §2, §3 "Reported item", §5, §7): one-off items of OCA concepts. */
export function createReportedService({ concepts, ...deps }: NoveltyDeps & { concepts: ConceptsService }) {
  /** Only the company's or the catalogue's reported-novelty (OCA) concepts. */
  async function parse(companyId: number, input: TReportedRequest) {
    const body = parseInput(ZReportedRequest, input);
    const concept = await concepts.find(companyId, body.conceptCode);
    if (concept?.module !== 'OCA') throw invalid('conceptCode', M.conceptUnknown);
    return body;
  }

  return createNoveltyCrud(deps, reportedStore, {
    parseCreate: parse,
    parseUpdate: parse,

    async write(tx, companyId, { body, current }) {
      const { contract, calendar, ranges } = await lockInCalendar(
        tx,
        companyId,
        body.contractId,
        body.calendarId,
        current,
      );
      assertCalendarInsideContract(contract, calendar);
      return {
        ranges,
        values: {
          contractId: contract.id,
          calendarId: calendar.id,
          conceptCode: body.conceptCode,
          value: body.value.toFixed(2),
          observations: body.observations,
        },
      };
    },

    // Overtime worked or an item earned in a closed period and reported late (decision 0353).
    retroactive: true,
    removing: removedFromCalendar,
  });
}
export type ReportedService = ReturnType<typeof createReportedService>;
