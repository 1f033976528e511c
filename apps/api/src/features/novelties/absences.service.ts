import {
  EXTENSION_CONTINGENCY_CODES,
  NOVELTY_MESSAGES as M,
  type TAbsenceExtension,
  type TAbsenceRequest,
  ZAbsenceRequest,
} from '@quincena/contracts/novelties';
import { addBusinessDays, isBusinessDay } from '@quincena/payroll';
import type { Database } from '../../db/client.ts';
import type { TouchedRange } from '../../pay-period/period-guard.ts';
import { absenceStore, hasExtensions, selectExtendable, selectExtensionsOf } from './absences.repository.ts';
import { type ContingencyDefinition, EXTENSION_MAX_GAP_DAYS, findContingency } from './contingencies.ts';
import { findDiagnosis } from './diagnoses.ts';
import {
  addDays,
  assertInsideContract,
  calendarRange,
  daysBetween,
  formatDate,
  invalid,
  lockContract,
  nmCalendar,
  parseInput,
} from './novelty-context.ts';
import { createNoveltyCrud, type NoveltyDeps } from './novelty-crud.ts';
import { overlappingAbsences, overlappingVacations } from './vacations.repository.ts';
import { workingWeekOf } from './vacations.service.ts';

/**
 * Last day of an absence of `days` days from `start`: calendar days (incapacities and licences: Decreto 780
 * de 2016, CST art. 236), business days for the luto licence (Ley 1280 de 2009).
 */
export async function absenceEndDate(
  db: Database,
  companyId: number,
  start: string,
  days: number,
  contingency: ContingencyDefinition | undefined,
): Promise<string> {
  if (contingency?.dayKind !== 'business') return addDays(start, days - 1);
  const week = await workingWeekOf(db, companyId);
  return isBusinessDay(start, week)
    ? addBusinessDays(start, days - 1, week)
    : addBusinessDays(start, days, week);
}

const extensionLabel = (row: { startDate: string; endDate: string; days: number }) =>
  `${formatDate(row.startDate)} al ${formatDate(row.endDate)} (${row.days} ${row.days === 1 ? 'día' : 'días'})`;

/** /NoveltiesLicenses (spec 02 §2, §3 "Absence", §4, §5, §7). */
export function createAbsencesService(deps: NoveltyDeps) {
  const { db } = deps;

  async function parse(companyId: number, input: TAbsenceRequest) {
    const body = parseInput(ZAbsenceRequest, input);
    const contingency = findContingency(body.contingencyCode);
    if (!contingency) throw invalid('contingencyCode', M.absenceContingencyUnknown);
    // The incapacity certificate names its diagnosis (CIE-10); licences and suspensions carry none.
    if (body.diagnosisCode) {
      if (!contingency.incapacity) throw invalid('diagnosisCode', M.absenceDiagnosisOnlyIncapacities);
      if (!findDiagnosis(body.diagnosisCode)) throw invalid('diagnosisCode', M.absenceDiagnosisUnknown);
    } else if (contingency.incapacity) {
      throw invalid('diagnosisCode', M.absenceDiagnosisRequired);
    }
    const endDate = await absenceEndDate(db, companyId, body.startDate, body.days, contingency);
    return { body, contingency, endDate };
  }

  const crud = createNoveltyCrud(deps, absenceStore, {
    parseCreate: parse,
    parseUpdate: parse,

    async write(tx, companyId, { body: { body, contingency, endDate }, current }) {
      const id = current?.id;
      const contract = await lockContract(tx, companyId, body.contractId);
      const calendar = await nmCalendar(tx, companyId, body.calendarId);
      assertInsideContract(contract, 'startDate', body.startDate, endDate);
      if (body.extensionOfId !== null) {
        if (!contingency.allowsExtension) throw invalid('extensionOfId', M.absenceExtensionNotAllowed);
        const previous = await absenceStore.stored(tx, companyId, body.extensionOfId, false);
        if (
          !previous ||
          previous.id === id ||
          previous.contractId !== contract.id ||
          previous.contingencyCode !== contingency.code ||
          previous.endDate >= body.startDate
        ) {
          throw invalid('extensionOfId', M.absenceExtensionUnknown);
        }
        if (daysBetween(previous.endDate, body.startDate) - 1 > EXTENSION_MAX_GAP_DAYS) {
          throw invalid('extensionOfId', M.absenceExtensionNotContiguous);
        }
      }
      if (id !== undefined) {
        // Its prórrogas must still continue it: same contract and contingency, after it, within the gap.
        for (const next of await selectExtensionsOf(tx, companyId, id)) {
          if (
            next.contractId !== contract.id ||
            next.contingencyCode !== contingency.code ||
            next.startDate <= endDate ||
            daysBetween(endDate, next.startDate) - 1 > EXTENSION_MAX_GAP_DAYS
          ) {
            throw invalid('startDate', M.absenceExtensionsBroken);
          }
        }
      }
      const [absence] = await overlappingAbsences(tx, companyId, contract.id, body.startDate, endDate, id);
      if (absence) {
        throw invalid(
          'startDate',
          M.absenceOverlapsAbsence(formatDate(absence.startDate), formatDate(absence.endDate)),
        );
      }
      const [vacation] = await overlappingVacations(tx, companyId, contract.id, body.startDate, endDate);
      if (vacation?.startDate && vacation.endDate) {
        throw invalid(
          'startDate',
          M.absenceOverlapsVacation(formatDate(vacation.startDate), formatDate(vacation.endDate)),
        );
      }
      const ranges: TouchedRange[] = [calendarRange(calendar), { from: body.startDate, to: endDate }];
      if (current) {
        ranges.push(calendarRange(await nmCalendar(tx, companyId, current.calendarId)));
        ranges.push({ from: current.startDate, to: current.endDate });
      }
      return {
        ranges,
        values: {
          contractId: contract.id,
          calendarId: calendar.id,
          contingencyCode: contingency.code,
          startDate: body.startDate,
          endDate,
          days: body.days,
          extensionOfId: body.extensionOfId,
          diagnosisCode: body.diagnosisCode ? (findDiagnosis(body.diagnosisCode)?.code ?? null) : null,
          observations: body.observations,
        },
      };
    },

    async removing(tx, companyId, current) {
      if (await hasExtensions(tx, companyId, current.id)) throw invalid('id', M.absenceHasExtensions);
      return [
        calendarRange(await nmCalendar(tx, companyId, current.calendarId)),
        { from: current.startDate, to: current.endDate },
      ];
    },
  });

  return {
    ...crud,

    async endDate(
      companyId: number,
      contractId: number,
      startDate: string,
      days: number,
      contingencyCode?: string,
    ): Promise<string> {
      await db.transaction((tx) => lockContract(tx, companyId, contractId));
      const contingency = contingencyCode ? findContingency(contingencyCode) : undefined;
      return absenceEndDate(db, companyId, startDate, days, contingency);
    },

    /** Spec: EXTENCION by contract and contingency; only 1053 and 1061 have any. */
    async extensions(
      companyId: number,
      contractId: number,
      contingencyCode: string,
      excludeId?: number,
    ): Promise<TAbsenceExtension[]> {
      if (!(EXTENSION_CONTINGENCY_CODES as readonly string[]).includes(contingencyCode)) return [];
      await db.transaction((tx) => lockContract(tx, companyId, contractId));
      const rows = await selectExtendable(db, companyId, contractId, contingencyCode, excludeId);
      return rows.map((row) => ({ ...row, label: extensionLabel(row) }));
    },
  };
}
export type AbsencesService = ReturnType<typeof createAbsencesService>;
