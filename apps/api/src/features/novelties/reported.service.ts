import {
  NOVELTY_MESSAGES as M,
  type TNoveltyListQueryParsed,
  type TReportedPage,
  type TReportedRequest,
  type TReportedRow,
  ZReportedRequest,
} from '@quincena/contracts/novelties';
import { setAuditActor } from '../../platform/audit/index.ts';
import { toPage } from '../../platform/paging/list-query.ts';
import type { ConceptsService } from '../concepts/index.ts';
import {
  assertCalendarInsideContract,
  calendarRange,
  invalid,
  lockContract,
  nmCalendar,
  noveltyNotFound,
  parseInput,
} from './novelty-context.ts';
import type { NoveltyDeps } from './overtime.service.ts';
import {
  deleteReported,
  insertReported,
  selectReportedForUpdate,
  selectReportedPage,
  selectReportedRow,
  updateReported,
} from './reported.repository.ts';

/** /NoveltiesReported (spec 02 §2, §3 "Reported item", §5, §7): one-off items of OCA concepts. */
export function createReportedService({
  db,
  clock,
  guard,
  concepts,
}: NoveltyDeps & { concepts: ConceptsService }) {
  async function mustRow(companyId: number, id: number): Promise<TReportedRow> {
    const row = await selectReportedRow(db, companyId, id);
    if (!row) throw noveltyNotFound();
    return row;
  }

  /** Only the company's or the catalogue's reported-novelty (OCA) concepts. */
  async function checkConcept(companyId: number, code: string): Promise<void> {
    const concept = await concepts.find(companyId, code);
    if (concept?.module !== 'OCA') throw invalid('conceptCode', M.conceptUnknown);
  }

  return {
    async list(companyId: number, query: TNoveltyListQueryParsed): Promise<TReportedPage> {
      return toPage(query, (q) => selectReportedPage(db, companyId, q));
    },

    async create(companyId: number, userId: number, input: TReportedRequest): Promise<TReportedRow> {
      const body = parseInput(ZReportedRequest, input);
      await checkConcept(companyId, body.conceptCode);
      const [id] = await db.transaction(async (tx) => {
        const contract = await lockContract(tx, companyId, body.contractId);
        const calendar = await nmCalendar(tx, companyId, body.calendarId);
        assertCalendarInsideContract(contract, calendar);
        await guard.assertOpenAndMark(tx, companyId, [calendarRange(calendar)]);
        return insertReported(tx, [
          {
            companyId,
            contractId: contract.id,
            calendarId: calendar.id,
            conceptCode: body.conceptCode,
            value: body.value.toFixed(2),
            observations: body.observations,
            createdByUserId: userId,
            createdAt: clock.now(),
            updatedAt: clock.now(),
          },
        ]);
      });
      return mustRow(companyId, id as number);
    },

    async update(
      companyId: number,
      userId: number,
      id: number,
      input: TReportedRequest,
    ): Promise<TReportedRow> {
      const body = parseInput(ZReportedRequest, input);
      await checkConcept(companyId, body.conceptCode);
      await db.transaction(async (tx) => {
        await setAuditActor(tx, userId);
        const current = await selectReportedForUpdate(tx, companyId, id);
        if (!current) throw noveltyNotFound();
        const contract = await lockContract(tx, companyId, body.contractId);
        const before = await nmCalendar(tx, companyId, current.calendarId);
        const calendar = await nmCalendar(tx, companyId, body.calendarId);
        assertCalendarInsideContract(contract, calendar);
        await guard.assertOpenAndMark(tx, companyId, [calendarRange(before), calendarRange(calendar)]);
        await updateReported(tx, companyId, id, {
          contractId: contract.id,
          calendarId: calendar.id,
          conceptCode: body.conceptCode,
          value: body.value.toFixed(2),
          observations: body.observations,
          updatedAt: clock.now(),
        });
      });
      return mustRow(companyId, id);
    },

    async remove(companyId: number, id: number, userId?: number): Promise<void> {
      await db.transaction(async (tx) => {
        await setAuditActor(tx, userId);
        const current = await selectReportedForUpdate(tx, companyId, id);
        if (!current) throw noveltyNotFound();
        const calendar = await nmCalendar(tx, companyId, current.calendarId);
        await guard.assertOpenAndMark(tx, companyId, [calendarRange(calendar)]);
        await deleteReported(tx, companyId, id);
      });
    },
  };
}
export type ReportedService = ReturnType<typeof createReportedService>;
