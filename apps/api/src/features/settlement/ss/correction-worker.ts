import {
  ceilToPeso,
  contributionsOf,
  type LineIbc,
  type LiquidatedLine,
  minimumWage,
  type WorkerInput,
} from '@quincena/pila';
import type { RetroactiveMonth } from './retroactive-sums.ts';

/** The IBC ceiling of pension, health, risks and CCF: 25 SMMLV (Ley 797/2003 art. 5). */
const CEILING_WAGES = 25;

export interface CorrectionFacts {
  /** The month's salary-base difference (whole pesos) the payroll paid retroactively. */
  retroactive: RetroactiveMonth;
  /** The salary in force at the month's end, as corrected (field 40). */
  salary?: string;
  /** The date the change holds from, when it falls in this month: VSP (fields 21 and 82). */
  permanentVariationDate?: string;
  year: number;
}

/**
 * The worker of a planilla N (decision 0347): the original planilla's worker as it was stored, every
 * line marked with what it already paid, and the main line's IBC raised by the month's salary
 * difference (each subsystem the worker pays, capped at 25 SMMLV; SENA/ICBF uncapped). The planilla
 * then liquidates the corrected IBC and writes, per line, the difference to pay.
 */
export function correctedWorker(
  stored: WorkerInput,
  storedLines: readonly LiquidatedLine[],
  facts: CorrectionFacts,
): WorkerInput {
  const worked = stored.lines.findIndex((line) => line.kind === 'worked');
  const at = worked >= 0 ? worked : 0;
  const cap = CEILING_WAGES * minimumWage(facts.year);
  const raise = (value: LineIbc[keyof LineIbc], capped: boolean) => {
    if (value === undefined) return undefined;
    const raised = ceilToPeso(value) + facts.retroactive.ibc;
    return String(capped ? Math.min(raised, cap) : raised);
  };
  return {
    ...stored,
    ...(facts.salary ? { salary: facts.salary } : {}),
    lines: stored.lines.map((line, index) => {
      const stamp = storedLines[index];
      if (!stamp) throw new Error('stored planilla lines do not match its worker');
      // A line declared in its payment month before (MES_DE_PAGO) is corrected on its own figures.
      const { added: _added, ...own } = line;
      const paid = { ...own, alreadyPaid: contributionsOf(stamp) };
      if (index !== at) return paid;
      return {
        ...paid,
        ibc: {
          pension: raise(line.ibc.pension, true),
          health: raise(line.ibc.health, true),
          risk: raise(line.ibc.risk, true),
          ccf: raise(line.ibc.ccf, true),
          parafiscal: raise(line.ibc.parafiscal, false),
        },
        ...(facts.permanentVariationDate && !line.permanentVariationDate
          ? { permanentVariationDate: facts.permanentVariationDate }
          : {}),
      };
    }),
  };
}
