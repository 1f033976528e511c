import { VACATION_SYSTEMS } from '@quincena/contracts/holidays';
import {
  NOVELTY_MESSAGES as M,
  type TVacationRequest,
  ZVacationRequest,
} from '@quincena/contracts/novelties';
import { addBusinessDays, isBusinessDay, type WorkingWeek } from '@quincena/payroll';
import type { Database } from '../../db/client.ts';
import type { TouchedRange } from '../../pay-period/period-guard.ts';
import { selectHolidaySettings } from '../holidays/index.ts';
import {
  assertInsideContract,
  calendarRange,
  formatDate,
  invalid,
  lockContract,
  type NoveltyCalendar,
  type NoveltyContract,
  nmCalendar,
  parseInput,
} from './novelty-context.ts';
import { createNoveltyCrud, type NoveltyDeps } from './novelty-crud.ts';
import { overlappingAbsences, overlappingVacations, vacationStore } from './vacations.repository.ts';

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
export function createVacationsService(deps: NoveltyDeps) {
  const { db } = deps;

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

  async function parse(companyId: number, input: TVacationRequest) {
    return { body: parseInput(ZVacationRequest, input), week: await workingWeekOf(db, companyId) };
  }

  /** The calendar's period and the days of rest, if any, of a stored or saved vacation. */
  const touched = (
    calendar: NoveltyCalendar,
    vacation: { startDate: string | null; endDate: string | null },
  ): TouchedRange[] =>
    vacation.startDate && vacation.endDate
      ? [calendarRange(calendar), { from: vacation.startDate, to: vacation.endDate }]
      : [calendarRange(calendar)];

  const crud = createNoveltyCrud(deps, vacationStore, {
    parseCreate: parse,
    parseUpdate: parse,

    async write(tx, companyId, { body: { body, week }, current }) {
      const id = current?.id;
      const contract = await lockContract(tx, companyId, body.contractId);
      const calendar = await nmCalendar(tx, companyId, body.calendarId);
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
      } else {
        // Days in money are paid in the calendar's period: it must share a day with the contract.
        if (calendar.periodEnd < contract.startDate) throw invalid('calendarId', M.contractBeforeStart);
      }
      const startDate = body.daysInTime > 0 ? body.startDate : null;
      const ranges = touched(calendar, { startDate: body.startDate, endDate });
      if (current) ranges.push(...touched(await nmCalendar(tx, companyId, current.calendarId), current));
      return {
        ranges,
        values: {
          contractId: contract.id,
          calendarId: calendar.id,
          daysInTime: body.daysInTime,
          daysInMoney: body.daysInMoney.toFixed(2),
          startDate,
          endDate,
        },
      };
    },

    async removing(tx, companyId, current) {
      return touched(await nmCalendar(tx, companyId, current.calendarId), current);
    },
  });

  return {
    ...crud,

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
  };
}
export type VacationsService = ReturnType<typeof createVacationsService>;
