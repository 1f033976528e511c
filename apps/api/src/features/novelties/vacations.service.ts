import { VACATION_SYSTEMS } from '@quincena/contracts/holidays';
import {
  NOVELTY_MESSAGES as M,
  type TNoveltyListQueryParsed,
  type TVacationPage,
  type TVacationRequest,
  type TVacationRow,
  ZVacationRequest,
} from '@quincena/contracts/novelties';
import { addBusinessDays, isBusinessDay, type WorkingWeek } from '@quincena/payroll';
import type { Database } from '../../db/client.ts';
import type { TouchedRange } from '../../pay-period/period-guard.ts';
import { setAuditActor } from '../../platform/audit/index.ts';
import { toPage } from '../../platform/paging/list-query.ts';
import { selectHolidaySettings } from '../holidays/index.ts';
import {
  assertInsideContract,
  calendarRange,
  formatDate,
  invalid,
  lockContract,
  type NoveltyContract,
  nmCalendar,
  noveltyNotFound,
  parseInput,
} from './novelty-context.ts';
import type { NoveltyDeps } from './overtime.service.ts';
import {
  deleteVacation,
  insertVacation,
  overlappingAbsences,
  overlappingVacations,
  selectVacationForUpdate,
  selectVacationPage,
  selectVacationRow,
  updateVacation,
} from './vacations.repository.ts';

/**
 * The company's vacation system from /Festivos (whether Saturday is a business day, CST art. 186); the
 * settlement uses the same default when it was never saved (settlement/company-facts.ts).
 */
export async function workingWeekOf(db: Database, companyId: number): Promise<WorkingWeek> {
  const settings = await selectHolidaySettings(db, companyId);
  return VACATION_SYSTEMS.find((system) => system === settings?.vacationSystem) ?? 'MONDAY_TO_SATURDAY';
}

/**
 * Last day of rest of `days` business days (CST art. 186) from `start`, skipping rest days and the Colombian
 * holidays (Ley 51 de 1983, the /Festivos calendar); the start counts when it is a business day. The same rule
 * as the engine's vacationRange, so the stored end date and the settled days agree.
 */
export function vacationEndDate(start: string, days: number, week: WorkingWeek): string {
  return isBusinessDay(start, week)
    ? addBusinessDays(start, days - 1, week)
    : addBusinessDays(start, days, week);
}

