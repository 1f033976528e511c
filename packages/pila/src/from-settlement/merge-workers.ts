import type { WorkerInput } from '../planilla/model.ts';
import { PlanillaBuildError } from './build-planilla.ts';

/** What must be the same on every contract of one cotizante: a planilla carries it once per person. */
const SAME: ReadonlyArray<[keyof WorkerInput, string]> = [
  ['contributorType', 'tipo de cotizante'],
  ['contributorSubtype', 'subtipo de cotizante'],
  ['pensionFundCode', 'administradora de pensiones'],
  ['healthProviderCode', 'EPS'],
  ['ccfCode', 'caja de compensación'],
  ['arlCode', 'ARL'],
  ['riskClass', 'clase de riesgo'],
  ['exonerated', 'exoneración de aportes'],
];

/**
 * One cotizante per person (operators reject a document repeated in a planilla): the workers of a
 * person's contracts in the month — a retirement and a re-hire — become one worker whose lines
 * follow in contract order, RET on the first employment and ING on the second (Res. 2388/2016 num.
 * 2.1.2.2). Salary fields are the last contract's, the one in force at the end of the month.
 * Contracts whose affiliation differs cannot share the person's single record and are refused.
 */
export function mergeSameCotizante(workers: readonly WorkerInput[]): WorkerInput[] {
  const byPerson = new Map<string, WorkerInput>();
  for (const worker of workers) {
    const key = `${worker.documentType}|${worker.documentNumber}`;
    const seen = byPerson.get(key);
    if (!seen) {
      byPerson.set(key, { ...worker, lines: [...worker.lines] });
      continue;
    }
    for (const [field, label] of SAME) {
      if (seen[field] !== worker[field]) {
        throw new PlanillaBuildError(
          `El cotizante ${worker.documentType} ${worker.documentNumber} tiene en el mes contratos con ${label} distinta (${String(seen[field] ?? 'ninguna')} y ${String(worker[field] ?? 'ninguna')}); la planilla lo reporta como un solo cotizante.`,
        );
      }
    }
    byPerson.set(key, {
      ...seen,
      salary: worker.salary,
      salaryType: worker.salaryType,
      lines: [...seen.lines, ...worker.lines],
    });
  }
  return [...byPerson.values()];
}
