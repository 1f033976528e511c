import type { IndividualPayroll } from '../model/documents.ts';
import { deductionsFromLines } from './deductions-from-lines.ts';
import { earningsFromLines } from './earnings-from-lines.ts';
import { reportedLines, type SettlementSource } from './group-lines.ts';

/** What the settlement does not know: identification, numbering, payment and issue data. */
export type DocumentFrame = Omit<IndividualPayroll, 'kind' | 'earnings' | 'deductions' | 'period'> & {
  period: { hireDate: string; terminationDate?: string };
};

/**
 * One NominaIndividual for one worker and one month from the engine's settlements of that month
 * (a monthly period, or both fortnights): the DIAN wants one document per worker per month with
 * everything accrued or paid in it (Res. 000013 de 2021 art. 2; Anexo Técnico v1.0 p.6).
 */
export function payrollFromSettlements(
  settlements: readonly SettlementSource[],
  frame: DocumentFrame,
): IndividualPayroll {
  if (settlements.length === 0) throw new RangeError('Se necesita al menos una liquidación del mes.');
  const starts = settlements.map((s) => s.periodStart).sort();
  const ends = settlements.map((s) => s.periodEnd).sort();
  const start = starts[0] as string;
  const end = ends[ends.length - 1] as string;
  if (start.slice(0, 7) !== end.slice(0, 7)) {
    throw new RangeError('Las liquidaciones deben pertenecer al mismo mes: el documento soporte es mensual.');
  }
  const { earnings, deductions } = reportedLines(settlements);
  return {
    ...frame,
    kind: 'individual',
    period: { ...frame.period, start, end },
    earnings: earningsFromLines(earnings),
    deductions: deductionsFromLines(deductions),
  };
}
