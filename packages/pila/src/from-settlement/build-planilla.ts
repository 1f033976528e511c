import Decimal from 'decimal.js';
import type { LineInput, LineKind, PlanillaInput, SalaryType, WorkerInput } from '../planilla/model.ts';
import { lastDayOfPeriod, parsePeriod } from '../planilla/period.ts';
import {
  type ContributorSubtype,
  type ContributorType,
  type Coverage,
  coverageOf,
  isApprentice,
} from '../rules/coverage.ts';
import type { PilaSegment, PlanillaRequest, SettledWorker } from './input.ts';

const KIND: Readonly<Record<PilaSegment['type'], LineKind>> = {
  WORKED: 'worked',
  IGE: 'IGE',
  IRL: 'IRL',
  LMA: 'LMA',
  VAC: 'VAC',
  LR: 'LR',
  SLN: 'SLN',
};

/** Thrown when a settled worker cannot become planilla lines at all (e.g. a fortnight without social security). */
export class PlanillaBuildError extends Error {
  override name = 'PlanillaBuildError';
}

/**
 * Builds the planilla model from settled workers, so the settlement only calls this and then
 * `writePlanilla`. Validation stays with `validatePlanilla`, which reports every problem at once.
 */
export function buildPlanillaInput(request: PlanillaRequest): PlanillaInput {
  const period = parsePeriod(request.period);
  if (!period) throw new PlanillaBuildError(`El período ${request.period} no tiene el formato aaaa-mm.`);
  const lastDay = lastDayOfPeriod(period);
  return {
    contributor: request.contributor,
    period: request.period,
    planillaType: 'E',
    operator: request.operator,
    sequence: request.sequence ?? 1,
    ...(request.settings
      ? {
          unpaidLeave: {
            employerPension: request.settings.pensionDuringUnpaidLeave,
            employerHealth: request.settings.healthDuringUnpaidLeave,
          },
        }
      : {}),
    workers: request.workers.map((worker) => buildWorker(worker, lastDay)),
  };
}

function buildWorker(worker: SettledWorker, lastDay: string): WorkerInput {
  const social = worker.settlement.socialSecurity;
  const { employee, contract } = worker;
  const type = contributorType(contract);
  const subtype = contributorSubtype(contract);
  const coverage = coverageOf(type, subtype, employee.foreignerNotObligedToPension === true);
  if (!social) {
    throw new PlanillaBuildError(
      `La liquidación del contrato ${worker.settlement.contractId} no trae seguridad social del mes; liquide el mes o la segunda quincena.`,
    );
  }
  return {
    documentType: employee.documentType,
    documentNumber: employee.documentNumber,
    contributorType: type,
    contributorSubtype: subtype,
    foreignerNotObligedToPension: employee.foreignerNotObligedToPension,
    department: employee.workLocation.slice(0, 2),
    municipality: employee.workLocation.slice(2),
    firstSurname: employee.firstSurname,
    secondSurname: employee.secondSurname,
    firstName: employee.firstName,
    secondName: employee.secondName,
    salary: salaryOn(contract, lastDay),
    salaryType: salaryType(contract.salaryType, employee.variableSalary === true),
    pensionFundCode: employee.pensionFundCode,
    healthProviderCode: employee.healthProviderCode,
    ccfCode: employee.ccfCode,
    arlCode: employee.arlCode,
    riskClass: contract.arlRiskClass,
    arlActivityCode: employee.arlActivityCode,
    workCenter: employee.workCenter,
    // Lectiva apprentices pay health in full whatever the company's exoneration (Ley 2466/2025 art. 21).
    exonerated: social.exonerated && !isApprentice(type),
    // Segments without days carry nothing to report.
    lines: social.segments
      .filter((segment) => lineDays(segment) > 0)
      .map((segment) => toLine(segment, coverage)),
  };
}

function lineDays(segment: PilaSegment): number {
  return Math.max(segment.days.pension, segment.days.health, segment.days.arl, segment.days.ccf);
}

/**
 * One segment as one line. The engine reports an IBC for every stream; the planilla only carries the
 * subsystems the cotizante pays (an apprentice's CCF stream, for instance, is left out).
 */
function toLine(segment: PilaSegment, coverage: Coverage): LineInput {
  const kind = KIND[segment.type];
  return {
    kind,
    days: lineDays(segment),
    ...(kind === 'worked' ? {} : { start: segment.startDate, end: segment.endDate }),
    ibc: {
      pension: coverage.pension ? segment.ibc.pension : undefined,
      health: coverage.health ? segment.ibc.health : undefined,
      risk: coverage.risk ? segment.ibc.arl : undefined,
      ccf: coverage.ccf ? segment.ibc.ccf : undefined,
      parafiscal: coverage.parafiscal ? segment.ibc.sena : undefined,
    },
    entryDate: segment.ing,
    retirementDate: segment.ret,
    permanentVariationDate: segment.vsp,
    transientVariation: segment.vst,
  };
}

/**
 * Tipo de cotizante: the contract's own PILA code when set; otherwise 19 for an apprentice in the
 * lectiva stage (Ley 2466/2025 art. 21) and 01 dependiente for everyone else, práctica included.
 */
function contributorType(contract: SettledWorker['contract']): ContributorType {
  if (contract.pilaContributorType) return contract.pilaContributorType as ContributorType;
  return contract.salaryType === 'apprentice' && contract.apprenticePhase !== 'practica' ? '19' : '01';
}

/** Subtipo: the contract's code when set; 01 (pensionado activo) when exempt from pension; else 00. */
function contributorSubtype(contract: SettledWorker['contract']): ContributorSubtype {
  if (contract.pilaContributorSubtype) return contract.pilaContributorSubtype as ContributorSubtype;
  return contract.pensionExempt ? '01' : '00';
}

function salaryType(type: SettledWorker['contract']['salaryType'], variable: boolean): SalaryType {
  if (type === 'integral') return 'integral';
  return variable ? 'variable' : 'fixed';
}

/** Salary in force on the period's last day: the latest change on or before it, else the contract salary. */
function salaryOn(contract: SettledWorker['contract'], isoDate: string): string {
  const inForce = (contract.salaryChanges ?? [])
    .filter((change) => change.from <= isoDate)
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0))
    .at(-1);
  return new Decimal(inForce?.amount ?? contract.salary).toFixed();
}
