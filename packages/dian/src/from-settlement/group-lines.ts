import type { DianElement, SettlementLine, SettlementResult } from '@quincena/payroll';
import Decimal from 'decimal.js';

/** Only what the mapper reads from a settlement; a full SettlementResult fits. */
export type SettlementSource = Pick<SettlementResult, 'periodStart' | 'periodEnd' | 'lines'>;

export type ReportedLine = SettlementLine & { dianElement: DianElement };

/**
 * The lines the DIAN receives: earnings and deductions with a DIAN element. Employer
 * contributions and provisions carry no element and stay out (Anexo Técnico v1.0 §2: the
 * document reports what the worker accrued and what was deducted).
 */
export function reportedLines(settlements: readonly SettlementSource[]): {
  earnings: ReportedLine[];
  deductions: ReportedLine[];
} {
  const lines = settlements
    .flatMap((s) => s.lines)
    .filter(
      (l): l is ReportedLine => l.dianElement !== null && (l.kind === 'earning' || l.kind === 'deduction'),
    );
  return {
    earnings: lines.filter((l) => l.kind === 'earning'),
    deductions: lines.filter((l) => l.kind === 'deduction'),
  };
}

export function ofElement(lines: readonly ReportedLine[], element: DianElement): ReportedLine[] {
  return lines.filter((l) => l.dianElement === element);
}

export function sum(
  lines: readonly ReportedLine[],
  pick: (l: ReportedLine) => string = (l) => l.value,
): Decimal {
  return lines.reduce((total, l) => total.plus(pick(l)), new Decimal(0));
}

/** Sum as a string, or undefined when there is nothing to report. */
export function sumOrUndefined(lines: readonly ReportedLine[]): string | undefined {
  return lines.length === 0 ? undefined : sum(lines).toString();
}

/** The percentage the DIAN expects (e.g. 4.00), from the line's dianPercentage or its fraction rate. */
export function percentageOf(line: ReportedLine | undefined): string | undefined {
  if (!line) return undefined;
  if (line.dianPercentage !== undefined) return new Decimal(line.dianPercentage).toString();
  if (line.rate !== undefined) return new Decimal(line.rate).times(100).toString();
  return undefined;
}

/** Days or hours of a line as a whole number where the XSD wants an integer (Cantidad). */
export function wholeUnits(line: ReportedLine): number {
  return new Decimal(line.units).toDecimalPlaces(0, Decimal.ROUND_HALF_EVEN).toNumber();
}