/** /NoveltiesVacation (spec 02 §2, §3 "Vacation", §4, §5, §7). */
export function createVacationsService({ db, clock, guard }: NoveltyDeps) {
  async function mustRow(companyId: number, id: number): Promise<TVacationRow> {
    const row = await selectVacationRow(db, companyId, id);
    if (!row) throw noveltyNotFound();
    return row;
  }

  /** The start date rules (spec 02 §7 "valid start date"): inside the contract, not inside a vacation or absence. */
  async function checkStart(
    tx: Database,
    companyId: number,
    contract: NoveltyContract,
    start: string,
    excludeId?: number,
  ): Promise<void> {
    if (start < contract.startDate) throw invalid('startDate', M.vacationStartBeforeContract);
    assertInsideContract(contract, 'startDate', start);
    const [vacation] = await overlappingVacations(tx, companyId, contract.id, start, start, excludeId);
    if (vacation) {
      throw invalid(
        'startDate',
        M.vacationStartInVacation(
          formatDate(vacation.startDate ?? start),
          formatDate(vacation.endDate ?? start),
        ),
      );
    }
    const [absence] = await overlappingAbsences(tx, companyId, contract.id, start, start);
    if (absence) {
      throw invalid(
        'startDate',
        M.vacationStartInAbsence(formatDate(absence.startDate), formatDate(absence.endDate)),
      );
    }
  }

  async function save(
    companyId: number,
    userId: number,
    input: TVacationRequest,
    id?: number,
  ): Promise<number> {
    const body = parseInput(ZVacationRequest, input);
    const week = await workingWeekOf(db, companyId);
    return db.transaction(async (tx) => {
      await setAuditActor(tx, userId);
      const current = id === undefined ? null : await selectVacationForUpdate(tx, companyId, id);
      if (id !== undefined && !current) throw noveltyNotFound();
      const contract = await lockContract(tx, companyId, body.contractId);
      const calendar = await nmCalendar(tx, companyId, body.calendarId);
      const ranges: TouchedRange[] = [calendarRange(calendar)];
      let endDate: string | null = null;
      if (body.daysInTime > 0 && body.startDate) {
        await checkStart(tx, companyId, contract, body.startDate, id);
        endDate = vacationEndDate(body.startDate, body.daysInTime, week);
        assertInsideContract(contract, 'startDate', body.startDate, endDate);
        const [vacation] = await overlappingVacations(
          tx,
          companyId,
          contract.id,
          body.startDate,
          endDate,
          id,
        );
        if (vacation?.startDate && vacation.endDate) {
          throw invalid(
            'startDate',
            M.vacationOverlapsVacation(formatDate(vacation.startDate), formatDate(vacation.endDate)),
          );
        }
        const [absence] = await overlappingAbsences(tx, companyId, contract.id, body.startDate, endDate);
        if (absence) {
          throw invalid(
            'startDate',
            M.vacationOverlapsAbsence(formatDate(absence.startDate), formatDate(absence.endDate)),
          );
        }
        ranges.push({ from: body.startDate, to: endDate });
      } else {
        // Days in money are paid in the calendar's period: it must share a day with the contract.
        if (calendar.periodEnd < contract.startDate) throw invalid('calendarId', M.contractBeforeStart);
      }
      if (current) {
        ranges.push(calendarRange(await nmCalendar(tx, companyId, current.calendarId)));
        if (current.startDate && current.endDate)
          ranges.push({ from: current.startDate, to: current.endDate });
      }
      await guard.assertOpenAndMark(tx, companyId, ranges);
      const values = {
        contractId: contract.id,
        calendarId: calendar.id,
        daysInTime: body.daysInTime,
        daysInMoney: body.daysInMoney.toFixed(2),
        startDate: body.daysInTime > 0 ? body.startDate : null,
        endDate,
        updatedAt: clock.now(),
      };
      if (id !== undefined) {
        await updateVacation(tx, companyId, id, values);
        return id;
      }
      return insertVacation(tx, { ...values, companyId, createdByUserId: userId, createdAt: clock.now() });
    });
  }

  return {
    async list(companyId: number, query: TNoveltyListQueryParsed): Promise<TVacationPage> {
      return toPage(query, (q) => selectVacationPage(db, companyId, q));
    },

    async endDate(companyId: number, contractId: number, startDate: string, days: number): Promise<string> {
      await db.transaction((tx) => lockContract(tx, companyId, contractId));
      return vacationEndDate(startDate, days, await workingWeekOf(db, companyId));
    },

    async checkStartDate(
      companyId: number,
      contractId: number,
      startDate: string,
      excludeId?: number,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const contract = await lockContract(tx, companyId, contractId);
        await checkStart(tx, companyId, contract, startDate, excludeId);
      });
    },

    async create(companyId: number, userId: number, input: TVacationRequest): Promise<TVacationRow> {
      return mustRow(companyId, await save(companyId, userId, input));
    },

    async update(
      companyId: number,
      userId: number,
      id: number,
      input: TVacationRequest,
    ): Promise<TVacationRow> {
      return mustRow(companyId, await save(companyId, userId, input, id));
    },

    async remove(companyId: number, id: number, userId?: number): Promise<void> {
      await db.transaction(async (tx) => {
        await setAuditActor(tx, userId);
        const current = await selectVacationForUpdate(tx, companyId, id);
        if (!current) throw noveltyNotFound();
        const ranges: TouchedRange[] = [calendarRange(await nmCalendar(tx, companyId, current.calendarId))];
        if (current.startDate && current.endDate)
          ranges.push({ from: current.startDate, to: current.endDate });
        await guard.assertOpenAndMark(tx, companyId, ranges);
        await deleteVacation(tx, companyId, id);
      });
    },
  };
}
export type VacationsService = ReturnType<typeof createVacationsService>;
