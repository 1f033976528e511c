import Decimal from 'decimal.js';
import type { LineInput, LineKind, PlanillaInput, SalaryType, WorkerInput } from '../planilla/model.ts';
import { lastDayOfPeriod, parsePeriod } from '../planilla/period.ts';
import {
  APPRENTICE_REFORM_PERIOD,
  type ContributorSubtype,
  type ContributorType,
  type Coverage,
  coverageOf,
  isApprentice,
  isPartTimeWeekly,
} from '../rules/coverage.ts';
import { hasMinimumWage, minimumWage } from '../rules/parameters.ts';
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
    workers: request.workers.map((worker) =>
      buildWorker(
        worker,
        request.period,
        lastDay,
        hasMinimumWage(period.year) ? minimumWage(period.year) : 0,
      ),
    ),
  };
}

function buildWorker(
  worker: SettledWorker,
  period: string,
  lastDay: string,
  minimumWageOf: number,
): WorkerInput {
  const social = worker.settlement.socialSecurity;
  const { employee, contract } = worker;
  const type = contributorType(contract, period);
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
    // Lectiva apprentices pay health in full whatever the company's exoneration (Ley 2466/2025 art. 21);
    // tipo 51 pays neither health nor SENA/ICBF, so there is nothing to exonerate.
    exonerated: social.exonerated && !isApprentice(type) && !isPartTimeWeekly(type),
    // Segments without days carry nothing to report.
    lines: social.segments
      .filter((segment) => lineDays(segment) > 0)
      .map((segment) =>
        isPartTimeWeekly(type)
          ? toPartTimeLine(segment, coverage, contract, minimumWageOf)
          : toLine(segment, coverage),
      ),
  };
}

/**
 * Tipo 51 (Decreto 2616/2013): the line reports the days actually worked in the month (the contract's
 * `weeklyContributionDaysWorked`), pensions and CCF on the engine's weekly-minimum IBC, and
 * occupational risks on at least one SMMLV (Res. 5094/2013: 30 days, one SMMLV).
 */
function toPartTimeLine(
  segment: PilaSegment,
  coverage: Coverage,
  contract: SettledWorker['contract'],
  minimumWage: number,
): LineInput {
  const daysWorked = contract.weeklyContributionDaysWorked;
  const agreedWeeklyHours = contract.agreedWeeklyHours;
  const line = toLine(segment, coverage);
  const arl = new Decimal(segment.ibc.arl);
  return {
    ...line,
    days: daysWorked ?? line.days,
    ...(agreedWeeklyHours ? { agreedWeeklyHours: Number(agreedWeeklyHours) } : {}),
    ibc: { ...line.ibc, risk: Decimal.max(arl, minimumWage).toFixed() },
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
 * Tipo de cotizante: the contract's own PILA code when set; otherwise 51 for a weekly contributor,
 * the apprentice codes of the period (Ley 2466/2025 art. 21) and 01 dependiente for everyone else.
 */
function contributorType(contract: SettledWorker['contract'], period: string): ContributorType {
  if (contract.pilaContributorType) return contract.pilaContributorType as ContributorType;
  // A worker who contributes by weeks (Decreto 2616/2013) is tipo 51, trabajador de tiempo parcial.
  if (contract.weeklyContributionDaysWorked !== undefined) return '51';
  if (contract.salaryType !== 'apprentice') return '01';
  const lectiva = contract.apprenticePhase !== 'practica';
  // Before the July 2025 period: lectiva 12, práctica 19; from it: lectiva 19, práctica 01 (Circular 083/2025).
  if (period < APPRENTICE_REFORM_PERIOD) return lectiva ? '12' : '19';
  return lectiva ? '19' : '01';
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
