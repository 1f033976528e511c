import {
  NOVELTY_MESSAGES as M,
  OVERTIME_CONCEPT_CODES,
  type TCodeName,
  type TCreateOvertimeRequest,
  type TNoveltyListQueryParsed,
  type TOvertimePage,
  type TOvertimeRow,
  type TUpdateOvertimeRequest,
  ZCreateOvertimeRequest,
  ZUpdateOvertimeRequest,
} from '@quincena/contracts/novelties';
import type { Database } from '../../db/client.ts';
import type { PeriodGuard } from '../../pay-period/period-guard.ts';
import { setAuditActor } from '../../platform/audit/index.ts';
import type { Clock } from '../../platform/clock.ts';
import { toPage } from '../../platform/paging/list-query.ts';
import { payrollConcepts } from '../reference/index.ts';
import {
  assertInsideContract,
  calendarRange,
  invalid,
  lockContract,
  nmCalendar,
  noveltyNotFound,
  parseInput,
} from './novelty-context.ts';
import {
  deleteOvertime,
  insertOvertime,
  selectOvertimeForUpdate,
  selectOvertimePage,
  selectOvertimeRow,
  updateOvertime,
} from './overtime.repository.ts';

export interface NoveltyDeps {
  db: Database;
  clock: Clock;
  guard: PeriodGuard;
}

const conceptNames = new Map(payrollConcepts.items.map((item) => [item.code, item.name]));

/** The seven hour types as the dialog lists them (spec: CONCEPTS with CODE and NAME). */
export function overtimeConcepts(): TCodeName[] {
  return OVERTIME_CONCEPT_CODES.map((code) => ({ code, name: conceptNames.get(code) ?? code }));
}

/** /NoveltiesOvertime (spec 02 §2, §3 "Overtime novelty", §5, §7). */
export function createOvertimeService({ db, clock, guard }: NoveltyDeps) {
  async function mustRow(companyId: number, id: number): Promise<TOvertimeRow> {
    const row = await selectOvertimeRow(db, companyId, id);
    if (!row) throw noveltyNotFound();
    return row;
  }

  return {
    async list(companyId: number, query: TNoveltyListQueryParsed): Promise<TOvertimePage> {
      return toPage(query, (q) => selectOvertimePage(db, companyId, q));
    },

    async create(companyId: number, userId: number, input: TCreateOvertimeRequest): Promise<TOvertimeRow> {
      const body = parseInput(ZCreateOvertimeRequest, input);
      const id = await db.transaction(async (tx) => {
        const contract = await lockContract(tx, companyId, body.contractId);
        const calendar = await nmCalendar(tx, companyId, body.calendarId);
        if (body.date < calendar.periodStart || body.date > calendar.periodEnd) {
          throw invalid('date', M.overtimeDateOutsideCalendar);
        }
        assertInsideContract(contract, 'date', body.date);
        await guard.assertOpenAndMark(tx, companyId, [calendarRange(calendar)]);
        return insertOvertime(tx, {
          companyId,
          contractId: contract.id,
          calendarId: calendar.id,
          conceptCode: body.conceptCode,
          hours: body.hours.toFixed(2),
          noveltyDate: body.date,
          createdByUserId: userId,
          createdAt: clock.now(),
          updatedAt: clock.now(),
        });
      });
      return mustRow(companyId, id);
    },

    async update(
      companyId: number,
      userId: number,
      id: number,
      input: TUpdateOvertimeRequest,
    ): Promise<TOvertimeRow> {
      const body = parseInput(ZUpdateOvertimeRequest, input);
      await db.transaction(async (tx) => {
        await setAuditActor(tx, userId);
        const current = await selectOvertimeForUpdate(tx, companyId, id);
        if (!current) throw noveltyNotFound();
        const contract = await lockContract(tx, companyId, current.contractId);
        const before = await nmCalendar(tx, companyId, current.calendarId);
        const calendar = await nmCalendar(tx, companyId, body.calendarId);
        if (body.date < calendar.periodStart || body.date > calendar.periodEnd) {
          throw invalid('date', M.overtimeDateOutsideCalendar);
        }
        assertInsideContract(contract, 'date', body.date);
        await guard.assertOpenAndMark(tx, companyId, [calendarRange(before), calendarRange(calendar)]);
        await updateOvertime(tx, companyId, id, {
          calendarId: calendar.id,
          hours: body.hours.toFixed(2),
          noveltyDate: body.date,
          updatedAt: clock.now(),
        });
      });
      return mustRow(companyId, id);
    },

    async remove(companyId: number, id: number, userId?: number): Promise<void> {
      await db.transaction(async (tx) => {
        await setAuditActor(tx, userId);
        const current = await selectOvertimeForUpdate(tx, companyId, id);
        if (!current) throw noveltyNotFound();
        const calendar = await nmCalendar(tx, companyId, current.calendarId);
        await guard.assertOpenAndMark(tx, companyId, [calendarRange(calendar)]);
        await deleteOvertime(tx, companyId, id);
      });
    },
  };
}
export type OvertimeService = ReturnType<typeof createOvertimeService>;
